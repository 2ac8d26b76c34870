import type { ClientDirective } from 'astro';
import {
	HELD,
	hydrateAndReplay,
	hydrateOnFirstInteraction,
	type IslandElement,
} from './interaction';

/**
 * `client:interaction` as the deferred island runtime registers it. That runtime is only
 * downloaded once the reader has touched an island, so the island that was touched is already
 * marked by the loader, which has been holding its clicks since: it hydrates at once and takes
 * over those held clicks. So does an island the loader started because the page's address asks
 * for its state. Every other island waits for its own first interaction.
 */
const lazyInteractionDirective: ClientDirective = (load, options, el) => {
	const held = (el as IslandElement)[HELD];
	if (held) void hydrateAndReplay(load, held);
	else hydrateOnFirstInteraction(load, el, options.value);
};

export default lazyInteractionDirective;
