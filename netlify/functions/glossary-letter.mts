/**
 * GET /api/glossary/letter/{letter} → terms starting with that letter (A–Z, any case), by name.
 */
import type { Config, Context } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { listTermsByLetter } from '../../src/server/glossary-repo.ts';
import {
	CACHE,
	decodeParam,
	error,
	jsonText,
	methodNotAllowed,
	safely,
} from '../../src/server/http.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { pageHeaders, readAfter } from '../../src/server/glossary-http.ts';
import { cachedAnswer } from '../../src/server/read-cache.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const letter = decodeParam(context.params?.letter);
		if (!letter || !/^[a-z]$/i.test(letter))
			return error(400, 'The letter must be a single letter from A to Z.');
		const after = readAfter(req);
		if ('response' in after) return after.response;
		const db = await getDb();
		const { text, headers } = await cachedAnswer(
			db,
			`letter:${letter.toUpperCase()}:${new URL(req.url).searchParams.get('after') ?? ''}`,
			async () => {
				const page = await listTermsByLetter(db, letter, after);
				return { body: page.terms, headers: pageHeaders(req, page) };
			},
		);
		return jsonText(text, {
			cache: CACHE.short,
			headers: { ...cdnCacheHeaders('glossary', ['after']), ...headers },
		});
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/letter/:letter' };
