/**
 * The one local store of the learner's state: IndexedDB (through `idb`), database `ai-atlas`,
 * object store `learner`, holding the state document and, apart from it, this device's sync
 * settings (never synced themselves). Every change runs inside one read-write transaction, so two
 * tabs cannot lose each other's changes; afterwards the localStorage digest (digest.ts) is
 * rewritten for the pages' paint script, other tabs are told, and, when the reader has turned
 * sync on, a sync is scheduled.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { GUIDE_TERMS } from 'virtual:ai-atlas/guide-terms';
import { DIGEST_EVENT, DIGEST_KEY, SYNC_FLAG_KEY } from './digest.ts';
import { digestOf } from './digest-of.ts';
import { parseState, type LearnerState } from './state.ts';

const DB_NAME = 'ai-atlas';
const STORE = 'learner';
const STATE_KEY = 'state';
const SYNC_KEY = 'sync';
const CHANNEL = 'ai-atlas-learner';

/** This device's link to a sync space. */
export interface SyncSettings {
	/** The reader's sync code, normalised. */
	code: string;
	/** The space's version this device last read or wrote. */
	version: number;
	/** When this device last synced successfully. */
	syncedAt: number;
}

let database: Promise<IDBPDatabase> | undefined;
/** The open database; a failed or lost connection is opened again on the next call. */
const db = () =>
	(database ??= openDB(DB_NAME, 1, {
		upgrade(upgrading) {
			upgrading.createObjectStore(STORE);
		},
		// Another tab upgrading, or the browser closing the connection (Safari does): reopen later.
		blocking() {
			void database?.then((open) => open.close());
			database = undefined;
		},
		terminated() {
			database = undefined;
		},
	}).catch((cause: unknown) => {
		database = undefined;
		throw cause;
	}));

type Listener = (state: LearnerState) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;

/** The channel tabs tell each other about changes on (opened by whichever tab needs it first). */
function openChannel(): BroadcastChannel | undefined {
	if (!channel && typeof BroadcastChannel !== 'undefined') {
		channel = new BroadcastChannel(CHANNEL);
		channel.onmessage = () => {
			void loadState().then((state) => listeners.forEach((l) => l(state)));
		};
	}
	return channel;
}

/** Calls `listener` with the new state after any change, in this tab or another. */
export function subscribe(listener: Listener): () => void {
	listeners.add(listener);
	openChannel();
	return () => listeners.delete(listener);
}

export async function loadState(): Promise<LearnerState> {
	return parseState(await (await db()).get(STORE, STATE_KEY));
}

function publish(state: LearnerState) {
	try {
		localStorage.setItem(DIGEST_KEY, JSON.stringify(digestOf(state, Date.now(), GUIDE_TERMS)));
	} catch {
		// Storage full or blocked: the pages then paint without progress until the next change.
	}
	dispatchEvent(new Event(DIGEST_EVENT));
	listeners.forEach((listener) => listener(state));
	openChannel()?.postMessage('changed');
}

/**
 * Applies `change` to the stored state atomically and returns the result. `sync: false` is for
 * the sync itself, which must not schedule another.
 */
export async function updateState(
	change: (state: LearnerState) => LearnerState,
	{ sync = true }: { sync?: boolean } = {},
): Promise<LearnerState> {
	const tx = (await db()).transaction(STORE, 'readwrite');
	const next = change(parseState(await tx.store.get(STATE_KEY)));
	await tx.store.put(next, STATE_KEY);
	await tx.done;
	publish(next);
	if (sync) void syncAfterChange();
	return next;
}

export async function loadSyncSettings(): Promise<SyncSettings | undefined> {
	return (await (await db()).get(STORE, SYNC_KEY)) as SyncSettings | undefined;
}

export async function saveSyncSettings(settings: SyncSettings | undefined): Promise<void> {
	const store = await db();
	if (settings) await store.put(STORE, settings, SYNC_KEY);
	else await store.delete(STORE, SYNC_KEY);
	try {
		if (settings) localStorage.setItem(SYNC_FLAG_KEY, '1');
		else localStorage.removeItem(SYNC_FLAG_KEY);
	} catch {
		// Storage blocked: /learn then guesses "off" until its tools have loaded.
	}
	dispatchEvent(new Event(DIGEST_EVENT));
}

/** The sync code is loaded only on devices that use it. */
async function syncAfterChange() {
	if (!(await loadSyncSettings())) return;
	const { syncSoon } = await import('./sync.ts');
	syncSoon();
}

/** Rewrites the digest from the stored state (a page whose digest may be missing or stale). */
export async function refreshDigest(): Promise<LearnerState> {
	const state = await loadState();
	publish(state);
	return state;
}
