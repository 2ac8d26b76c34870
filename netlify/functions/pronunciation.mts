/**
 * GET /api/pronunciation/{term} → { url } of the term's US audio, else its UK audio; 404 when the
 * term is unknown or has no audio (the page then uses speech synthesis).
 */
import type { Config, Context } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { findPronunciationUrl } from '../../src/server/glossary-repo.ts';
import {
	CACHE,
	decodeParam,
	error,
	json,
	methodNotAllowed,
	safely,
} from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const term = decodeParam(context.params?.term)?.trim();
		if (!term || term.length > 200)
			return error(400, 'The term must be 1 to 200 characters of valid URL encoding.');
		const url = await findPronunciationUrl(await getDb(), term);
		if (url === undefined) return error(404, `No glossary term named "${term}".`);
		if (url === null) return error(404, `No pronunciation audio for "${term}".`);
		return json({ url }, { cache: CACHE.short, headers: cdnCacheHeaders('glossary') });
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/pronunciation/:term' };
