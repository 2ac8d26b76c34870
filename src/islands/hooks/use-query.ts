import { useCallback, useEffect, useState } from 'react';

interface Entry {
	data: unknown;
	time: number;
}

/** Results are kept for the life of the page (never stale), unless a max age is given. */
const cache = new Map<string, Entry>();

export interface QueryState<T> {
	data: T | undefined;
	error: unknown;
	loading: boolean;
	/** Forgets the cached value and fetches again. */
	retry: () => void;
}

/**
 * Fetches `key` once and caches it: no refetch on focus, no polling, no retries (SPEC section 9).
 * A null key fetches nothing. Errors are logged and returned, never thrown.
 */
export function useQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, maxAgeMs = Infinity): QueryState<T> {
	const [nonce, setNonce] = useState(0);
	const cached = key ? cache.get(key) : undefined;
	const fresh = cached && Date.now() - cached.time < maxAgeMs ? (cached.data as T) : undefined;
	const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown; loading: boolean }>({
		key,
		data: fresh,
		error: undefined,
		loading: Boolean(key) && fresh === undefined,
	});

	useEffect(() => {
		if (!key) {
			setState({ key, data: undefined, error: undefined, loading: false });
			return;
		}
		const entry = cache.get(key);
		if (entry && Date.now() - entry.time < maxAgeMs) {
			setState({ key, data: entry.data as T, error: undefined, loading: false });
			return;
		}
		const controller = new AbortController();
		setState({ key, data: undefined, error: undefined, loading: true });
		fetcher(controller.signal).then(
			(data) => {
				cache.set(key, { data, time: Date.now() });
				if (!controller.signal.aborted) setState({ key, data, error: undefined, loading: false });
			},
			(error) => {
				if (controller.signal.aborted) return;
				console.error(error);
				setState({ key, data: undefined, error, loading: false });
			},
		);
		return () => controller.abort();
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the key identifies the fetch
	}, [key, nonce, maxAgeMs]);

	const retry = useCallback(() => {
		if (key) cache.delete(key);
		setNonce((n) => n + 1);
	}, [key]);

	// While the effect for a new key has not run yet, report loading rather than the old key's data.
	if (state.key !== key) return { data: fresh, error: undefined, loading: Boolean(key) && fresh === undefined, retry };
	return { data: state.data, error: state.error, loading: state.loading, retry };
}
