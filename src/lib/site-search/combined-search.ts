/**
 * One search over the whole site, as the dialog shows it: editorial pages from the static index
 * (./engine.ts) and glossary terms from the glossary API, merged by how they match (./results.ts)
 * and loaded a batch at a time. The index is what the search needs: when
 * it cannot be read, the search fails. The API is not: when it fails, the pages still show, and
 * the batch says that terms are unavailable.
 */
import type { TermSummary } from '../glossary/schema.ts';
import type { SiteSearch } from './engine.ts';
import { MATCH_ORDER, matchKind, rankResults, type SearchResult } from './results.ts';
import { termResults } from './term-results.ts';
import { STOP_WORDS } from './text.ts';

/**
 * Results per batch ("Show more" loads the next): about a screenful. Each page costs the download
 * of the passages it shows; terms come with the API's answer.
 */
export const BATCH_SIZE = 6;

/**
 * Terms asked of the API: two batches' worth. Its answer (about 0.13 KB a term compressed) is
 * downloaded for every query searched while the reader types, most of it never shown; a link
 * leads to the glossary's own search, which lists them all.
 */
export const TERM_LIMIT = 12;

/** The glossary API's search (src/lib/api-client.ts, glossaryApi.search). */
export type FindTerms = (
	query: string,
	limit: number,
	signal?: AbortSignal,
) => Promise<TermSummary[]>;

export interface SearchBatch {
	query: string;
	/** Pages and terms found for the query (terms up to TERM_LIMIT). */
	total: number;
	/** Ranked results loaded so far for this query. */
	results: SearchResult[];
	/** The glossary API could not be reached: only pages are listed. */
	termsUnavailable: boolean;
	/** The API had more terms than it was asked for: the glossary's own search lists them all. */
	moreTerms: boolean;
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

/** A place in the merged order: the n-th term or the n-th page. */
type Slot = { term: SearchResult } | { page: number };

/**
 * Terms and pages in one order: by how they match (name, then title or heading, then mention),
 * and within each, a term then a page in turn, so neither kind crowds the other out of a batch.
 */
function mergedOrder(terms: readonly SearchResult[], pageTiers: readonly number[], query: string) {
	const tiers = new Map<number, { terms: Slot[]; pages: Slot[] }>();
	const at = (tier: number) =>
		tiers.get(tier) ?? tiers.set(tier, { terms: [], pages: [] }).get(tier)!;
	for (const term of terms) at(MATCH_ORDER[matchKind(term, query)]).terms.push({ term });
	pageTiers.forEach((tier, page) => at(tier).pages.push({ page }));
	return [...tiers]
		.sort(([a], [b]) => a - b)
		.flatMap(([, slots]) => {
			const merged: Slot[] = [];
			for (let i = 0; i < Math.max(slots.terms.length, slots.pages.length); i++)
				merged.push(...[slots.terms[i], slots.pages[i]].filter((slot) => slot !== undefined));
			return merged;
		});
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
	// Pages first: their search waits a little when the last word looks unfinished (the reader is
	// most likely still typing it), and the terms are asked only once that wait is over, so a
	// search that typing overtakes downloads no terms either.
	const matches = await pages.search(trimmed, signal);
	signal?.throwIfAborted();
	const terms = await findTerms(termQuery(trimmed), TERM_LIMIT, signal).then(
		(found) => ({ results: termResults(found, trimmed), capped: found.length >= TERM_LIMIT }),
		(error: unknown) => {
			if (signal?.aborted) throw error;
			return null;
		},
	);
	const order = mergedOrder(terms?.results ?? [], matches.tiers, trimmed);
	const seen = new Set<string>();
	const loadFrom = async (
		offset: number,
		pageOffset: number,
		before: SearchResult[],
		loadSignal?: AbortSignal,
	): Promise<SearchBatch> => {
		const slots = order.slice(offset, offset + BATCH_SIZE);
		const pageCount = slots.filter((slot) => 'page' in slot).length;
		// Pages come in the index's order, so a batch's pages are the next ones it ranked.
		const loaded = await matches.load(pageOffset, pageCount, loadSignal);
		let nextPage = 0;
		const batch = slots.map((slot) => ('term' in slot ? slot.term : loaded[nextPage++]!));
		const results = [...before, ...rankResults(batch, trimmed, seen)];
		const next = offset + BATCH_SIZE;
		return {
			query: trimmed,
			total: order.length,
			results,
			termsUnavailable: terms === null,
			moreTerms: terms?.capped ?? false,
			more: next < order.length ? () => loadFrom(next, pageOffset + pageCount, results) : null,
		};
	};
	return loadFrom(0, 0, [], signal);
}
