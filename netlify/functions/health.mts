/**
 * GET /api/health → { ok: true, publication } when the database can serve the glossary: the terms table
 * answers a read and, for a local file, SQLite's integrity check passes (run at most once a
 * minute). Otherwise 503 { error } saying whether the database is busy, unavailable or damaged.
 * `publication` says whether editors' saves have reached the pages (src/server/publication.ts).
 */
import type { Config } from '@netlify/functions';
import { requireEditor } from '../../src/server/auth.ts';
import { readServerEnv } from '../../src/server/env.ts';
import { fileGuardOf, getDb } from '../../src/server/db.ts';
import { DatabaseFailure, classifyDatabaseError } from '../../src/server/db-errors.ts';
import { json } from '../../src/server/http.ts';
import { readPublication } from '../../src/server/publication.ts';
import { publicationMode } from '../../src/server/rebuild.ts';
import { route } from '../../src/server/route.ts';

export default route({
	GET: async ({ req, context }) => {
		const db = await getDb();
		// `select 1` proves only that a connection opens; a damaged file passes it. So the check
		// reads the terms table, and a writable local file is also checked by its guard
		// (src/server/db-file.ts): still there, not replaced, a sound header, and the verdict of
		// SQLite's whole-file integrity check, which runs in another process, off the request path.
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
		const publication = await readPublication(db, publicationMode());
		// A failed build's first line is for editors; others learn only that it failed, and when.
		const signedIn =
			req.headers.has('authorization') &&
			'editor' in requireEditor(req, readServerEnv(), context.ip);
		if (publication.last_failure && !signedIn)
			publication.last_failure = { ...publication.last_failure, error: 'The build failed.' };
		return json({ ok: true, publication }, { cache: 'no-store' });
	},
});

export const config: Config = { path: '/api/health' };
