/**
 * Refreshing a saved item whose pack changed (the service worker, after a new build): only what
 * changed is downloaded. Files named by their content that are already kept are skipped (the
 * saved glossary's term shards: after an editor's save, one changed); the rest are revalidated
 * (`no-cache`: an unchanged file answers 304 and costs no body).
 */
import { isHashedFile, type OfflinePack } from './caches.ts';

/**
 * Stores in `saved` each file of `pack` it does not already hold, files first and the page last
 * (an open saved page never names a file not yet kept). Returns the addresses stored, in order;
 * throws on the first that fails.
 */
export async function downloadChanged(
	saved: Pick<Cache, 'match' | 'put'>,
	pack: OfflinePack,
	fetchFile: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-cache' }),
	added: string[] = [],
): Promise<string[]> {
	for (const url of [...pack.urls.filter((u) => u !== pack.href), pack.href]) {
		if (isHashedFile(url) && (await saved.match(url))) continue;
		const file = await fetchFile(url);
		if (!file.ok) throw new Error(`${file.status}: ${url}`);
		await saved.put(url, file);
		added.push(url);
	}
	return added;
}
