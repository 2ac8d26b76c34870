/**
 * GET /api/glossary/category/{category}?type=all|primary|secondary[&after=] → terms in the
 * category, by name, at most 500 an answer; `Link: rel="next"` gives the next page. The category
 * is spelled as encodeURIComponent spells it; other encodings are redirected there.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import {
	afterParam,
	canonicalRedirect,
	categoryTypeParam,
	filteredList,
} from '../../src/server/glossary-http.ts';
import { listTermsByCategory } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

const CATEGORY = 'The category must be 1 to 200 characters.';

export default route({
	crossOrigin: true,
	input: z.object({
		category: z.string({ error: CATEGORY }).trim().min(1, CATEGORY).max(200, CATEGORY),
		type: categoryTypeParam,
		after: afterParam,
	}),
	GET: ({ req, input: { category, type, after } }) =>
		canonicalRedirect(req, `/api/glossary/category/${encodeURIComponent(category)}`) ??
		filteredList(req, `category:${type}:${category}`, ['type'], after, (db) =>
			listTermsByCategory(db, category, type, after),
		),
});

export const config: Config = { path: '/api/glossary/category/:category' };
