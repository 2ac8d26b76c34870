/**
 * GET /api/glossary/category/{category}?type=all|primary|secondary → terms in the category.
 */
import type { Config, Context } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { parseCategoryType } from '../../src/server/glossary-http.ts';
import { listTermsByCategory } from '../../src/server/glossary-repo.ts';
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
		const category = decodeParam(context.params?.category)?.trim();
		if (!category || category.length > 200)
			return error(400, 'The category must be 1 to 200 characters.');
		const type = parseCategoryType(new URL(req.url).searchParams.get('type'));
		if (!type.success) return error(400, 'The type must be all, primary or secondary.');
		return json(await listTermsByCategory(await getDb(), category, type.data), {
			cache: CACHE.short,
			headers: cdnCacheHeaders('glossary', ['type']),
		});
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/category/:category' };
