import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useQuery } from './use-query';

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
		expect(result.current).toMatchObject({ data: 'first', loading: false, refreshing: true });
		await answer('second');
		expect(result.current).toMatchObject({ data: 'second', refreshing: false });
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
			refreshing: false,
		});
		expect(warn).toHaveBeenCalledWith(error);
	});

	test('setData shows a local change at once', async () => {
		const { fetcher, answer } = controlled<string[]>();
		const { result } = renderHook(() => useQuery('terms', fetcher));
		await answer(['a']);
		act(() => result.current.setData((current = []) => [...current, 'b']));
		expect(result.current.data).toEqual(['a', 'b']);
		expect(fetcher).toHaveBeenCalledTimes(1);
	});

	test('a null key fetches nothing', () => {
		const { fetcher } = controlled<string>();
		const { result } = renderHook(() => useQuery(null, fetcher));
		expect(result.current).toMatchObject({ data: undefined, loading: false });
		expect(fetcher).not.toHaveBeenCalled();
	});
});
