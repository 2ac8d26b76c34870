/**
 * What /api/health checks. `select 1` proves only that a connection opens; a damaged file passes
 * it. So every check reads the terms table, and a writable local database file is also checked by
 * its guard (src/server/db-file.ts): still there, not replaced, a sound header, and the verdict of
 * SQLite's whole-file integrity check, which runs at most once a minute in another process, off
 * the request path. A failure throws a DatabaseFailure (503).
 */
import type { Client } from '@libsql/client';
import { DatabaseFailure, classifyDatabaseError } from './db-errors.ts';
import { fileGuardOf } from './db.ts';

/** Resolves when the database can serve the glossary; throws a DatabaseFailure otherwise. */
export async function checkDatabaseHealth(db: Client): Promise<void> {
	const guard = fileGuardOf(db);
	const fault = guard?.check();
	if (fault) throw fault;
	try {
		// Reads a row of the table itself (a count would be answered from an index).
		await db.execute('SELECT id, comprehensive_definition FROM terms ORDER BY id LIMIT 1');
	} catch (cause) {
		throw classifyDatabaseError(cause) ?? new DatabaseFailure('unavailable', cause);
	}
	guard?.checkIntegrityInBackground();
}
