/**
 * GET /api/pronunciation/{term} → { url } of the term's US audio, else its UK audio; 404 when the
 * term is unknown or has no audio (the page then uses speech synthesis).
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { findPronunciationUrl } from '../../src/server/glossary-repo.ts';
import { CACHE, error, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';

const TERM = 'The term must be 1 to 200 characters of valid URL encoding.';

export default route({
	crossOrigin: true,
	input: z.object({ term: z.string({ error: TERM }).trim().min(1, TERM).max(200, TERM) }),
	GET: async ({ input: { term } }) => {
		const url = await findPronunciationUrl(await getDb(), term);
		if (url === undefined) return error(404, `No glossary term named "${term}".`);
		if (url === null) return error(404, `No pronunciation audio for "${term}".`);
		return json({ url }, { cache: CACHE.short, headers: cdnCacheHeaders('glossary') });
	},
});

export const config: Config = { path: '/api/pronunciation/:term' };
