/**
 * The search the dialog runs as the reader types: waits for a pause, then searches pages and terms
 * together (src/lib/site-search/combined-search.ts). A keystroke that changes what is searched
 * abandons the search under way (its passages would only be downloaded to be replaced), not only
 * the wait. Results already shown stay up until the next ones arrive.
 */
import { useEffect, useMemo, useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import { searchEverything, type SearchBatch } from '../../lib/site-search/combined-search';
import { createSiteSearch, type SiteSearch } from '../../lib/site-search/engine';
import { loadSearchIndex } from '../../lib/site-search/index-reader';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/**
 * Quiet time after the last keystroke before searching: long enough to skip the letters of a
 * word typed at speed, about 120 ms apart (each search may fetch a shard, passages and terms; at
 * 100 ms every letter of a fast typist set off one), short enough that results show well within
 * 300 ms of the last keystroke.
 */
export const SEARCH_DELAY_MS = 150;

export type SearchState =
	| { status: 'idle' }
	| { status: 'loading'; query: string }
	| { status: 'done'; batch: SearchBatch }
	/** `unreachable`: the network failed (offline, or the site out of reach), not the site. */
	| { status: 'error'; query: string; unreachable: boolean };

/** A fetch that never got an answer rejects with a TypeError; an answer in error is ours. */
const unreachable = (error: unknown) =>
	error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);

const IDLE: SearchState = { status: 'idle' };

let engine: Promise<SiteSearch> | null = null;
/**
 * The site search over this site's index, loaded once per page on first open; a failed load is
 * retried on the next search.
 */
export function loadSiteSearch(): Promise<SiteSearch> {
	const loading =
		engine ??
		loadSearchIndex()
			.then(createSiteSearch)
			.catch((error: unknown) => {
				engine = null;
				throw error;
			});
	engine = loading;
	return loading;
}

const findTerms = (query: string, limit: number, signal?: AbortSignal) =>
	glossaryApi.search(query, { limit }, { signal });

/**
 * The state of the search for `typed` (already cut to what is searchable; empty searches nothing).
 * `showMore` loads the next batch; `retry` searches again after a failure.
 */
export function useSiteSearch(typed: string) {
	const [searched, setSearched] = useState<SearchState>(IDLE);
	const [attempt, setAttempt] = useState(0);
	const debouncedQuery = useDebouncedValue(typed, SEARCH_DELAY_MS);
	// Derived, not stored: an empty query shows nothing; a new query shows "loading" until its
	// results arrive, except that results already shown stay up meanwhile.
	const state: SearchState = useMemo(() => {
		if (!debouncedQuery) return IDLE;
		const stale =
			searched.status === 'idle' ||
			(searched.status !== 'done' && searched.query !== debouncedQuery);
		return stale ? { status: 'loading', query: debouncedQuery } : searched;
	}, [debouncedQuery, searched]);

	// A keystroke unsettles the query: the search under way is abandoned there and then, and the
	// next starts once the debounced query has caught up with what was typed.
	const settled = typed === debouncedQuery;
	useEffect(() => {
		if (!debouncedQuery || !settled) return;
		const typedPast = new AbortController();
		loadSiteSearch()
			.then((pages) => searchEverything(debouncedQuery, pages, findTerms, typedPast.signal))
			.then((batch) => {
				if (!typedPast.signal.aborted) setSearched({ status: 'done', batch });
			})
			.catch((error: unknown) => {
				if (!typedPast.signal.aborted)
					setSearched({ status: 'error', query: debouncedQuery, unreachable: unreachable(error) });
			});
		return () => typedPast.abort();
	}, [debouncedQuery, settled, attempt]);

	/** Loads the next batch; resolves to whether it loaded. */
	const showMore = async (): Promise<boolean> => {
		if (state.status !== 'done' || !state.batch.more) return false;
		try {
			setSearched({ status: 'done', batch: await state.batch.more() });
			return true;
		} catch (error) {
			setSearched({
				status: 'error',
				query: state.batch.query,
				unreachable: unreachable(error),
			});
			return false;
		}
	};

	return { state, showMore, retry: () => setAttempt((n) => n + 1) };
}
