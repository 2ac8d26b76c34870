/**
 * The inline loader of the deferred island runtime (see `lazy-runtime.ts`). On the reader's first
 * pointer down, focus or key press inside an island it starts holding that island's clicks and
 * imports, side by side, the island runtime, the island's framework renderer and its component.
 * Once the runtime has run it registers the directive, which picks up from here. An island whose
 * state the page's address asks for (`hydratesAtOnce`) starts the same way as soon as the page
 * has been parsed.
 */
import { HELD, TRIGGERS, holdEvents, hydratesAtOnce, type IslandElement } from './interaction';

/** Replaced at build time with the runtime's hashed URL. */
declare const ISLAND_RUNTIME_URL: string;
/**
 * Replaced at build time: whether this loader serves pages with an island that hydrates at once
 * for some addresses. The other pages get a loader without that code.
 */
declare const VIEW_ISLANDS: boolean;

const touched: IslandElement[] = [];

const begin = (island: IslandElement) => {
	if (island[HELD]) return;
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

const start = (event: Event) => {
	// Once the runtime has run, each island listens for its own first interaction.
	if ((self as { Astro?: { interaction?: unknown } }).Astro?.interaction) return;
	const island =
		event.target instanceof Element ? event.target.closest<IslandElement>('astro-island') : null;
	if (island) begin(island);
};

for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });

// Astro writes `opts` as JSON with the directive's value.
if (VIEW_ISLANDS && location.search)
	document.addEventListener('DOMContentLoaded', () => {
		for (const island of document.querySelectorAll<IslandElement>('astro-island[opts]'))
			if (hydratesAtOnce(JSON.parse(island.getAttribute('opts')!).value, location.search))
				begin(island);
	});
