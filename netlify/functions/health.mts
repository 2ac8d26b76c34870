/**
 * GET /api/health → { ok: true } when the database can serve the glossary: the terms table
 * answers a read and, for a local file, SQLite's integrity check passes (run at most once a
 * minute). Otherwise 503 { error } saying whether the database is busy, unavailable or damaged.
 */
import type { Config } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import { checkDatabaseHealth } from '../../src/server/db-health.ts';
import { json, methodNotAllowed, safely } from '../../src/server/http.ts';

export default (req: Request) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		await checkDatabaseHealth(await getDb());
		return json({ ok: true }, { cache: 'no-store' });
	});

export const config: Config = { path: '/api/health' };
