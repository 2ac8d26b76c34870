/**
 * The inline loader of the deferred island runtime (see `lazy-runtime.ts`). On the reader's first
 * pointer down, focus or key press inside an island it starts holding that island's clicks and
 * imports, side by side, the island runtime, the island's framework renderer and its component;
 * so does the reader's first text selection for an island that wakes on one (`WAKES_ON_SELECTION`).
 * Once the runtime has run it registers the directive, which picks up from here. An island whose
 * state the page's address asks for (`hydratesAtOnce`) starts the same way as soon as the page
 * has been parsed.
 */
import {
	HELD,
	TRIGGERS,
	WAKES_ON_SELECTION,
	hasSelection,
	holdEvents,
	hydratesAtOnce,
	type IslandElement,
} from './interaction';

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

/** Once the runtime has run, each island listens for its own first interaction. */
const wake = (island: IslandElement | null | undefined) => {
	if (island && !(self as { Astro?: { interaction?: unknown } }).Astro?.interaction) begin(island);
};

const start = (event: Event) =>
	wake(
		event.target instanceof Element ? event.target.closest<IslandElement>('astro-island') : null,
	);

for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });

// Astro writes `opts` as JSON with the directive's value.
const islands = (wanted: (value: unknown) => boolean) =>
	Array.from(document.querySelectorAll<IslandElement>('astro-island[opts]')).filter((island) =>
		wanted(JSON.parse(island.getAttribute('opts')!).value),
	);

document.addEventListener('selectionchange', () => {
	if (hasSelection()) islands((value) => value === WAKES_ON_SELECTION).forEach(wake);
});

if (VIEW_ISLANDS && location.search)
	document.addEventListener('DOMContentLoaded', () => {
		islands((value) => hydratesAtOnce(value, location.search)).forEach(begin);
	});
