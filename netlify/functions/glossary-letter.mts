/**
 * GET /api/glossary/letter/{letter} → terms starting with that letter (A–Z, any case), by name.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { afterParam, filteredList } from '../../src/server/glossary-http.ts';
import { listTermsByLetter } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

const NOT_A_LETTER = 'The letter must be a single letter from A to Z.';

export default route({
	crossOrigin: true,
	input: z.object({
		letter: z.string({ error: NOT_A_LETTER }).regex(/^[a-z]$/i, NOT_A_LETTER),
		after: afterParam,
	}),
	GET: ({ req, input: { letter, after } }) =>
		filteredList(req, `letter:${letter.toUpperCase()}`, [], after, (db) =>
			listTermsByLetter(db, letter, after),
		),
});

export const config: Config = { path: '/api/glossary/letter/:letter' };
