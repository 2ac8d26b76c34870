/**
 * GET /api/glossary/term/{slug}/history/{revision} → one revision of the term, with its fields
 * (editors only).
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { getDb } from '../../src/server/db.ts';
import { slugParam, wholeNumber } from '../../src/server/glossary-http.ts';
import { CACHE, error, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { getRevision } from '../../src/server/term-history.ts';

export default route({
	input: z.object({
		slug: slugParam,
		revision: wholeNumber('The revision must be a positive whole number.'),
	}),
	editors: ['GET'],
	GET: async ({ input: { slug, revision } }) => {
		const found = await getRevision(await getDb(), slug, revision);
		return found
			? json(found, { cache: CACHE.none })
			: error(404, `The term "${slug}" has no revision ${revision}.`);
	},
});

export const config: Config = { path: '/api/glossary/term/:slug/history/:revision' };
