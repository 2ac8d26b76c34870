/**
 * Sync between a reader's devices through a sync code (no account). The server holds one
 * encrypted copy of the learner's state per code; each device merges it with its own
 * (state.ts: the newer record wins, a card keeps its latest review) and writes the result back
 * with If-Match. When another device wrote in between, the server answers 409 with its copy,
 * which is merged in before writing again, so neither device's changes are lost.
 */
import { ApiError, NamedFailure, progressApi } from '../api-client.ts';
import { generateCode, parseCode } from './sync-code.ts';
import { decryptState, deriveKeys, encryptState } from './sync-crypto.ts';
import { loadState, loadSyncSettings, saveSyncSettings, updateState } from './store.ts';
import { forSync, mergeStates, type LearnerState } from './state.ts';

const MAX_ATTEMPTS = 4;
/** A burst of changes (a review session) is written once, this long after its last change. */
const SOON_MS = 4000;

export class SyncError extends Error {}

const statusOf = (cause: unknown) =>
	cause instanceof NamedFailure
		? cause.status
		: cause instanceof ApiError
			? cause.status
			: undefined;
const apiBody = (cause: unknown) =>
	(cause instanceof NamedFailure && cause.cause instanceof ApiError
		? cause.cause.body
		: undefined) as { blob?: string; version?: number; error?: string } | undefined;

/** What a reader should read when a sync fails. */
function explain(cause: unknown): SyncError {
	if (cause instanceof SyncError) return cause;
	const status = statusOf(cause);
	const detail = apiBody(cause)?.error;
	if (status === undefined)
		return new SyncError(
			'Sync needs the network: your progress is kept on this device and syncs when you are back online.',
		);
	return new SyncError(
		detail ?? `Sync failed (${status}). Your progress is kept on this device; try again later.`,
	);
}

/** Creates a sync space for this device's state and returns the new code (normalised). */
export async function startSync(): Promise<string> {
	const code = generateCode();
	const { id, writeKey, key } = await deriveKeys(code);
	try {
		const created = await progressApi.create(
			id,
			writeKey,
			await encryptState(forSync(await loadState()), key),
		);
		await saveSyncSettings({ code, version: created.version, syncedAt: Date.now() });
		return code;
	} catch (cause) {
		throw explain(cause);
	}
}

/**
 * Links this device to the space of a code typed by the reader: the stored state is merged into
 * this device's, and the merge written back.
 */
export async function joinSync(input: string): Promise<LearnerState> {
	const parsed = parseCode(input);
	if ('error' in parsed) throw new SyncError(parsed.error);
	const { id, key } = await deriveKeys(parsed.code);
	let remote: { blob: string; version: number };
	try {
		remote = await progressApi.get(id);
	} catch (cause) {
		if (statusOf(cause) === 404)
			throw new SyncError(
				'No progress is stored under this code. Check it, or start sync on the device that has your progress.',
			);
		throw explain(cause);
	}
	let theirs: LearnerState;
	try {
		theirs = await decryptState(remote.blob, key);
	} catch {
		throw new SyncError('This code does not open the stored progress. Check the code.');
	}
	await updateState((mine) => mergeStates(mine, theirs), { sync: false });
	await saveSyncSettings({ code: parsed.code, version: remote.version, syncedAt: Date.now() });
	return syncNow();
}

let running: Promise<LearnerState> | undefined;
/** A change arrived while a sync was running: it must be written by one more sync. */
let again = false;

/**
 * Merges with the server's copy and writes the result. One sync at a time per tab; a sync asked
 * for while one runs is run once more after it, so a change made meanwhile is not left behind.
 */
export function syncNow(): Promise<LearnerState> {
	if (running) {
		again = true;
		return running;
	}
	running = runSync().finally(() => {
		running = undefined;
		if (again) {
			again = false;
			void syncNow().catch(() => undefined);
		}
	});
	return running;
}

/** Saves the space's new version, unless this device stopped or changed sync meanwhile. */
async function saveVersion(code: string, version: number): Promise<void> {
	const current = await loadSyncSettings();
	if (current?.code === code) await saveSyncSettings({ code, version, syncedAt: Date.now() });
}

async function runSync(): Promise<LearnerState> {
	const settings = await loadSyncSettings();
	if (!settings) throw new SyncError('Sync is not turned on on this device.');
	const { id, writeKey, key } = await deriveKeys(settings.code);
	let version = settings.version;
	for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
		const state = await loadState();
		try {
			const written = await progressApi.replace(
				id,
				writeKey,
				await encryptState(forSync(state), key),
				version,
			);
			await saveVersion(settings.code, written.version);
			return state;
		} catch (cause) {
			const status = statusOf(cause);
			const body = apiBody(cause);
			if (status === 409 && body?.blob && body.version) {
				// Another device wrote first: take its changes in, then write the merge.
				let theirs: LearnerState;
				try {
					theirs = await decryptState(body.blob, key);
				} catch {
					throw new SyncError(
						'The synced copy could not be opened with this code. Turn sync off here and enter the code again.',
					);
				}
				await updateState((mine) => mergeStates(mine, theirs), { sync: false });
				version = body.version;
				continue;
			}
			if (status === 404) {
				if ((await loadSyncSettings())?.code === settings.code) await saveSyncSettings(undefined);
				throw new SyncError(
					'The stored progress for this code was deleted (or unused for a year), so sync is off on this device. Your progress is kept here.',
				);
			}
			throw explain(cause);
		}
	}
	throw new SyncError('Another device keeps writing at the same moment. Try again in a minute.');
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Syncs a moment after the last of a burst of changes; failures wait for the next change. A page
 * being hidden (the reader switches tabs or closes it) syncs at once, so nothing waits behind.
 */
export function syncSoon(): void {
	clearTimeout(timer);
	timer = setTimeout(flush, SOON_MS);
	if (!listening && typeof document !== 'undefined') {
		listening = true;
		document.addEventListener('visibilitychange', () => {
			if (document.visibilityState === 'hidden' && timer !== undefined) flush();
		});
	}
}

let listening = false;
function flush() {
	clearTimeout(timer);
	timer = undefined;
	void syncNow().catch(() => undefined);
}

/** Turns sync off on this device; with `forget`, deletes the stored copy for every device. */
export async function stopSync({ forget }: { forget: boolean }): Promise<void> {
	// A sync under way would otherwise save the settings back after they are removed.
	await running?.catch(() => undefined);
	clearTimeout(timer);
	timer = undefined;
	const settings = await loadSyncSettings();
	if (settings && forget) {
		const { id, writeKey } = await deriveKeys(settings.code);
		try {
			// Deleted as stored now, whichever device wrote last: forgetting is meant for all of them.
			await progressApi.remove(id, writeKey, (await progressApi.get(id)).version);
		} catch (cause) {
			if (statusOf(cause) !== 404) throw explain(cause);
		}
	}
	await saveSyncSettings(undefined);
}
