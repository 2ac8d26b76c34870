/**
 * The learner store's interface (src/lib/learning/store.ts) kept in memory, for island tests in
 * jsdom, which has no IndexedDB. A test file puts it in place of the store with
 * `vi.mock('…/lib/learning/store', () => import('…/tests/helpers/learner-store'))` and starts
 * each test from `resetLearnerStore()`; the islands then read, change and subscribe as in a
 * browser, and the test reads what they stored with `loadState()`.
 */
import { emptyState, type LearnerState } from '../../src/lib/learning/state.ts';
import type { SyncSettings } from '../../src/lib/learning/store.ts';

let state: LearnerState = emptyState();
let sync: SyncSettings | undefined;
/** Set by a test to make every read and write fail, as blocked storage does. */
let blocked: unknown;
const listeners = new Set<(state: LearnerState) => void>();

/** An empty state (or `start`), storage allowed, no sync. */
export function resetLearnerStore(start: LearnerState = emptyState()): void {
	state = structuredClone(start);
	sync = undefined;
	blocked = undefined;
}

/** From now on, the browser refuses storage with `cause`. */
export function blockStorage(cause: unknown = new DOMException('blocked', 'SecurityError')): void {
	blocked = cause;
}

const open = async () => {
	if (blocked) throw blocked;
};

export function subscribe(listener: (state: LearnerState) => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export async function loadState(): Promise<LearnerState> {
	await open();
	return structuredClone(state);
}

export async function updateState(
	change: (state: LearnerState) => LearnerState,
): Promise<LearnerState> {
	await open();
	state = structuredClone(change(structuredClone(state)));
	listeners.forEach((listener) => listener(structuredClone(state)));
	return structuredClone(state);
}

export async function replaceState(next: LearnerState = emptyState()): Promise<void> {
	await updateState(() => next);
}

export async function loadSyncSettings(): Promise<SyncSettings | undefined> {
	await open();
	return sync;
}

export async function saveSyncSettings(settings: SyncSettings | undefined): Promise<void> {
	await open();
	sync = settings;
}

export async function refreshDigest(): Promise<LearnerState> {
	return loadState();
}
