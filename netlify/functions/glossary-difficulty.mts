/**
 * GET /api/glossary/difficulty/{difficulty} → terms of that difficulty (beginner, intermediate,
 * advanced).
 */
import type { Config, Context } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { parseDifficulty } from '../../src/server/glossary-http.ts';
import { listTermsByDifficulty } from '../../src/server/glossary-repo.ts';
import {
	CACHE,
	decodeParam,
	error,
	json,
	methodNotAllowed,
	safely,
} from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const difficulty = parseDifficulty(decodeParam(context.params?.difficulty)?.toLowerCase());
		if (!difficulty.success)
			return error(400, 'The difficulty must be beginner, intermediate or advanced.');
		return json(await listTermsByDifficulty(await getDb(), difficulty.data), {
			cache: CACHE.short,
			headers: cdnCacheHeaders('glossary'),
		});
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/difficulty/:difficulty' };
