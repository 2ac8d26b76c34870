import type { ClientDirective } from 'astro';
import {
	HELD,
	hydrateAndReplay,
	hydrateOnFirstInteraction,
	type IslandElement,
} from './interaction';

/**
 * Hydrates on first interaction. Clicks and form submissions that land while the island's code
 * is still loading are held back and replayed once React has hydrated it (see `holdEvents`).
 *
 * Astro inlines this directive with its island runtime on pages that also have islands hydrating
 * on load (the glossary, search and admin screens); pages whose islands all wait for interaction
 * get the deferred runtime instead (`lazy-runtime.ts`), which registers it too. That runtime is
 * only downloaded once the reader has touched an island, so the island that was touched is
 * already marked by the loader, which has been holding its clicks since: it hydrates at once and
 * takes over those held clicks. So does an island the loader started because the page's address
 * asks for its state. Every other island waits for its own first interaction.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
	const held = (el as IslandElement)[HELD];
	if (held) void hydrateAndReplay(load, held);
	else hydrateOnFirstInteraction(load, el, options.value);
};

export default interactionDirective;
