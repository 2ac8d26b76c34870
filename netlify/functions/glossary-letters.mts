/**
 * GET /api/glossary/letters → 26 { letter, count } entries, A–Z, zeros included.
 */
import type { Config } from '@netlify/functions';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { cachedRead } from '../../src/server/glossary-http.ts';
import { listLetters } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(
	route({
		GET: () => cachedRead('letters', [], async (db) => ({ body: await listLetters(db) })),
	}),
);

export const config: Config = { path: '/api/glossary/letters' };
