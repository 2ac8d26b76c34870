import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SEARCH_DELAY_MS, useSiteSearch } from './use-site-search';

const searches: { query: string; signal: AbortSignal }[] = [];

vi.mock('../../lib/site-search/index-reader', () => ({ loadSearchIndex: async () => ({}) }));
vi.mock('../../lib/site-search/engine', () => ({ createSiteSearch: () => ({}) }));
vi.mock('../../lib/site-search/combined-search', () => ({
	searchEverything: (query: string, _pages: unknown, _terms: unknown, signal: AbortSignal) => {
		searches.push({ query, signal });
		return new Promise(() => {});
	},
}));

beforeEach(() => {
	searches.length = 0;
	vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Lets the timers run for `ms`, then the promises they started. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

test('searches once per pause in typing, for what was typed', async () => {
	const { rerender, result } = renderHook(({ typed }) => useSiteSearch(typed), {
		initialProps: { typed: '' },
	});
	rerender({ typed: 'a' });
	await wait(SEARCH_DELAY_MS / 2);
	rerender({ typed: 'at' });
	await wait(SEARCH_DELAY_MS / 2);
	rerender({ typed: 'att' });
	expect(searches).toEqual([]);
	await wait(SEARCH_DELAY_MS);
	expect(searches.map((search) => search.query)).toEqual(['att']);
	expect(result.current.state).toEqual({ status: 'loading', query: 'att' });
});

test('a keystroke abandons the search under way at once, not after the pause', async () => {
	const { rerender } = renderHook(({ typed }) => useSiteSearch(typed), {
		initialProps: { typed: '' },
	});
	rerender({ typed: 'att' });
	await wait(SEARCH_DELAY_MS);
	expect(searches).toHaveLength(1);
	rerender({ typed: 'attn' });
	expect(searches[0]!.signal.aborted).toBe(true);
	await wait(SEARCH_DELAY_MS);
	expect(searches.map((search) => search.query)).toEqual(['att', 'attn']);
});
