/**
 * GET /api/glossary → every term, sorted by name (the admin list).
 */
import type { Config } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import { listAllTerms } from '../../src/server/glossary-repo.ts';
import { CACHE, json, methodNotAllowed, safely } from '../../src/server/http.ts';

export default (req: Request) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		return json(await listAllTerms(await getDb()), { cache: CACHE.none });
	});

export const config: Config = { path: '/api/glossary' };
