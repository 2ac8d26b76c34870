/**
 * Sync spaces: the opaque, encrypted learning state a reader's devices share through a sync code
 * (see src/lib/learning/sync-crypto.ts for what the browser sends). The server never sees the code
 * or the content: it stores ciphertext under a SHA-256 of the id the client derived from the code,
 * with a version that every write moves forward, so a stale write can be refused, and a SHA-256
 * of the write key (also derived from the code) that overwriting or deleting it needs. Writes run in
 * the same write transaction as glossary writes (queued, and checked against the database file's
 * guard before and after), so none is acknowledged on a file that was deleted or damaged.
 */
import { createHash } from 'node:crypto';
import type { Client, Transaction } from '@libsql/client';
import { inWriteTransaction } from './glossary/term-writes.ts';

/** Largest ciphertext a space may hold. */
export const MAX_BLOB_BYTES = 256 * 1024;
/**
 * A space nobody has written for this long is deleted when the next space is created
 * (docs/decisions/learning-and-review.md): a device that syncs again later finds it gone, turns
 * sync off and keeps its own state.
 */
export const IDLE_SPACE_DAYS = 365;

export interface ProgressSpace {
	blob: Uint8Array;
	version: number;
	updatedAt: string;
}

/** The version a write expected is not the stored one. */
export class ProgressStaleError extends Error {
	readonly current: ProgressSpace;
	constructor(current: ProgressSpace) {
		super('The sync space changed since this device last read it.');
		this.current = current;
	}
}

/** The write key presented is not the space's. */
export class ProgressKeyError extends Error {
	constructor() {
		super('This write key is not the sync space’s: it was not derived from the same sync code.');
	}
}

/** All spaces together would pass their budget (migration 0010 keeps the total). */
export class ProgressBudgetError extends Error {
	constructor() {
		super('Sync storage on this server is full.');
	}
}

/** Throws ProgressBudgetError when `growth` more bytes would pass `budgetBytes`. */
async function assertRoom(tx: Transaction, growth: number, budgetBytes: number): Promise<void> {
	const usage = await tx.execute('SELECT bytes FROM progress_usage WHERE id = 1');
	if (Number(usage.rows[0]?.bytes ?? 0) + growth > budgetBytes) throw new ProgressBudgetError();
}

/** The row key of a client id, or the stored form of a write key: never the value itself. */
const keyOf = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * The space's size, or undefined; throws ProgressKeyError when the space has a write key and
 * `writeKey` is not it (a space made before write keys takes the first one), and
 * ProgressStaleError (with the stored space) when its version is not one of `expected`.
 */
async function unlock(tx: Transaction, id: string, writeKey: string, expected: readonly number[]) {
	const result = await tx.execute({
		sql: 'SELECT version, length(blob) AS size, write_key FROM progress_spaces WHERE key = ?',
		args: [keyOf(id)],
	});
	const row = result.rows[0];
	if (!row) return undefined;
	if (row.write_key !== null && row.write_key !== keyOf(writeKey)) throw new ProgressKeyError();
	if (!expected.includes(Number(row.version)))
		throw new ProgressStaleError((await getSpace(tx, id))!);
	return { size: Number(row.size) };
}

/**
 * Creates a space; false when one already exists under that id. Spaces idle for IDLE_SPACE_DAYS
 * are deleted first; throws ProgressBudgetError when the new one would pass `budgetBytes`.
 */
export function createSpace(
	db: Client,
	id: string,
	writeKey: string,
	blob: Uint8Array,
	budgetBytes: number,
): Promise<boolean> {
	const now = new Date().toISOString();
	const idleSince = new Date(Date.now() - IDLE_SPACE_DAYS * 86_400_000).toISOString();
	return inWriteTransaction(db, async (tx) => {
		await tx.execute({
			sql: 'DELETE FROM progress_spaces WHERE updated_at < ?',
			args: [idleSince],
		});
		await assertRoom(tx, blob.byteLength, budgetBytes);
		const result = await tx.execute({
			sql: `INSERT INTO progress_spaces (key, blob, version, created_at, updated_at, write_key)
			      VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
			args: [keyOf(id), blob, now, now, keyOf(writeKey)],
		});
		return result.rowsAffected === 1;
	});
}

export async function getSpace(
	db: Client | Transaction,
	id: string,
): Promise<ProgressSpace | undefined> {
	const result = await db.execute({
		sql: 'SELECT blob, version, updated_at FROM progress_spaces WHERE key = ?',
		args: [keyOf(id)],
	});
	const row = result.rows[0];
	return row
		? {
				blob: new Uint8Array(row.blob as ArrayBuffer),
				version: Number(row.version),
				updatedAt: String(row.updated_at),
			}
		: undefined;
}

/**
 * Replaces a space's blob if its version is still one of `expected` (If-Match may list several). Returns the new version,
 * undefined when there is no such space, and throws ProgressKeyError for a write key not the
 * space's, ProgressStaleError (with the stored space) when another device wrote first, and
 * ProgressBudgetError when a larger blob would pass `budgetBytes`.
 */
export function replaceSpace(
	db: Client,
	id: string,
	writeKey: string,
	blob: Uint8Array,
	expected: readonly number[],
	budgetBytes: number,
): Promise<number | undefined> {
	const now = new Date().toISOString();
	return inWriteTransaction(db, async (tx) => {
		const space = await unlock(tx, id, writeKey, expected);
		if (!space) return undefined;
		if (blob.byteLength > space.size)
			await assertRoom(tx, blob.byteLength - space.size, budgetBytes);
		const result = await tx.execute({
			sql: `UPDATE progress_spaces SET blob = ?, version = version + 1, updated_at = ?,
			      write_key = ? WHERE key = ? RETURNING version`,
			args: [blob, now, keyOf(writeKey), keyOf(id)],
		});
		return Number(result.rows[0]!.version);
	});
}

/**
 * Forgets a space if its version is still one of `expected`: false when there was none; throws
 * ProgressKeyError or ProgressStaleError as replaceSpace does.
 */
export function deleteSpace(
	db: Client,
	id: string,
	writeKey: string,
	expected: readonly number[],
): Promise<boolean> {
	return inWriteTransaction(db, async (tx) => {
		if (!(await unlock(tx, id, writeKey, expected))) return false;
		await tx.execute({ sql: 'DELETE FROM progress_spaces WHERE key = ?', args: [keyOf(id)] });
		return true;
	});
}
