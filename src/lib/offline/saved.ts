/**
 * Saving pages for offline reading, from the page (the service worker serves them): a pack (the
 * page, its stylesheet and code, the term pages it links) is downloaded into the saved cache, and
 * the saved-items index beside it records what each item holds. Saved items stay until removed.
 */
import {
	SAVED_CACHE,
	SAVED_INDEX_URL,
	unneeded,
	withSavedLock,
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

export async function writeIndex(items: SavedItem[]) {
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
 * The page is stored last, so a saved page never refers to a file not yet kept. On the first
 * failure every download stops, and the files this attempt added that no saved item needs are
 * removed again, so nothing is kept that Remove could not reach.
 */
export async function savePack(
	packUrl: string,
	pack: OfflinePack,
	progress: (done: number, total: number) => void,
): Promise<SavedItem> {
	const cache = await caches.open(SAVED_CACHE);
	const stop = new AbortController();
	const added: string[] = [];
	let done = 0;
	const store = async (url: string) => {
		const response = await fetch(url, { signal: stop.signal });
		if (!response.ok) throw new Error(`${response.status}: ${url}`);
		await cache.put(url, response);
		added.push(url);
		if (!stop.signal.aborted) progress(++done, pack.urls.length);
	};
	progress(0, pack.urls.length);
	try {
		const queue = pack.urls.filter((url) => url !== pack.href);
		const worker = async () => {
			for (let url = queue.shift(); url !== undefined; url = queue.shift()) await store(url);
		};
		await Promise.all(Array.from({ length: CONCURRENT_DOWNLOADS }, worker));
		await store(pack.href);
	} catch (cause) {
		stop.abort();
		await withSavedLock(async () => {
			for (const url of unneeded(await savedItems(), added)) await cache.delete(url);
		});
		throw cause;
	}
	const item: SavedItem = {
		pack: packUrl,
		title: pack.title,
		href: pack.href,
		kind: pack.kind,
		urls: pack.urls,
		bytes: pack.bytes,
		savedAt: Date.now(),
		version: pack.version,
	};
	await withSavedLock(async () => {
		const items = (await savedItems()).filter((other) => other.pack !== packUrl);
		await writeIndex([...items, item]);
	});
	return item;
}

/** Removes a saved item, keeping the files another saved item still needs. */
export async function removeSaved(packUrl: string): Promise<void> {
	await withSavedLock(async () => {
		const items = await savedItems();
		const item = items.find((other) => other.pack === packUrl);
		if (!item) return;
		const kept = items.filter((other) => other.pack !== packUrl);
		await writeIndex(kept);
		const cache = await caches.open(SAVED_CACHE);
		for (const url of unneeded(kept, item.urls)) await cache.delete(url);
	});
}
