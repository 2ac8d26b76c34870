/**
 * GET /api/glossary/letters → 26 { letter, count } entries, A–Z, zeros included.
 */
import type { Config } from '@netlify/functions';
import { cachedRead } from '../../src/server/glossary-http.ts';
import { listLetters } from '../../src/server/glossary-repo.ts';
import { route } from '../../src/server/route.ts';

export default route({
	crossOrigin: true,
	GET: () => cachedRead('letters', [], async (db) => ({ body: await listLetters(db) })),
});

export const config: Config = { path: '/api/glossary/letters' };
