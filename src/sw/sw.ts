/// <reference lib="webworker" />
/**
 * The service worker: offline reading for readers on slow and failing connections. Built with
 * Serwist by src/integrations/service-worker.ts (esbuild, once per build), which injects the
 * precache list and the build's id. Registered by every public page once it has loaded and the
 * browser is idle (src/inline-scripts/sw-register.ts), so it never competes with a first paint.
 *
 * - Precached: the offline page and the site stylesheet, so a page that cannot be reached says so.
 * - Pages (navigations): network first with a short timeout, so a reader online always gets the
 *   current page; a copy goes to this build's visited-pages cache (the least recently used go
 *   first), and a page the reader saved is refreshed in the saved cache. Offline, a visited or
 *   saved page opens as it was (a term page of the saved glossary is made from its shell and its
 *   term's shard: src/lib/offline/term-pages.ts); any other shows the offline page.
 * - Hashed build files: cache first (their names change when they do). Review cards and the site
 *   search index: kept as fetched, refreshed in the background.
 * - Never cached: `/api/` (reads and writes alike, so sync and editing say they need the network)
 *   and the admin screen.
 * - A new build's worker takes over at once and deletes the previous build's visited pages; saved
 *   items are downloaded again from the new build in the background, each page with its own files.
 */
import {
	CacheFirst,
	ExpirationPlugin,
	NetworkFirst,
	NetworkOnly,
	Serwist,
	StaleWhileRevalidate,
	type PrecacheEntry,
	type SerwistPlugin,
} from 'serwist';
import {
	ASSETS_CACHE,
	DATA_CACHE,
	MAX_VISITED_PAGES,
	PAGES_CACHE_PREFIX,
	SAVED_CACHE,
	outdatedCaches,
	unneeded,
	withSavedLock,
	type OfflinePack,
} from '../lib/offline/caches';
import { downloadChanged } from '../lib/offline/refresh';
import { savedItems, writeIndex } from '../lib/offline/saved';
import {
	TERM_FILES_DIR,
	joinTermPage,
	termFilesOf,
	type TermPart,
} from '../lib/offline/term-pages';

declare const self: ServiceWorkerGlobalScope;
/** Injected by the build. */
declare const __SW_MANIFEST__: (PrecacheEntry | string)[];
declare const __BUILD_ID__: string;
/** This build's stylesheets (/_astro/….css), listed by the build. */
declare const __STYLESHEETS__: string[];

const PAGES_CACHE = PAGES_CACHE_PREFIX + __BUILD_ID__;
const OFFLINE_PAGE = '/offline';

const savedMatch = async (request: Request | string) =>
	(await caches.open(SAVED_CACHE)).match(request, { ignoreSearch: true });

/**
 * A term page from the saved glossary: its shell and the term's parts from its shard, joined
 * (src/lib/offline/term-pages.ts). The same page the page function gave, less what only crawlers
 * read (canonical address, Open Graph, JSON-LD).
 */
async function savedTermPage(request: Request): Promise<Response | undefined> {
	const path = /^\/glossary\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
	if (!path) return undefined;
	try {
		const slug = decodeURIComponent(path);
		const saved = await caches.open(SAVED_CACHE);
		const glossary = (await savedItems()).find((item) => item.kind === 'Glossary');
		const files = glossary && termFilesOf(glossary.urls, slug);
		if (!files) return undefined;
		const [shell, shard] = await Promise.all([saved.match(files.shell), saved.match(files.shard)]);
		const part = shard && ((await shard.json()) as Record<string, TermPart>)[slug];
		if (!shell || !part) return undefined;
		return new Response(joinTermPage(await shell.text(), part), {
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
		});
	} catch {
		return undefined;
	}
}

/** A saved copy of a page: saved as it is (a guide's term page too), else made from the saved glossary. */
const savedPage = async (request: Request) =>
	(await savedMatch(request)) ?? (await savedTermPage(request));

/** Only complete HTML pages are kept as pages (not a feed, a JSON file or an error). */
const onlyPages: SerwistPlugin = {
	cacheWillUpdate: async ({ response }) =>
		response.status === 200 && response.headers.get('Content-Type')?.includes('text/html')
			? response
			: null,
};

/**
 * When the network is slow past the timeout and the page is not among those visited, a saved
 * copy answers (the visited pages of an older build are gone after a deploy; saved ones stay).
 */
const orSaved: SerwistPlugin = {
	cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
		cachedResponse ?? (await savedPage(request)) ?? null,
};

const pages = new NetworkFirst({
	cacheName: PAGES_CACHE,
	networkTimeoutSeconds: 4,
	plugins: [
		onlyPages,
		new ExpirationPlugin({ maxEntries: MAX_VISITED_PAGES, purgeOnQuotaError: true }),
		orSaved,
		{
			// Offline: the page as visited under another query string, before the offline page.
			handlerDidError: async ({ request }) =>
				(await (await caches.open(PAGES_CACHE)).match(request, { ignoreSearch: true })) ??
				(await serwist.matchPrecache(OFFLINE_PAGE)),
		},
	],
});

const assets = new CacheFirst({
	cacheName: ASSETS_CACHE,
	plugins: [
		new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 180 * 86400, purgeOnQuotaError: true }),
		// A saved page's files live in the saved cache.
		orSaved,
	],
});

/** Review cards: kept as fetched, refreshed in the background (their versions say what changed). */
const cards = new StaleWhileRevalidate({
	cacheName: DATA_CACHE,
	plugins: [
		new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
		{ handlerDidError: ({ request }) => savedMatch(request) },
	],
});

/**
 * Files that name this build's other files (the search index's folder, the offline packs, the
 * glossary index): always the network's when it answers, so a deploy never leaves a page asking
 * for files that are gone; the kept copy only offline.
 */
const current = new NetworkFirst({
	cacheName: DATA_CACHE,
	networkTimeoutSeconds: 4,
	plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }), orSaved],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** The path as rules read it: `/%61dmin` is `/admin` (a malformed one stays as it is). */
const pathOf = (url: URL) => {
	try {
		return decodeURIComponent(url.pathname);
	} catch {
		return url.pathname;
	}
};

/**
 * The page a reader was on when this worker took over has not passed through it: keep it, and
 * this build's stylesheets, from the browser's HTTP cache (no new download), so it reopens
 * offline too.
 */
async function keepOpenPages(): Promise<void> {
	const pagesCache = await caches.open(PAGES_CACHE);
	let kept = 0;
	for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
		const url = new URL(client.url);
		if (!sameOrigin(url) || pathOf(url).startsWith('/admin') || pathOf(url).startsWith('/api/'))
			continue;
		const page = await fromHttpCache(url.href);
		if (!page?.headers.get('Content-Type')?.includes('text/html')) continue;
		await pagesCache.put(url.pathname + url.search, page);
		kept++;
	}
	if (!kept) return;
	const assetsCache = await caches.open(ASSETS_CACHE);
	for (const href of __STYLESHEETS__) {
		const sheet = await fromHttpCache(href);
		if (sheet) await assetsCache.put(href, sheet);
	}
}

/** A response the browser already holds, or nothing (never a download). */
const fromHttpCache = async (href: string) => {
	const response = await fetch(href, { cache: 'only-if-cached', mode: 'same-origin' }).catch(
		() => undefined,
	);
	return response?.ok ? response : undefined;
};

const serwist: Serwist = new Serwist({
	precacheEntries: __SW_MANIFEST__,
	precacheOptions: { cleanupOutdatedCaches: true },
	skipWaiting: true,
	clientsClaim: true,
	runtimeCaching: [
		{
			matcher: ({ url }) => sameOrigin(url) && pathOf(url).startsWith('/api/'),
			handler: new NetworkOnly(),
		},
		{
			// The admin screen is never kept; offline, the offline page says what can be read.
			matcher: ({ url }) => sameOrigin(url) && pathOf(url).startsWith('/admin'),
			handler: new NetworkOnly({
				plugins: [{ handlerDidError: () => serwist.matchPrecache(OFFLINE_PAGE) }],
			}),
		},
		{
			// Not the offline edition under /downloads/: a download of megabytes on a poor link goes
			// straight to the network, where the browser can pause and resume it (byte ranges).
			matcher: ({ request, url }) =>
				sameOrigin(url) && request.mode === 'navigate' && !pathOf(url).startsWith('/downloads/'),
			handler: pages,
		},
		{
			matcher: ({ url }) =>
				sameOrigin(url) &&
				(url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/search-index/')),
			handler: assets,
		},
		{
			matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/review/'),
			handler: cards,
		},
		{
			// Not the saved glossary's term files: only saving fetches them, into the saved cache.
			matcher: ({ url }) =>
				sameOrigin(url) &&
				((url.pathname.startsWith('/offline/') && !url.pathname.startsWith(TERM_FILES_DIR)) ||
					url.pathname === '/search-index.json'),
			handler: current,
		},
	],
});

serwist.addEventListeners();

self.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const name of outdatedCaches(await caches.keys(), __BUILD_ID__))
				await caches.delete(name);
			await keepOpenPages().catch(() => undefined);
		})(),
	);
	// Not waited for: a large saved glossary must not hold up the new worker taking over.
	void refreshSaved();
});

self.addEventListener('message', (event) => {
	if ((event.data as { type?: string } | null)?.type === 'refresh-saved')
		event.waitUntil(refreshSaved());
});

let refreshing: Promise<void> | undefined;

/**
 * Downloads again every saved item whose pack changed (its version is a fingerprint of its
 * files), skipping hashed files already kept and revalidating the rest (src/lib/offline/refresh.ts).
 * Each item is committed alone, and only once all its files arrived; old files go after.
 * Not on a connection the reader asked to spare (Save-Data).
 */
function refreshSaved(): Promise<void> {
	refreshing ??= (async () => {
		try {
			const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
				.connection;
			if (connection?.saveData) return;
			const saved = await caches.open(SAVED_CACHE);
			for (const item of await savedItems()) {
				const response = await fetch(item.pack, { cache: 'no-cache' });
				if (!response.ok) continue;
				const pack = (await response.json()) as OfflinePack;
				if (pack.version === item.version) continue;
				const added: string[] = [];
				try {
					await downloadChanged(saved, pack, undefined, added);
				} catch {
					continue; // Kept as it was; the next visit to /offline or activation tries again.
				}
				await withSavedLock(async () => {
					const { urls, bytes, version } = pack;
					const next = (await savedItems()).map((other) =>
						other.pack === item.pack ? { ...other, urls, bytes, version } : other,
					);
					await writeIndex(next);
					// The item's old files (or, if it was removed meanwhile, the new ones) no one needs.
					for (const url of unneeded(next, [...item.urls, ...added])) await saved.delete(url);
				});
			}
		} catch {
			// Offline or interrupted: the next activation or visit to /offline tries again.
		} finally {
			refreshing = undefined;
		}
	})();
	return refreshing;
}
