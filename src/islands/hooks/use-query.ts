import { useCallback, useEffect, useState } from 'react';

/**
 * Results are kept for the life of the page: data is never stale and never refetched on focus, by
 * polling or by retrying a failure. A query given a maximum age is forgotten when it expires.
 */
const cache = new Map<string, unknown>();

function remember(key: string, data: unknown, maxAgeMs: number): void {
	cache.set(key, data);
	if (Number.isFinite(maxAgeMs))
		setTimeout(() => cache.get(key) === data && cache.delete(key), maxAgeMs);
}

/** Forgets every cached result (each test starts from an empty page). */
export function clearQueryCache(): void {
	cache.clear();
}

export interface QueryState<T> {
	data: T | undefined;
	/** The last fetch's failure (already logged); `data` then keeps what an earlier fetch gave. */
	error: unknown;
	/** Fetching, with nothing to show yet. */
	loading: boolean;
	/** Fetching again while the earlier data stays on screen. */
	refreshing: boolean;
	/** Forgets the cached value and fetches again; the data shown so far stays until the answer. */
	retry: () => void;
	/** Changes the data locally (e.g. to show a saved edit at once); a later fetch replaces it. */
	setData: (update: (current: T | undefined) => T) => void;
}

interface Settled<T> {
	key: string;
	/** Which fetch of the key answered (retry starts a new one). */
	round: number;
	data?: T;
	error?: unknown;
}

/**
 * Fetches `key` once and caches it. A null key fetches nothing. A failure is logged (as a
 * warning) and returned, never thrown. The fetcher gets a signal that aborts when the key changes
 * or the island unmounts.
 */
export function useQuery<T>(
	key: string | null,
	fetcher: (signal: AbortSignal) => Promise<T>,
	maxAgeMs = Infinity,
): QueryState<T> {
	const [round, setRound] = useState(0);
	const [settled, setSettled] = useState<Settled<T> | null>(null);
	const cached = key !== null && cache.has(key) ? (cache.get(key) as T) : undefined;
	const current = settled && settled.key === key && settled.round === round ? settled : null;

	useEffect(() => {
		if (key === null || cache.has(key)) return;
		const controller = new AbortController();
		fetcher(controller.signal).then(
			(data) => {
				remember(key, data, maxAgeMs);
				if (!controller.signal.aborted) setSettled({ key, round, data });
			},
			(error: unknown) => {
				if (controller.signal.aborted) return;
				// A warning, not an error: the island shows the failure and offers a retry.
				console.warn(error);
				setSettled((previous) => ({
					key,
					round,
					error,
					data: previous?.key === key ? previous.data : undefined,
				}));
			},
		);
		return () => controller.abort();
		// The key names what is fetched: a new fetcher function for the same key fetches nothing new.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [key, round, maxAgeMs]);

	const retry = useCallback(() => {
		if (key !== null) cache.delete(key);
		setRound((n) => n + 1);
	}, [key]);

	// While a retry runs, the earlier answer for the same key stays on screen.
	const shown = cached ?? current?.data ?? (settled?.key === key ? settled.data : undefined);
	const fetching = key !== null && cached === undefined && current === null;

	const setData = (update: (current: T | undefined) => T) => {
		if (key === null) return;
		// The cache first: two changes in one event both apply.
		const next = update(cache.has(key) ? (cache.get(key) as T) : shown);
		cache.set(key, next);
		// Round -1: a local change, not the answer of any fetch.
		setSettled({ key, round: -1, data: next });
	};

	return {
		data: shown,
		error: fetching ? undefined : current?.error,
		loading: fetching && shown === undefined,
		refreshing: fetching && shown !== undefined,
		retry,
		setData,
	};
}
