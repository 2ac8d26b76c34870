/**
 * GET /api/glossary/categories → { category, type, count, parentCategory? } for every primary and
 * secondary category.
 */
import type { Config } from '@netlify/functions';
import { cachedRead } from '../../src/server/glossary-http.ts';
import { listCategories } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

export default route({
	crossOrigin: true,
	GET: () => cachedRead('categories', [], async (db) => ({ body: await listCategories(db) })),
});

export const config: Config = { path: '/api/glossary/categories' };
