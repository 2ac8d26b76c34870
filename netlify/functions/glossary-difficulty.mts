/**
 * GET /api/glossary/difficulty/{difficulty}[?after=] → terms of that difficulty (beginner,
 * intermediate, advanced), by name, at most 1,000 an answer; `Link: rel="next"` gives the next
 * page. Other spellings of the level (`BEGINNER`, `%62eginner`) are redirected to the lowercase one.
 */
import type { Config, Context } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import {
	canonicalRedirect,
	parseDifficulty,
	filteredList,
} from '../../src/server/glossary-http.ts';
import { listTermsByDifficulty } from '../../src/server/glossary-repo.ts';
import { decodeParam, error, methodNotAllowed, safely } from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const difficulty = parseDifficulty(decodeParam(context.params?.difficulty)?.toLowerCase());
		if (!difficulty.success)
			return error(400, 'The difficulty must be beginner, intermediate or advanced.');
		const moved = canonicalRedirect(req, `/api/glossary/difficulty/${difficulty.data}`);
		if (moved) return moved;
		const db = await getDb();
		return filteredList(req, db, `difficulty:${difficulty.data}`, [], (after) =>
			listTermsByDifficulty(db, difficulty.data, { after }),
		);
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/difficulty/:difficulty' };
