/**
 * GET /api/glossary/categories → { category, type, count, parentCategory? } for every primary and
 * secondary category.
 */
import type { Config } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { listCategories } from '../../src/server/glossary-repo.ts';
import { CACHE, jsonText, methodNotAllowed, safely } from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { cachedAnswer } from '../../src/server/read-cache.ts';

const handler = (req: Request) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const db = await getDb();
		const { text } = await cachedAnswer(db, 'categories', async () => ({
			body: await listCategories(db),
		}));
		return jsonText(text, {
			cache: CACHE.short,
			headers: cdnCacheHeaders('glossary'),
		});
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/categories' };
