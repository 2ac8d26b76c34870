/**
 * The inline loader of the deferred island runtime (see `lazy-runtime.ts`). On the reader's first
 * pointer down, focus or key press inside an island it starts holding that island's clicks and
 * imports, side by side, the island runtime, the island's framework renderer and its component.
 * Once the runtime has run it registers the directive, which picks up from here.
 */
import { HELD, TRIGGERS, holdEvents, type IslandElement } from './interaction';

/** Replaced at build time with the runtime's hashed URL. */
declare const ISLAND_RUNTIME_URL: string;

const touched: IslandElement[] = [];

const start = (event: Event) => {
	// Once the runtime has run, each island listens for its own first interaction.
	if ((self as { Astro?: { interaction?: unknown } }).Astro?.interaction) return;
	const island =
		event.target instanceof Element ? event.target.closest<IslandElement>('astro-island') : null;
	if (!island || island[HELD]) return;
	island[HELD] = holdEvents(island);
	touched.push(island);
	import(/* @vite-ignore */ ISLAND_RUNTIME_URL).catch(() => {
		// Without the runtime nothing will hydrate: let clicks keep their native effect again.
		for (const el of touched.splice(0)) el[HELD]?.stop();
	});
	// Fetched now rather than after the runtime, which imports the same modules (errors surface there).
	for (const url of [island.getAttribute('renderer-url'), island.getAttribute('component-url')])
		if (url) import(/* @vite-ignore */ url).catch(() => {});
};

for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });
