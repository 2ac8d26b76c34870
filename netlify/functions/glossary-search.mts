/**
 * GET /api/glossary/search?q=&category=&categoryType=&difficulty=&limit= → ranked results: exact
 * and prefix name matches first, then full-text matches, then close spellings. Under 2 characters:
 * []. `limit` (1 to 100, 100 when absent) asks for fewer: the site search dialog shows a few terms
 * beside pages and need not download a hundred.
 */
import type { Config } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { parseCategoryType, parseDifficulty } from '../../src/server/glossary-http.ts';
import { SEARCH_LIMIT, searchTerms } from '../../src/server/glossary-repo.ts';
import { CACHE, error, jsonText, methodNotAllowed, safely } from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { cachedAnswer } from '../../src/server/read-cache.ts';

const handler = (req: Request) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const params = new URL(req.url).searchParams;
		const q = (params.get('q') ?? '').trim();
		if (q.length > 200) return error(400, 'The search text must be at most 200 characters.');
		const category = params.get('category')?.trim() || undefined;
		if (category && category.length > 200)
			return error(400, 'The category must be at most 200 characters.');
		const categoryType = parseCategoryType(params.get('categoryType') || null);
		if (!categoryType.success)
			return error(400, 'The categoryType must be all, primary or secondary.');
		const difficultyText = params.get('difficulty') || undefined;
		const difficulty = difficultyText === undefined ? undefined : parseDifficulty(difficultyText);
		if (difficulty && !difficulty.success)
			return error(400, 'The difficulty must be beginner, intermediate or advanced.');
		const limitText = params.get('limit');
		const limit = limitText === null ? SEARCH_LIMIT : Number(limitText);
		if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_LIMIT)
			return error(400, `The limit must be a whole number from 1 to ${SEARCH_LIMIT}.`);
		const db = await getDb();
		const filters = { category, categoryType: categoryType.data, difficulty: difficulty?.data };
		const key = `search:${JSON.stringify([q, filters, limit])}`;
		const { text } = await cachedAnswer(db, key, async () => ({
			body: await searchTerms(db, q, filters, limit),
		}));
		return jsonText(text, {
			cache: CACHE.short,
			headers: cdnCacheHeaders('glossary', [
				'q',
				'category',
				'categoryType',
				'difficulty',
				'limit',
			]),
		});
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/search' };
