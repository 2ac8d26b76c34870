/**
 * Names shared by the service worker (src/sw/sw.ts) and the pages that save content for offline
 * reading (src/lib/offline/saved.ts): the caches, and the saved-items index kept beside the saved
 * responses.
 */

/** Pages and files a reader saved: kept until the reader removes them. */
export const SAVED_CACHE = 'ai-atlas-saved';
/** Pages a reader opened (one build's; a new build starts a new cache), the least recently used dropped first. */
export const PAGES_CACHE_PREFIX = 'ai-atlas-pages-';
/** Hashed build files (never change under one name). */
export const ASSETS_CACHE = 'ai-atlas-assets';
/** Static data fetched by islands: review cards, the search index. */
export const DATA_CACHE = 'ai-atlas-data';
/** Pages only visited are kept up to this many. */
export const MAX_VISITED_PAGES = 80;

/**
 * The saved-items index, a JSON response in the saved cache under this address: what each saved
 * item is and which addresses it holds, so removing one keeps what another still needs.
 */
export const SAVED_INDEX_URL = '/offline/saved-index.json';

/** A pack: what "Save for offline" downloads for one page (written by the build). */
export interface OfflinePack {
	title: string;
	/** The page to open, e.g. `/topics/neural-networks`. */
	href: string;
	kind: 'Guide' | 'Article' | 'Glossary';
	urls: string[];
	/** Compressed size of everything, as it crosses the network. */
	bytes: number;
	/** A fingerprint of every file's content: changes (refreshing saved copies) only when one does. */
	version: string;
	/** The glossary's: how many term pages it gives (made offline from its term files). */
	terms?: number;
}

/** A saved pack, as the saved-items index records it. */
export interface SavedItem extends Omit<OfflinePack, 'terms'> {
	/** The pack it came from, e.g. `/offline/packs/topics/neural-networks.json`. */
	pack: string;
	savedAt: number;
}

/**
 * Runs `work` holding the lock the page and the worker take while either changes the saved cache's
 * index (where the browser has Web Locks; else directly).
 */
export function withSavedLock<T>(work: () => Promise<T>): Promise<T> {
	const locks = (globalThis.navigator as Navigator | undefined)?.locks;
	return locks ? locks.request('ai-atlas-saved', work) : work();
}

/** Files named by their content: one already kept never needs fetching again. */
export const isHashedFile = (url: string) =>
	url.startsWith('/_astro/') ||
	url.startsWith('/search-index/') ||
	url.startsWith('/offline/glossary/');

/** Caches of older builds' visited pages, to delete once a new build's worker takes over. */
export function outdatedCaches(names: string[], build: string): string[] {
	return names.filter(
		(name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE_PREFIX + build,
	);
}

/** Those of `urls` no saved item holds, which may go from the saved cache. */
export function unneeded(items: SavedItem[], urls: Iterable<string>): string[] {
	const kept = new Set(items.flatMap((item) => item.urls));
	return [...new Set(urls)].filter((url) => !kept.has(url));
}

/** "1.8 MB", "180 KB". */
export function formatBytes(bytes: number): string {
	if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
	return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
