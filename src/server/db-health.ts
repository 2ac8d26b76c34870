/**
 * What /api/health checks. `select 1` proves only that a connection opens; a damaged file passes
 * it. So every check reads the terms table, and a local database file also gets SQLite's
 * integrity check (`PRAGMA quick_check`), at most once per interval since it reads the whole
 * file. A failure throws a DatabaseFailure (503); a damaged file keeps failing until the next
 * integrity check passes.
 */
import type { Client } from '@libsql/client';
import { DatabaseFailure, classifyDatabaseError } from './db-errors.ts';

export const INTEGRITY_CHECK_INTERVAL_MS = 60_000;

interface IntegrityResult {
	checkedAt: number;
	/** The failure found, if any. */
	failure?: DatabaseFailure;
}
const lastIntegrityCheck = new WeakMap<Client, IntegrityResult>();

/** Resolves when the database can serve the glossary; throws a DatabaseFailure otherwise. */
export async function checkDatabaseHealth(
	db: Client,
	{ now = Date.now(), intervalMs = INTEGRITY_CHECK_INTERVAL_MS } = {},
): Promise<void> {
	try {
		// Reads a row of the table itself (a count would be answered from an index).
		await db.execute('SELECT id, comprehensive_definition FROM terms ORDER BY id LIMIT 1');
	} catch (cause) {
		throw classifyDatabaseError(cause) ?? new DatabaseFailure('unavailable', cause);
	}
	if (db.protocol !== 'file') return;
	let result = lastIntegrityCheck.get(db);
	if (!result || now - result.checkedAt >= intervalMs) {
		result = { checkedAt: now, failure: await integrityFailure(db) };
		lastIntegrityCheck.set(db, result);
	}
	if (result.failure) throw result.failure;
}

async function integrityFailure(db: Client): Promise<DatabaseFailure | undefined> {
	try {
		const rows = (await db.execute('PRAGMA quick_check')).rows;
		const verdict = rows.map((row) => String(row[0])).join('; ');
		return verdict === 'ok'
			? undefined
			: new DatabaseFailure('corrupt', new Error(`quick_check: ${verdict.slice(0, 500)}`));
	} catch (cause) {
		return classifyDatabaseError(cause) ?? new DatabaseFailure('corrupt', cause);
	}
}
