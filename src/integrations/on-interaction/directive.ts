import type { ClientDirective } from 'astro';
import { hydrateOnFirstInteraction } from './interaction';

/**
 * Hydrates on first interaction. Clicks and form submissions that land while the island's code
 * is still loading are held back and replayed once React has hydrated it (see `holdEvents`).
 *
 * Astro inlines this directive with its island runtime on pages that also have islands hydrating
 * on load (the glossary, search and admin screens); pages whose islands all wait for interaction
 * get the deferred runtime instead (`lazy-runtime.ts`).
 */
const interactionDirective: ClientDirective = (load, options, el) =>
	hydrateOnFirstInteraction(load, el, options.value);

export default interactionDirective;
