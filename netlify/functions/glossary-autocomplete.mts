/**
 * GET /api/glossary/autocomplete?q= → up to 10 { id, term, slug, short_definition } whose name or
 * alias starts with q (ignoring case), shortest first. Under 2 characters: []. Cached 30 s.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { cachedRead } from '../../src/server/glossary-http.ts';
import { autocomplete } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

export default route({
	crossOrigin: true,
	input: z.object({
		q: z.string().max(200, 'The query must be at most 200 characters.').default(''),
	}),
	GET: ({ input: { q } }) =>
		cachedRead(`autocomplete:${q}`, ['q'], async (db) => ({ body: await autocomplete(db, q) })),
});

export const config: Config = { path: '/api/glossary/autocomplete' };
