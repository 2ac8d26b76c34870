/**
 * GET /api/glossary/category/{category}?type=all|primary|secondary[&after=] → terms in the
 * category, by name, at most 1,000 an answer; `Link: rel="next"` gives the next page. The category
 * is spelled as encodeURIComponent spells it; other encodings are redirected there.
 */
import type { Config, Context } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import {
	canonicalRedirect,
	parseCategoryType,
	filteredList,
} from '../../src/server/glossary-http.ts';
import { listTermsByCategory } from '../../src/server/glossary-repo.ts';
import { decodeParam, error, methodNotAllowed, safely } from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const category = decodeParam(context.params?.category)?.trim();
		if (!category || category.length > 200)
			return error(400, 'The category must be 1 to 200 characters.');
		const type = parseCategoryType(new URL(req.url).searchParams.get('type'));
		if (!type.success) return error(400, 'The type must be all, primary or secondary.');
		const moved = canonicalRedirect(req, `/api/glossary/category/${encodeURIComponent(category)}`);
		if (moved) return moved;
		const db = await getDb();
		return filteredList(req, db, `category:${type.data}:${category}`, ['type'], (after) =>
			listTermsByCategory(db, category, type.data, { after }),
		);
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/category/:category' };
