/**
 * Saving pages for offline reading, from the page (the service worker serves them): a pack (the
 * page, its stylesheet and code, the term pages it links) is downloaded into the saved cache, and
 * the saved-items index beside it records what each item holds. Saved items stay until removed.
 */
import {
	SAVED_CACHE,
	SAVED_INDEX_URL,
	urlsToDelete,
	type OfflinePack,
	type SavedItem,
} from './caches.ts';

export const offlineSupported = () =>
	typeof caches !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export async function savedItems(): Promise<SavedItem[]> {
	if (typeof caches === 'undefined') return [];
	const response = await (await caches.open(SAVED_CACHE)).match(SAVED_INDEX_URL);
	return response ? ((await response.json()) as SavedItem[]) : [];
}

async function writeIndex(items: SavedItem[]) {
	await (
		await caches.open(SAVED_CACHE)
	).put(
		SAVED_INDEX_URL,
		new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json' } }),
	);
}

/** What saving a pack would download (fetched fresh, so its size is this build's). */
export async function loadPack(pack: string): Promise<OfflinePack> {
	const response = await fetch(pack, { cache: 'no-store' });
	if (!response.ok) throw new Error(`${response.status}: the offline pack ${pack} is missing`);
	return (await response.json()) as OfflinePack;
}

const CONCURRENT_DOWNLOADS = 4;

/**
 * Downloads a pack into the saved cache, calling `progress` as files arrive, and records it.
 * The page is stored last, so a saved page never refers to a file not yet kept. Throws when a
 * file cannot be fetched; what arrived stays for the next try.
 */
export async function savePack(
	packUrl: string,
	pack: OfflinePack,
	progress: (done: number, total: number) => void,
	signal?: AbortSignal,
): Promise<SavedItem> {
	const cache = await caches.open(SAVED_CACHE);
	const files = pack.urls.filter((url) => url !== pack.href);
	let done = 0;
	progress(0, pack.urls.length);
	const queue = [...files];
	const worker = async () => {
		for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
			signal?.throwIfAborted();
			const response = await fetch(url, { signal });
			if (!response.ok) throw new Error(`${response.status}: ${url}`);
			await cache.put(url, response);
			progress(++done, pack.urls.length);
		}
	};
	await Promise.all(Array.from({ length: CONCURRENT_DOWNLOADS }, worker));
	const page = await fetch(pack.href, { signal });
	if (!page.ok) throw new Error(`${page.status}: ${pack.href}`);
	await cache.put(pack.href, page);
	progress(++done, pack.urls.length);
	const item: SavedItem = {
		pack: packUrl,
		title: pack.title,
		href: pack.href,
		kind: pack.kind,
		urls: pack.urls,
		bytes: pack.bytes,
		savedAt: Date.now(),
		build: pack.build,
	};
	const items = (await savedItems()).filter((other) => other.pack !== packUrl);
	await writeIndex([...items, item]);
	return item;
}

/** Removes a saved item, keeping the files another saved item still needs. */
export async function removeSaved(packUrl: string): Promise<void> {
	const items = await savedItems();
	const item = items.find((other) => other.pack === packUrl);
	if (!item) return;
	const cache = await caches.open(SAVED_CACHE);
	for (const url of urlsToDelete(items, item)) await cache.delete(url);
	await writeIndex(items.filter((other) => other.pack !== packUrl));
}
