/**
 * GET /api/glossary/letter/{letter} → terms starting with that letter (A–Z, any case), by name.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { filteredList } from '../../src/server/glossary-http.ts';
import { listTermsByLetter } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

const NOT_A_LETTER = 'The letter must be a single letter from A to Z.';

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(
	route({
		input: z.object({ letter: z.string({ error: NOT_A_LETTER }).regex(/^[a-z]$/i, NOT_A_LETTER) }),
		GET: ({ req, input: { letter } }) =>
			filteredList(req, `letter:${letter.toUpperCase()}`, [], (db, after) =>
				listTermsByLetter(db, letter, { after }),
			),
	}),
);

export const config: Config = { path: '/api/glossary/letter/:letter' };
