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
import { termsVersion } from './glossary-repo.ts';

const MAX_BYTES = 32 * 1024 * 1024;
/** Most answers kept, however small: each costs its key and bookkeeping too. */
const MAX_ENTRIES = 10_000;
/** An answer larger than this is not kept (it would push out many others). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** What an entry costs beyond its key and text: the map slot, the object, its headers. */
const ENTRY_OVERHEAD = 256;

/** Bytes an entry holds: its key and text as UTF-16 (two bytes a character), and overhead. */
const costOf = (key: string, text: string) => (key.length + text.length) * 2 + ENTRY_OVERHEAD;

/** An answer: its JSON text and the headers that go with it (a Link to the next page…). */
export interface CachedAnswer {
	text: string;
	headers: Record<string, string>;
}

interface Entry extends CachedAnswer {
	version: number;
	cost: number;
}

/** Per database client: a process serves one, but tests and scripts switch between several. */
interface Store {
	entries: Map<string, Entry>;
	bytes: number;
}
const stores = new WeakMap<Client, Store>();

function storeOf(db: Client): Store {
	let store = stores.get(db);
	if (!store) stores.set(db, (store = { entries: new Map(), bytes: 0 }));
	return store;
}

function forget(store: Store, key: string): void {
	const entry = store.entries.get(key);
	if (!entry) return;
	store.bytes -= entry.cost;
	store.entries.delete(key);
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
	const kept = store.entries.get(key);
	if (kept && kept.version === version) {
		// Most recently used last: Map keeps insertion order.
		store.entries.delete(key);
		store.entries.set(key, kept);
		return kept;
	}
	forget(store, key);
	const { body, headers = {} } = await produce();
	const answer = { text: JSON.stringify(body), headers };
	const cost = costOf(key, answer.text);
	if (cost <= MAX_ENTRY_BYTES) {
		store.entries.set(key, { version, cost, ...answer });
		store.bytes += cost;
		for (const oldest of store.entries.keys()) {
			if (store.bytes <= MAX_BYTES && store.entries.size <= MAX_ENTRIES) break;
			forget(store, oldest);
		}
	}
	return answer;
}

/** How many answers are kept for a database, and the bytes they are counted as (tests). */
export function readCacheSize(db: Client): { entries: number; bytes: number } {
	const store = storeOf(db);
	return { entries: store.entries.size, bytes: store.bytes };
}
