/**
 * GET /api/glossary/search?q=&category=&categoryType=&difficulty=&limit= → ranked results: exact
 * and prefix name matches first, then full-text matches, then close spellings. Under 2 characters:
 * []. `limit` (1 to 100, 100 when absent) asks for fewer: the site search dialog shows a few terms
 * beside pages and need not download a hundred.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import {
	cachedRead,
	categoryTypeParam,
	difficultyParam,
	pageSize,
} from '../../src/server/glossary-http.ts';
import { SEARCH_LIMIT, searchTerms } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

/** An empty parameter (`?difficulty=`) is an absent one. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim()) || undefined;

const Query = z.object({
	q: z.string().trim().max(200, 'The search text must be at most 200 characters.').default(''),
	category: z.preprocess(
		blankIsAbsent,
		z.string().max(200, 'The category must be at most 200 characters.').optional(),
	),
	categoryType: categoryTypeParam,
	difficulty: z.preprocess(blankIsAbsent, difficultyParam.optional()),
	limit: pageSize(SEARCH_LIMIT, `The limit must be a whole number from 1 to ${SEARCH_LIMIT}.`),
});

export default route({
	crossOrigin: true,
	input: Query,
	GET: ({ input: { q, limit = SEARCH_LIMIT, ...filters } }) =>
		cachedRead(
			`search:${JSON.stringify([q, filters, limit])}`,
			['q', 'category', 'categoryType', 'difficulty', 'limit'],
			async (db) => ({ body: await searchTerms(db, q, filters, limit) }),
		),
});

export const config: Config = { path: '/api/glossary/search' };
