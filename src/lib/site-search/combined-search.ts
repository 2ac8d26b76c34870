/**
 * One search over the whole site, as the dialog shows it: editorial pages from the static index
 * (./engine.ts) and glossary terms from the glossary API, asked at the same time, ranked together
 * (./results.ts) and loaded a batch at a time. The index is what the search needs: when it cannot
 * be read, the search fails. The API is not: when it fails, the pages still show, and the batch
 * says that terms are unavailable.
 */
import type { TermSummary } from '../glossary/schema.ts';
import type { SiteSearch } from './engine.ts';
import { rankResults, type SearchResult } from './results.ts';
import { termResults } from './term-results.ts';
import { STOP_WORDS } from './text.ts';

/**
 * Results loaded per batch of each kind ("Show more" loads the next): about a screenful of pages,
 * each costing the download of the passages it shows, and as many terms, which cost nothing more
 * (the API answers with all its terms at once).
 */
export const BATCH_SIZE = 6;

/** The glossary API's search (src/lib/api-client.ts, glossaryApi.search). */
export type FindTerms = (query: string, signal?: AbortSignal) => Promise<TermSummary[]>;

export interface SearchBatch {
	query: string;
	/** Pages and terms matching the query. */
	total: number;
	/** Ranked results loaded so far for this query. */
	results: SearchResult[];
	/** The glossary API could not be reached: only pages are listed. */
	termsUnavailable: boolean;
	/** Loads the next batch and returns the query's results so far. */
	more: (() => Promise<SearchBatch>) | null;
}

/**
 * What to ask the glossary API: the query without the small words it starts with, so that a
 * question names its term ("what is overfitting" asks for "overfitting"). The API looks names up
 * as typed, and no term's name starts with "what is".
 * @example termQuery('What is a transformer?') // 'transformer?'
 */
export function termQuery(query: string): string {
	const typed = query.trim().split(/\s+/);
	let first = 0;
	while (first < typed.length - 1 && STOP_WORDS.has(typed[first]!.toLowerCase())) first += 1;
	return typed.slice(first).join(' ');
}

/**
 * Searches pages and terms for `query` and loads the first batch. Once `signal` aborts (the reader
 * has typed past the query), the search stops and rejects.
 */
export async function searchEverything(
	query: string,
	pages: SiteSearch,
	findTerms: FindTerms,
	signal?: AbortSignal,
): Promise<SearchBatch> {
	const trimmed = query.trim();
	const termsFound = findTerms(termQuery(trimmed), signal).then(
		(terms) => termResults(terms, trimmed),
		(error: unknown) => {
			if (signal?.aborted) throw error;
			return null;
		},
	);
	const [matches, terms] = await Promise.all([pages.search(trimmed, signal), termsFound]);
	const termCount = terms?.length ?? 0;
	const seen = new Set<string>();
	const loadFrom = async (
		offset: number,
		before: SearchResult[],
		moreSignal?: AbortSignal,
	): Promise<SearchBatch> => {
		const loaded = await matches.load(offset, BATCH_SIZE, moreSignal);
		const batchTerms = terms?.slice(offset, offset + BATCH_SIZE) ?? [];
		// Terms first: among results that match alike, a term's definition is the shortest answer.
		const results = [...before, ...rankResults([...batchTerms, ...loaded], trimmed, seen)];
		const next = offset + BATCH_SIZE;
		return {
			query: trimmed,
			total: matches.total + termCount,
			results,
			termsUnavailable: terms === null,
			more: next < Math.max(matches.total, termCount) ? () => loadFrom(next, results) : null,
		};
	};
	return loadFrom(0, [], signal);
}
