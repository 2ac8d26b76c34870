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
	/** Forgets the cached value and fetches again; the data shown so far stays until the answer. */
	retry: () => void;
}

interface Settled<T> {
	key: string;
	/** Which fetch of the key answered (retry starts a new one). */
	round: number;
	data?: T;
	error?: unknown;
}

export interface QueryOptions<T> {
	/** How long a result stays cached (for the life of the page by default). */
	maxAgeMs?: number;
	/**
	 * Data the page already carries (written into it when it was built), shown at once while the
	 * live answer is fetched, which then replaces it. The fetch still happens: the page may be
	 * older than the data.
	 */
	placeholder?: T;
}

/**
 * Fetches `key` once and caches it. A null key fetches nothing. A failure is logged (as a
 * warning) and returned, never thrown. The fetcher gets a signal that aborts when the key changes
 * or the island unmounts.
 */
export function useQuery<T>(
	key: string | null,
	fetcher: (signal: AbortSignal) => Promise<T>,
	{ maxAgeMs = Infinity, placeholder }: QueryOptions<T> = {},
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
	const shown =
		cached ?? current?.data ?? (settled?.key === key ? settled.data : undefined) ?? placeholder;
	const fetching = key !== null && cached === undefined && current === null;

	return {
		data: shown,
		error: fetching ? undefined : current?.error,
		loading: fetching && shown === undefined,
		retry,
	};
}

/** One page of a paged query: its items and the cursor of the next page (null after the last). */
export interface Page<P> {
	items: P;
	next: string | null;
}

/** What a paged query has so far, kept in the cache under its key. */
interface PagedProgress<T> {
	data: T | undefined;
	/** Where the next page starts (null: at the beginning, or nothing left when complete). */
	next: string | null;
	complete: boolean;
}

export interface PagedQueryState<T> {
	/** Every page so far, combined. */
	data: T | undefined;
	/** Why the last page failed (already logged); loading stops there until `retry`. */
	error: unknown;
	/** Fetching the first page, with nothing to show yet. */
	loading: boolean;
	/** Fetching further pages while the earlier ones are shown. */
	loadingMore: boolean;
	/** Every page has arrived. */
	complete: boolean;
	/** Fetches again from the page that failed; the pages that arrived are kept. */
	retry: () => void;
	/** Changes the data locally (e.g. to show a saved edit at once); later pages are added to it. */
	setData: (update: (current: T | undefined) => T) => void;
}

/** Lets the browser paint and handle input between two pages (a long list never freezes it). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * While pages stream in, the screen shows what has arrived at most this often: rendering the
 * island and laying out the page for each of a hundred pages would take the time the pages need.
 */
const SHOW_EVERY_MS = 150;

/**
 * Fetches a list a page at a time and keeps it like `useQuery` keeps a result: the first page is
 * shown as soon as it arrives, the others are added in the background (each page is requested
 * while the one before is being added), and the whole list is cached under `key` for the life of
 * the page. A failed page stops the loading, keeping everything before it; `retry` resumes from
 * it, and so does a later mount with the same key. `addPage` combines what the list holds so far
 * with one page's items. The first page, the last and a failure show at once; in between, what
 * has arrived is shown every SHOW_EVERY_MS.
 */
export function usePagedQuery<P, T>(
	key: string | null,
	fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<P>>,
	addPage: (current: T | undefined, items: P) => T,
): PagedQueryState<T> {
	const [round, setRound] = useState(0);
	// Only a re-render trigger: the cache holds the progress itself.
	const [, setVersion] = useState(0);
	const [failure, setFailure] = useState<{ key: string; round: number; error: unknown } | null>(
		null,
	);
	const progress = key !== null ? (cache.get(key) as PagedProgress<T> | undefined) : undefined;
	const failed = failure && failure.key === key && failure.round === round ? failure : null;

	useEffect(() => {
		if (key === null) return;
		const start = cache.get(key) as PagedProgress<T> | undefined;
		if (start?.complete) return;
		const controller = new AbortController();
		const { signal } = controller;
		const request = (cursor: string | null) => {
			const page = fetchPage(cursor, signal);
			// Awaited below; this keeps an aborted prefetch from counting as an unhandled rejection.
			page.catch(() => {});
			return page;
		};
		let pending = request(start?.next ?? null);
		let shownAt = -Infinity;
		let showLater: ReturnType<typeof setTimeout> | undefined;
		const show = () => {
			clearTimeout(showLater);
			showLater = undefined;
			shownAt = performance.now();
			setVersion((n) => n + 1);
		};
		void (async () => {
			for (;;) {
				let page: Page<P>;
				try {
					page = await pending;
				} catch (error) {
					if (signal.aborted) return;
					console.warn(error);
					clearTimeout(showLater);
					setFailure({ key, round, error });
					return;
				}
				if (signal.aborted) return;
				if (page.next !== null) pending = request(page.next);
				// Read the cache again: a local change (setData) may have come in meanwhile.
				const current = cache.get(key) as PagedProgress<T> | undefined;
				cache.set(key, {
					data: addPage(current?.data, page.items),
					next: page.next,
					complete: page.next === null,
				} satisfies PagedProgress<T>);
				const wait = shownAt + SHOW_EVERY_MS - performance.now();
				if (page.next === null || wait <= 0) show();
				else showLater ??= setTimeout(show, wait);
				if (page.next === null) return;
				await nextTask();
				if (signal.aborted) return;
			}
		})();
		return () => {
			controller.abort();
			clearTimeout(showLater);
		};
		// The key names what is fetched: new functions for the same key fetch nothing new.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [key, round]);

	const retry = useCallback(() => setRound((n) => n + 1), []);

	const setData = (update: (current: T | undefined) => T) => {
		if (key === null) return;
		const current = cache.get(key) as PagedProgress<T> | undefined;
		cache.set(key, {
			data: update(current?.data),
			next: current?.next ?? null,
			complete: current?.complete ?? false,
		} satisfies PagedProgress<T>);
		setVersion((n) => n + 1);
	};

	const complete = progress?.complete ?? false;
	const fetching = key !== null && !complete && failed === null;
	return {
		data: progress?.data,
		error: failed?.error,
		loading: fetching && progress?.data === undefined,
		loadingMore: fetching && progress?.data !== undefined,
		complete,
		retry,
		setData,
	};
}
