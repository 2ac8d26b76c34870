/**
 * The web search engines of the home page's search bar (id, name, search URL) and the pure
 * helpers the WebSearchBar island uses to build a search URL and decide whether a query may be
 * submitted. Not the site search (src/lib/site-search), which searches this site's own pages.
 */

/** Identifier of a search engine; also the icon's file name under /icons/. */
export type SearchEngineId =
	'google' | 'aiatlas' | 'baidu' | 'yandex' | 'yahoo' | 'bing' | 'duckduckgo';

/** A search engine the reader can pick in the home search bar. */
export interface SearchEngine {
	id: SearchEngineId;
	/** Name shown in the picker. */
	name: string;
	/** URL template; `{query}` is replaced by the URL-encoded query. */
	searchUrl: string;
	/** Internal engines open in the same tab; external ones in a new tab. */
	internal: boolean;
}

/** Every engine, in the order the picker lists them. */
export const SEARCH_ENGINES: readonly SearchEngine[] = [
	{
		id: 'google',
		name: 'Google',
		searchUrl: 'https://www.google.com/search?q={query}',
		internal: false,
	},
	{ id: 'aiatlas', name: 'AI Atlas', searchUrl: '/search?q={query}', internal: true },
	{ id: 'baidu', name: 'Baidu', searchUrl: 'https://www.baidu.com/s?wd={query}', internal: false },
	{
		id: 'yandex',
		name: 'Yandex',
		searchUrl: 'https://yandex.com/search/?text={query}',
		internal: false,
	},
	{
		id: 'yahoo',
		name: 'Yahoo',
		searchUrl: 'https://search.yahoo.com/search?p={query}',
		internal: false,
	},
	{ id: 'bing', name: 'Bing', searchUrl: 'https://www.bing.com/search?q={query}', internal: false },
	{
		id: 'duckduckgo',
		name: 'DuckDuckGo',
		searchUrl: 'https://duckduckgo.com/?q={query}',
		internal: false,
	},
];

/** The engine chosen until the reader picks another. */
export const DEFAULT_ENGINE_ID: SearchEngineId = 'google';

/**
 * The engine with this id, or the default engine for an unknown id.
 * @example searchEngineById('bing').name // 'Bing'
 */
export function searchEngineById(id: string): SearchEngine {
	return (
		SEARCH_ENGINES.find((engine) => engine.id === id) ??
		SEARCH_ENGINES.find((e) => e.id === DEFAULT_ENGINE_ID)!
	);
}

/** Path of an engine's icon (our own simple mark, served from public/icons/). */
export function engineIconUrl(id: SearchEngineId): string {
	return `/icons/${id}.svg`;
}

/**
 * Whether the home search may be submitted: the trimmed query is non-empty.
 * @example isSubmittable('  ') // false
 * @example isSubmittable(' rag ') // true
 */
export function isSubmittable(query: string): boolean {
	return query.trim().length > 0;
}

/**
 * The URL that searches `query` (trimmed, then URL-encoded) with `engine`.
 * @example buildSearchUrl(searchEngineById('aiatlas'), 'AI & ML') // '/search?q=AI%20%26%20ML'
 */
export function buildSearchUrl(engine: SearchEngine, query: string): string {
	return engine.searchUrl.replace('{query}', encodeURIComponent(query.trim()));
}

/**
 * Type-ahead: the index of the next engine, after `current` and wrapping round, whose name starts
 * with `prefix` (case-insensitive), or `null` when none does.
 * @example typeaheadIndex(SEARCH_ENGINES, 0, 'b') // 2 (Baidu)
 */
export function typeaheadIndex(
	engines: readonly Pick<SearchEngine, 'name'>[],
	current: number,
	prefix: string,
): number | null {
	const needle = prefix.toLowerCase();
	if (!needle) return null;
	// A repeated single letter (b, b) cycles through the matches; a longer prefix refines in place.
	const start = needle.length === 1 ? current + 1 : current;
	for (let step = 0; step < engines.length; step++) {
		const index = (start + step) % engines.length;
		if (engines[index]!.name.toLowerCase().startsWith(needle)) return index;
	}
	return null;
}
