/**
 * GET /api/glossary/term/{slug}/history[?before=&limit=] → the term's revisions, newest first, a
 * page at a time (editors only: earlier drafts of a definition are editors' business).
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../../src/server/db.ts';
import { pageSize, slugParam, wholeNumber } from '../../src/server/glossary-http.ts';
import { CACHE, error, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { MAX_HISTORY_PAGE_SIZE, listHistory } from '../../src/server/term-history.ts';

export default route({
	input: z.object({
		slug: slugParam,
		limit: pageSize(MAX_HISTORY_PAGE_SIZE),
		before: wholeNumber('before must be a revision number (a positive whole number).').optional(),
	}),
	editors: ['GET'],
	GET: async ({ input: { slug, ...page } }) => {
		const history = await listHistory(await getDb(), slug, page);
		return history
			? json(history, { cache: CACHE.none })
			: error(404, `No glossary term with the slug "${slug}", and none had it before.`);
	},
});

export const config: Config = { path: '/api/glossary/term/:slug/history' };
