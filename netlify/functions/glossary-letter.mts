/**
 * GET /api/glossary/letter/{letter} → terms starting with that letter (A–Z, any case), by name.
 */
import type { Config, Context } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import { listTermsByLetter } from '../../src/server/glossary-repo.ts';
import { decodeParam, error, methodNotAllowed, safely } from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { filteredList } from '../../src/server/glossary-http.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const letter = decodeParam(context.params?.letter);
		if (!letter || !/^[a-z]$/i.test(letter))
			return error(400, 'The letter must be a single letter from A to Z.');
		const db = await getDb();
		return filteredList(req, db, `letter:${letter.toUpperCase()}`, [], (after) =>
			listTermsByLetter(db, letter, { after }),
		);
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/letter/:letter' };
