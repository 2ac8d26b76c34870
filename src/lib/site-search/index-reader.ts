/**
 * Reads the static search index the build writes (format: ./index-format.ts): the manifest first,
 * then each shard or passage the first time it is asked for, never before the dialog opens.
 */
import {
	MANIFEST_URL,
	passagePath,
	shardPath,
	type Manifest,
	type PassageFile,
	type ShardFile,
} from './index-format.ts';

/** The files of one build's index, each fetched at most once. */
export interface IndexReader {
	manifest: Manifest;
	shard(key: string): Promise<ShardFile>;
	/** A passage; `signal` abandons its download (the next request for it starts anew). */
	passage(page: number, section: number, block: number, signal?: AbortSignal): Promise<PassageFile>;
}

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
	const response = await fetch(url, { signal });
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
	return response.json();
}

/** Fetches the manifest and returns a reader over the index it names. */
export async function loadSearchIndex(get = fetchJson): Promise<IndexReader> {
	const manifest = (await get(MANIFEST_URL)) as Manifest;
	// Each file's download, remembered; a failed one is forgotten, so the next search retries it.
	const loaded = new Map<string, Promise<unknown>>();
	const file = (path: string, signal?: AbortSignal) => {
		if (!loaded.has(path))
			loaded.set(
				path,
				get(path, signal).catch((error: unknown) => {
					loaded.delete(path);
					throw error;
				}),
			);
		return loaded.get(path)!;
	};
	const shardNumbers = new Map(manifest.shards.map((key, i) => [key, i]));
	return {
		manifest,
		shard: (key) => file(shardPath(manifest.dir, shardNumbers.get(key)!)) as Promise<ShardFile>,
		passage: (page, section, block, signal) =>
			file(passagePath(manifest.dir, page, section, block), signal) as Promise<PassageFile>,
	};
}
