/**
 * Answers of the glossary's read endpoints, kept in this process until the glossary changes.
 * Every change to a term moves the terms_version counter forward (migration 0005, shared by every
 * process and function instance), so one single-row read tells whether a kept answer is still
 * true; a list, a count by letter or category, or a search is then served without running its
 * query or serialising its rows again. The CDN keeps the same answers for a minute in production;
 * this keeps them where there is no CDN (`npm start`), and between CDN misses.
 * Memory is bounded, keys and bookkeeping counted: the least recently used answers go first beyond
 * MAX_BYTES or MAX_ENTRIES.
 */
import type { Client } from '@libsql/client';
import { LRUCache } from 'lru-cache';
import { termsVersion } from './glossary-repo.ts';

const MAX_BYTES = 32 * 1024 * 1024;
/** Most answers kept, however small: each costs its key and bookkeeping too. */
const MAX_ENTRIES = 10_000;
/** An answer larger than this is not kept (it would push out many others). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** What an entry costs beyond its key and text: the cache's slot, the object, its headers. */
const ENTRY_OVERHEAD = 256;

/** An answer: its JSON text and the headers that go with it (a Link to the next page…). */
export interface CachedAnswer {
	text: string;
	headers: Record<string, string>;
}

interface Entry extends CachedAnswer {
	version: number;
}

/** Per database client: a process serves one, but tests and scripts switch between several. */
const stores = new WeakMap<Client, LRUCache<string, Entry>>();

function storeOf(db: Client): LRUCache<string, Entry> {
	let store = stores.get(db);
	if (!store)
		stores.set(
			db,
			(store = new LRUCache<string, Entry>({
				max: MAX_ENTRIES,
				maxSize: MAX_BYTES,
				maxEntrySize: MAX_ENTRY_BYTES,
				// Its key and text as UTF-16 (two bytes a character), and overhead.
				sizeCalculation: (entry, key) => (key.length + entry.text.length) * 2 + ENTRY_OVERHEAD,
			})),
		);
	return store;
}

/**
 * The answer `produce()` gives for `key` (its body serialised once), from the cache when the
 * glossary has not changed since it was made. `key` must name the endpoint and every parameter
 * that shapes the answer.
 */
export async function cachedAnswer(
	db: Client,
	key: string,
	produce: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
): Promise<CachedAnswer> {
	const store = storeOf(db);
	const version = await termsVersion(db);
	const kept = store.get(key);
	if (kept && kept.version === version) return kept;
	const { body, headers = {} } = await produce();
	const answer = { text: JSON.stringify(body), headers };
	// An answer over MAX_ENTRY_BYTES is not kept, and replaces what was kept for its key.
	store.set(key, { version, ...answer });
	return answer;
}

/** How many answers are kept for a database, and the bytes they are counted as (tests). */
export function readCacheSize(db: Client): { entries: number; bytes: number } {
	const store = storeOf(db);
	return { entries: store.size, bytes: store.calculatedSize };
}
