import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearQueryCache, usePagedQuery, useQuery, type Page } from './use-query';

/** A fetcher whose answers the test gives one at a time. */
function controlled<T>() {
	const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
	const fetcher = vi.fn(
		() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
	);
	return {
		fetcher,
		answer: (value: T) => act(() => pending.shift()!.resolve(value)),
		fail: (error: unknown) => act(() => pending.shift()!.reject(error)),
	};
}

afterEach(() => vi.restoreAllMocks());

describe('useQuery', () => {
	test('fetches a key once and serves it from the cache afterwards', async () => {
		const { fetcher, answer } = controlled<string>();
		const first = renderHook(() => useQuery('greeting', fetcher));
		expect(first.result.current.loading).toBe(true);
		await answer('hello');
		expect(first.result.current.data).toBe('hello');
		const second = renderHook(() => useQuery('greeting', fetcher));
		expect(second.result.current).toMatchObject({ data: 'hello', loading: false });
		expect(fetcher).toHaveBeenCalledTimes(1);
	});

	test('retry keeps the earlier data on screen until the new answer arrives', async () => {
		const { fetcher, answer } = controlled<string>();
		const { result } = renderHook(() => useQuery('list', fetcher));
		await answer('first');
		act(() => result.current.retry());
		await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
		expect(result.current).toMatchObject({ data: 'first', loading: false });
		await answer('second');
		expect(result.current.data).toBe('second');
	});

	test('a failure is returned and logged as a warning, keeping what an earlier fetch gave', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { fetcher, answer, fail } = controlled<string>();
		const { result } = renderHook(() => useQuery('flaky', fetcher));
		await answer('kept');
		act(() => result.current.retry());
		await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
		const error = new Error('offline');
		await fail(error);
		expect(result.current).toMatchObject({
			data: 'kept',
			error,
			loading: false,
		});
		expect(warn).toHaveBeenCalledWith(error);
	});

	test('a placeholder shows at once and the live answer replaces it', async () => {
		const { fetcher, answer } = controlled<string>();
		const { result } = renderHook(() =>
			useQuery('built', fetcher, { placeholder: 'from the build' }),
		);
		expect(result.current).toMatchObject({ data: 'from the build', loading: false });
		expect(fetcher).toHaveBeenCalledTimes(1);
		await answer('live');
		expect(result.current.data).toBe('live');
	});

	test('a failed fetch keeps the placeholder on screen, with the error', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { fetcher, fail } = controlled<string>();
		const { result } = renderHook(() =>
			useQuery('built-offline', fetcher, { placeholder: 'from the build' }),
		);
		const error = new Error('offline');
		await fail(error);
		expect(result.current).toMatchObject({ data: 'from the build', error, loading: false });
	});

	test('a null key fetches nothing', () => {
		const { fetcher } = controlled<string>();
		const { result } = renderHook(() => useQuery(null, fetcher));
		expect(result.current).toMatchObject({ data: undefined, loading: false });
		expect(fetcher).not.toHaveBeenCalled();
	});
});

/** A paged fetcher whose pages the test answers one at a time, recording each cursor asked for. */
function controlledPages() {
	const pending: {
		cursor: string | null;
		resolve: (page: Page<string[]>) => void;
		reject: (error: unknown) => void;
	}[] = [];
	const fetchPage = vi.fn(
		(cursor: string | null) =>
			new Promise<Page<string[]>>((resolve, reject) => pending.push({ cursor, resolve, reject })),
	);
	return {
		fetchPage,
		cursors: () => fetchPage.mock.calls.map(([cursor]) => cursor),
		answer: async (items: string[], next: string | null) => {
			await act(async () => pending.shift()!.resolve({ items, next }));
			// Let the hook's loop take its pause between pages (a timer, on the fake clock).
			await act(() => vi.advanceTimersByTimeAsync(5));
		},
		fail: (error: unknown) => act(async () => pending.shift()!.reject(error)),
	};
}

const append = (current: string[] = [], items: string[]) => [...current, ...items];

describe('usePagedQuery', () => {
	// The hook pauses between pages and shows what arrived at most every 150 ms: timers, so the
	// tests move a fake clock instead of waiting.
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => {
		vi.useRealTimers();
		clearQueryCache();
	});

	test('shows the first page at once and adds the others as they arrive', async () => {
		const { fetchPage, cursors, answer } = controlledPages();
		const { result } = renderHook(() => usePagedQuery('letters', fetchPage, append));
		expect(result.current).toMatchObject({ loading: true, loadingMore: false, complete: false });
		await answer(['a', 'b'], 'after-b');
		expect(result.current).toMatchObject({
			data: ['a', 'b'],
			loading: false,
			loadingMore: true,
			complete: false,
		});
		await answer(['c'], 'after-c');
		await answer(['d'], null);
		expect(result.current).toMatchObject({
			data: ['a', 'b', 'c', 'd'],
			loadingMore: false,
			complete: true,
		});
		expect(cursors()).toEqual([null, 'after-b', 'after-c']);
	});

	test('pages arriving in quick succession are shown together, a moment later', async () => {
		const { fetchPage, answer } = controlledPages();
		const { result } = renderHook(() => usePagedQuery('streaming', fetchPage, append));
		await answer(['a'], 'after-a');
		expect(result.current.data).toEqual(['a']);
		await answer(['b'], 'after-b');
		await answer(['c'], 'after-c');
		expect(result.current.data).toEqual(['a']);
		await act(() => vi.advanceTimersByTimeAsync(200));
		expect(result.current.data).toEqual(['a', 'b', 'c']);
		await answer(['d'], null);
		expect(result.current).toMatchObject({ data: ['a', 'b', 'c', 'd'], complete: true });
	});

	test('asks for the next page before adding the one that arrived', async () => {
		const { fetchPage, cursors, answer } = controlledPages();
		let askedWhileAdding: (string | null)[] = [];
		const recordingAppend = (current: string[] = [], items: string[]) => {
			askedWhileAdding = cursors();
			return [...current, ...items];
		};
		renderHook(() => usePagedQuery('prefetch', fetchPage, recordingAppend));
		await answer(['a'], 'after-a');
		expect(askedWhileAdding).toEqual([null, 'after-a']);
	});

	test('a failed page keeps the pages before it, and retry resumes from it', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		const { fetchPage, cursors, answer, fail } = controlledPages();
		const { result } = renderHook(() => usePagedQuery('flaky-pages', fetchPage, append));
		await answer(['a'], 'after-a');
		const error = new Error('offline');
		await fail(error);
		expect(result.current).toMatchObject({
			data: ['a'],
			error,
			loading: false,
			loadingMore: false,
			complete: false,
		});
		expect(warn).toHaveBeenCalledWith(error);
		act(() => result.current.retry());
		expect(result.current).toMatchObject({ error: undefined, loadingMore: true });
		await answer(['b'], null);
		expect(result.current).toMatchObject({ data: ['a', 'b'], complete: true });
		expect(cursors()).toEqual([null, 'after-a', 'after-a']);
	});

	test('a local change made while pages load is kept when the next page is added', async () => {
		const { fetchPage, answer } = controlledPages();
		const { result } = renderHook(() => usePagedQuery('edited-while-loading', fetchPage, append));
		await answer(['a'], 'after-a');
		act(() => result.current.setData((current = []) => [...current, 'local']));
		expect(result.current.data).toEqual(['a', 'local']);
		await answer(['b'], null);
		expect(result.current.data).toEqual(['a', 'local', 'b']);
	});

	test('a later mount resumes where an unmounted one stopped, and a complete list is not fetched again', async () => {
		const { fetchPage, cursors, answer } = controlledPages();
		const first = renderHook(() => usePagedQuery('resumed', fetchPage, append));
		await answer(['a'], 'after-a');
		first.unmount();
		const second = renderHook(() => usePagedQuery('resumed', fetchPage, append));
		expect(second.result.current).toMatchObject({ data: ['a'], loadingMore: true });
		// The page asked for before the unmount was abandoned; the new mount asks again.
		expect(cursors()).toEqual([null, 'after-a', 'after-a']);
		await answer(['lost'], null); // the abandoned request's answer is ignored
		await answer(['b'], null);
		expect(second.result.current).toMatchObject({ data: ['a', 'b'], complete: true });
		second.unmount();
		const third = renderHook(() => usePagedQuery('resumed', fetchPage, append));
		expect(third.result.current).toMatchObject({ data: ['a', 'b'], complete: true });
		expect(fetchPage).toHaveBeenCalledTimes(3);
	});
});
