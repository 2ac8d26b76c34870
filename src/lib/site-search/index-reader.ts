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

export type FetchJson = (url: string, signal?: AbortSignal) => Promise<unknown>;

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
	const response = await fetch(url, { signal });
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
	return response.json();
}

/** Remembers each file's download; a failed one is forgotten, so the next search retries it. */
function once<T>(
	load: (path: string, signal?: AbortSignal) => Promise<T>,
): (path: string, signal?: AbortSignal) => Promise<T> {
	const loaded = new Map<string, Promise<T>>();
	return (path, signal) => {
		let file = loaded.get(path);
		if (!file) {
			file = load(path, signal);
			file.catch(() => loaded.delete(path));
			loaded.set(path, file);
		}
		return file;
	};
}

/** Fetches the manifest and returns a reader over the index it names. */
export async function loadSearchIndex(get: FetchJson = fetchJson): Promise<IndexReader> {
	const manifest = (await get(MANIFEST_URL)) as Manifest;
	const file = once(get);
	const shardNumbers = new Map(manifest.shards.map((key, i) => [key, i]));
	return {
		manifest,
		shard: (key) => file(shardPath(manifest.dir, shardNumbers.get(key)!)) as Promise<ShardFile>,
		passage: (page, section, block, signal) =>
			file(passagePath(manifest.dir, page, section, block), signal) as Promise<PassageFile>,
	};
}
