/**
 * GET /api/glossary/autocomplete?q= → up to 10 { id, term, slug, short_definition } whose name or
 * alias starts with q (ignoring case), shortest first. Under 2 characters: []. Cached 30 s.
 */
import type { Config } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { autocomplete } from '../../src/server/glossary-repo.ts';
import { CACHE, error, jsonText, methodNotAllowed, safely } from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { cachedAnswer } from '../../src/server/read-cache.ts';

const handler = (req: Request) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const q = new URL(req.url).searchParams.get('q') ?? '';
		if (q.length > 200) return error(400, 'The query must be at most 200 characters.');
		const db = await getDb();
		const { text } = await cachedAnswer(db, `autocomplete:${q}`, async () => ({
			body: await autocomplete(db, q),
		}));
		return jsonText(text, {
			cache: CACHE.short,
			headers: cdnCacheHeaders('glossary', ['q']),
		});
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/autocomplete' };
