/**
 * GET    /api/glossary/term/{slug} → one term (with related terms' names), 404 if none
 * POST   /api/glossary/term        → create; 201 with the stored term        (admin token)
 * PUT    /api/glossary/term/{id}   → replace fields; 200 with the stored term (admin token)
 * DELETE /api/glossary/term/{id}   → 204                                      (admin token)
 * Writes: 401 without a valid token, 429 after too many wrong ones from one address; a successful
 * write purges the glossary answers cached at the CDN, and the term pages that show the term.
 */
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { TermInputSchema } from '../../src/lib/glossary/schema.ts';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { parseId } from '../../src/server/glossary-http.ts';
import {
	createTerm,
	deleteTerm,
	getTermBySlug,
	updateTerm,
} from '../../src/server/glossary-repo.ts';
import { NO_FIELDS, glossaryWrite, ifMatchVersion } from '../../src/server/glossary-write.ts';
import { CACHE, error, json, noContent } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';

const TERM = { schema: TermInputSchema, what: 'term fields' };
const SAVED_MEANWHILE =
	'Reload it to see the changes, or save again to overwrite them (the other version stays in its history).';
const BAD_ID = 'The term id must be a positive whole number.';
const unknownId = (id: number) => error(404, `No glossary term with id ${id}.`);

const create = route({
	crossOrigin: true,
	editors: ['POST'],
	POST: (call) =>
		glossaryWrite(call, TERM, SAVED_MEANWHILE, async (db, input, change) => {
			const term = await createTerm(db, input, change);
			return { id: term.id, response: json(term, { status: 201, cache: CACHE.none }) };
		}),
});

/** The key is the slug to read, the id to write. */
const byKey = route({
	crossOrigin: true,
	input: z.object({ key: z.string({ error: 'The term slug is not valid URL encoding.' }) }),
	editors: ['PUT', 'DELETE'],
	GET: async ({ input: { key } }) => {
		const term = await getTermBySlug(await getDb(), key);
		return term
			? json(term, { cache: CACHE.short, headers: cdnCacheHeaders('glossary') })
			: error(404, `No glossary term with the slug "${key}".`);
	},
	PUT: (call) => {
		const id = parseId(call.input.key);
		if (id === undefined) return error(400, BAD_ID);
		return glossaryWrite(call, TERM, SAVED_MEANWHILE, async (db, input, change) => {
			const expectedVersion = ifMatchVersion(call.req);
			const term = await updateTerm(db, id, input, { expectedVersion, change });
			return term ? { id, response: json(term, { cache: CACHE.none }) } : unknownId(id);
		});
	},
	DELETE: (call) => {
		const id = parseId(call.input.key);
		if (id === undefined) return error(400, BAD_ID);
		const stale = 'It was not deleted: reload it to see the changes.';
		return glossaryWrite(call, NO_FIELDS, stale, async (db, _, change) => {
			const expectedVersion = ifMatchVersion(call.req);
			const deleted = await deleteTerm(db, id, { expectedVersion, change });
			return deleted ? { id, response: noContent() } : unknownId(id);
		});
	},
});

export default (req: Request, context: Context) =>
	(context.params?.key === undefined ? create : byKey)(req, context);

export const config: Config = { path: ['/api/glossary/term', '/api/glossary/term/:key'] };
