/**
 * GET /api/glossary/difficulty/{difficulty}[?after=] → terms of that difficulty (beginner,
 * intermediate, advanced), by name, at most 500 an answer; `Link: rel="next"` gives the next
 * page. Other spellings of the level (`BEGINNER`, `%62eginner`) are redirected to the lowercase one.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import {
	afterParam,
	canonicalRedirect,
	difficultyParam,
	filteredList,
} from '../../src/server/glossary-http.ts';
import { listTermsByDifficulty } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

export default route({
	crossOrigin: true,
	input: z.object({ difficulty: difficultyParam, after: afterParam }),
	GET: ({ req, input: { difficulty, after } }) =>
		canonicalRedirect(req, `/api/glossary/difficulty/${difficulty}`) ??
		filteredList(req, `difficulty:${difficulty}`, [], after, (db) =>
			listTermsByDifficulty(db, difficulty, after),
		),
});

export const config: Config = { path: '/api/glossary/difficulty/:difficulty' };
