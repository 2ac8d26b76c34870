/**
 * The search dialog's engine: the static Pagefind bundle the build writes to /pagefind/, loaded
 * on demand (never before the dialog opens) and wrapped so the dialog gets ranked, de-duplicated
 * results a page at a time. Only the results shown have their data (one small fragment each)
 * downloaded.
 */
import { rankResults, toSearchResult, type IndexFragment, type SearchResult } from './results.ts';

/** Where the build puts Pagefind's browser API. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/**
 * Results loaded per batch ("Show more" loads the next): about a screenful. Each costs a fragment
 * download (2–3 KB, a guide's up to 12 KB), and a reader typing at speed triggers a search per pause.
 */
export const BATCH_SIZE = 6;

/** The part of Pagefind's browser API we use. */
export interface PagefindApi {
	options(options: Record<string, unknown>): Promise<void>;
	init(): Promise<void>;
	search(
		query: string,
	): Promise<{ results: { id: string; data(): Promise<IndexFragment> }[] } | null>;
}

export interface SearchBatch {
	query: string;
	/** Pages matching the query in the whole index. */
	total: number;
	/** Ranked results loaded so far for this query. */
	results: SearchResult[];
	/** Loads the next batch and returns the query's results so far. */
	more: (() => Promise<SearchBatch>) | null;
}

export interface SiteSearch {
	search(query: string): Promise<SearchBatch>;
}

/**
 * Queries shorter than this are not searched: one letter matches nearly every word, and Pagefind
 * would download most of the index to find them. Two letters still find "AI" and "ML".
 */
export const MIN_QUERY_LENGTH = 2;

/** A word the reader has only started typing after the first is searched from this many letters. */
export const MIN_NEXT_WORD_LENGTH = 3;

/**
 * What to search for while the reader types: nothing below MIN_QUERY_LENGTH, and without a last
 * word that has only just begun ("attention h" searches "attention"). The last word is matched as
 * a prefix, and a one- or two-letter prefix would fetch index chunks for every word it starts.
 * @example searchableQuery('  attention h ') // 'attention'
 * @example searchableQuery('attention hea') // 'attention hea'
 */
export function searchableQuery(query: string): string {
	const words = query.trim().split(/\s+/).filter(Boolean);
	if (words.length > 1 && words.at(-1)!.length < MIN_NEXT_WORD_LENGTH) words.pop();
	const searchable = words.join(' ');
	return searchable.length >= MIN_QUERY_LENGTH ? searchable : '';
}

/** Loads Pagefind from the site (main thread: its web worker would be one more download). */
export async function loadPagefind(attempt = 0): Promise<PagefindApi> {
	// A module that failed to load stays failed for this URL, so a retry asks for a fresh one.
	const url = attempt ? `${PAGEFIND_URL}?attempt=${attempt}` : PAGEFIND_URL;
	const api = (await import(/* @vite-ignore */ url)) as PagefindApi;
	await api.options({
		basePath: '/pagefind/',
		noWorker: true,
		excerptLength: 24,
		// Guides run to thousands of words and term pages to a few hundred. Pagefind's default
		// length normalisation buries a guide whose section is about the query under short terms
		// that mention it once; softened, the guide ranks among them (measured on this site).
		ranking: { pageLength: 0.2, termFrequency: 0.5 },
	});
	await api.init();
	return api;
}

/** A SiteSearch over a loaded Pagefind API. */
export function createSiteSearch(api: PagefindApi): SiteSearch {
	return {
		async search(query) {
			const trimmed = query.trim();
			const found = trimmed ? await api.search(trimmed) : null;
			const all = found?.results ?? [];
			const seen = new Set<string>();
			const loadFrom = async (offset: number, before: SearchResult[]): Promise<SearchBatch> => {
				const fragments = await Promise.all(
					all.slice(offset, offset + BATCH_SIZE).map((result) => result.data()),
				);
				const ranked = rankResults(
					fragments.map((fragment) => toSearchResult(fragment, trimmed)),
					trimmed,
					seen,
				);
				const results = [...before, ...ranked];
				const next = offset + BATCH_SIZE;
				return {
					query: trimmed,
					total: all.length,
					results,
					more: next < all.length ? () => loadFrom(next, results) : null,
				};
			};
			return loadFrom(0, []);
		},
	};
}
