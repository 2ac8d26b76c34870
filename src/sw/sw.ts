/// <reference lib="webworker" />
/**
 * The service worker: offline reading for readers on slow and failing connections. Built with
 * Serwist by src/integrations/service-worker.ts (esbuild, once per build), which injects the
 * precache list and the build's id. Registered by every public page once it has loaded and the
 * browser is idle (src/lib/offline/register-script.ts), so it never competes with a first paint.
 *
 * - Precached: the offline page and the site stylesheet, so a page that cannot be reached says so.
 * - Pages (navigations): network first with a short timeout, so a reader online always gets the
 *   current page; a copy goes to this build's visited-pages cache (the least recently used go
 *   first), and a page the reader saved is refreshed in the saved cache. Offline, a visited or
 *   saved page opens as it was; any other shows the offline page.
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
	type RouteHandlerCallbackOptions,
} from 'serwist';
import {
	ASSETS_CACHE,
	DATA_CACHE,
	MAX_VISITED_PAGES,
	PAGES_CACHE_PREFIX,
	SAVED_CACHE,
	SAVED_INDEX_URL,
	outdatedCaches,
	type OfflinePack,
	type SavedItem,
} from '../lib/offline/caches';

declare const self: ServiceWorkerGlobalScope;
/** Injected by the build. */
declare const __SW_MANIFEST__: (PrecacheEntry | string)[];
declare const __BUILD_ID__: string;

const PAGES_CACHE = PAGES_CACHE_PREFIX + __BUILD_ID__;
const OFFLINE_PAGE = '/offline';

const savedMatch = async (request: Request | string) =>
	(await caches.open(SAVED_CACHE)).match(request, { ignoreSearch: true });

/** Keeps a saved page current: a newer copy fetched while reading replaces the saved one. */
const refreshSavedCopy = {
	cacheDidUpdate: async ({ request }: { request: Request }) => {
		const saved = await caches.open(SAVED_CACHE);
		if (!(await saved.match(request, { ignoreSearch: true }))) return;
		const fresh = await (await caches.open(PAGES_CACHE)).match(request);
		if (fresh) await saved.put(new URL(request.url).pathname, fresh);
	},
};

const pages = new NetworkFirst({
	cacheName: PAGES_CACHE,
	networkTimeoutSeconds: 4,
	plugins: [
		new ExpirationPlugin({ maxEntries: MAX_VISITED_PAGES, purgeOnQuotaError: true }),
		refreshSavedCopy,
	],
});

async function pageHandler(options: RouteHandlerCallbackOptions): Promise<Response> {
	try {
		return await pages.handle(options);
	} catch {
		const request = options.request;
		const offline =
			(await savedMatch(request)) ??
			(await (await caches.open(PAGES_CACHE)).match(request, { ignoreSearch: true })) ??
			(await serwist.matchPrecache(OFFLINE_PAGE));
		return offline ?? Response.error();
	}
}

const assets = new CacheFirst({
	cacheName: ASSETS_CACHE,
	plugins: [
		new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 180 * 86400, purgeOnQuotaError: true }),
	],
});

/** A hashed file: from the caches (a saved page's files live in the saved cache), else the network. */
async function assetHandler(options: RouteHandlerCallbackOptions): Promise<Response> {
	const saved = await savedMatch(options.request);
	if (saved) return saved;
	return assets.handle(options);
}

const data = new StaleWhileRevalidate({
	cacheName: DATA_CACHE,
	plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});

async function dataHandler(options: RouteHandlerCallbackOptions): Promise<Response> {
	try {
		return await data.handle(options);
	} catch {
		return (await savedMatch(options.request)) ?? Response.error();
	}
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const adminOnly = new NetworkOnly();

/**
 * The page a reader was on when this worker took over has not passed through it: keep it, and
 * its stylesheets, from the browser's HTTP cache (no new download), so it reopens offline too.
 */
async function keepOpenPages(): Promise<void> {
	const pagesCache = await caches.open(PAGES_CACHE);
	const assetsCache = await caches.open(ASSETS_CACHE);
	for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
		const url = new URL(client.url);
		if (!sameOrigin(url) || url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/'))
			continue;
		const page = await fetch(url, { cache: 'force-cache' }).catch(() => undefined);
		if (!page?.ok || !page.headers.get('Content-Type')?.includes('text/html')) continue;
		const html = await page.clone().text();
		await pagesCache.put(url.pathname + url.search, page);
		for (const [, href] of html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+)"/g)) {
			const sheet = await fetch(href!, { cache: 'force-cache' }).catch(() => undefined);
			if (sheet?.ok) await assetsCache.put(href!, sheet);
		}
	}
}

const serwist: Serwist = new Serwist({
	precacheEntries: __SW_MANIFEST__,
	precacheOptions: { cleanupOutdatedCaches: true },
	skipWaiting: true,
	clientsClaim: true,
	runtimeCaching: [
		{
			matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'),
			handler: new NetworkOnly(),
		},
		{
			// The admin screen is never kept; offline, the offline page says what can be read.
			matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/admin'),
			handler: async (options): Promise<Response> => {
				try {
					return await adminOnly.handle(options);
				} catch {
					return (await serwist.matchPrecache(OFFLINE_PAGE)) ?? Response.error();
				}
			},
		},
		{
			matcher: ({ request, url }) => sameOrigin(url) && request.mode === 'navigate',
			handler: pageHandler,
		},
		{
			matcher: ({ url }) =>
				sameOrigin(url) &&
				(url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/search-index/')),
			handler: assetHandler,
		},
		{
			matcher: ({ url }) =>
				sameOrigin(url) &&
				(url.pathname.startsWith('/review/') ||
					url.pathname.startsWith('/offline/') ||
					url.pathname === '/search-index.json'),
			handler: dataHandler,
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
	// Not waited for: a large saved glossary must not hold up the new worker.
	void refreshSaved();
});

self.addEventListener('message', (event) => {
	if ((event.data as { type?: string } | null)?.type === 'refresh-saved') void refreshSaved();
});

let refreshing: Promise<void> | undefined;

/** Downloads again, from this build, every saved item saved from an older one. */
function refreshSaved(): Promise<void> {
	refreshing ??= (async () => {
		try {
			const saved = await caches.open(SAVED_CACHE);
			const index = await saved.match(SAVED_INDEX_URL);
			const items = index ? ((await index.json()) as SavedItem[]) : [];
			let changed = false;
			for (const [position, item] of items.entries()) {
				if (item.build === __BUILD_ID__) continue;
				const response = await fetch(item.pack, { cache: 'no-store' });
				if (!response.ok) continue;
				const pack = (await response.json()) as OfflinePack;
				// Files first, the page last: an open saved page never refers to a file not yet kept.
				const ordered = [...pack.urls.filter((u) => u !== pack.href), pack.href];
				for (const url of ordered) {
					const file = await fetch(url, { cache: 'no-store' });
					if (file.ok) await saved.put(url, file);
				}
				const kept = new Set(
					items.flatMap((other, i) => (i === position ? pack.urls : other.urls)),
				);
				for (const url of item.urls) if (!kept.has(url)) await saved.delete(url);
				items[position] = { ...item, urls: pack.urls, bytes: pack.bytes, build: pack.build };
				changed = true;
			}
			if (changed)
				await saved.put(
					SAVED_INDEX_URL,
					new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json' } }),
				);
		} catch {
			// Offline or interrupted: the next activation or visit to /offline tries again.
		} finally {
			refreshing = undefined;
		}
	})();
	return refreshing;
}
