/**
 * GET /api/health → { ok: true } after a real `select 1` on the database.
 */
import type { Config } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import { error, json, methodNotAllowed, safely } from '../../src/server/http.ts';

export default (req: Request) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		try {
			const db = await getDb();
			await db.execute('select 1');
			return json({ ok: true }, { cache: 'no-store' });
		} catch (cause) {
			console.error(cause);
			return error(503, 'Database unavailable');
		}
	});

export const config: Config = { path: '/api/health' };
