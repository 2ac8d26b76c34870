/**
 * GET /api/glossary/editor → { editor }: who the editor's token signs in as.
 */
import type { Config } from '@netlify/functions';
import { CACHE, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';

export default route({
	editors: ['GET'],
	GET: ({ editor }) => json({ editor }, { cache: CACHE.none }),
});

export const config: Config = { path: '/api/glossary/editor' };
