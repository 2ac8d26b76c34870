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
import {
	NO_FIELDS,
	ifMatchVersion,
	parseId,
	readChange,
	refusedWrite,
} from '../../src/server/glossary-http.ts';
import {
	createTerm,
	deleteTerm,
	getTermBySlug,
	updateTerm,
} from '../../src/server/glossary-repo.ts';
import { CACHE, error, json, noContent } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { publishWrite } from '../../src/server/term-page.ts';

const SAVED_MEANWHILE =
	'Reload it to see the changes, or save again to overwrite them (the other version stays in its history).';
const BAD_ID = 'The term id must be a positive whole number.';

const create = route({
	crossOrigin: true,
	editors: ['POST'],
	POST: async ({ req, context, editor }) => {
		const body = await readChange(req, TermInputSchema, 'term fields');
		if ('response' in body) return body.response;
		const db = await getDb();
		try {
			const term = await createTerm(db, body.input, { editor, ...body.note });
			await publishWrite(req, context, db, term.id);
			return json(term, { status: 201, cache: CACHE.none });
		} catch (cause) {
			return refusedWrite(cause, SAVED_MEANWHILE);
		}
	},
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
	PUT: async ({ req, context, input, editor }) => {
		const id = parseId(input.key);
		if (id === undefined) return error(400, BAD_ID);
		const body = await readChange(req, TermInputSchema, 'term fields');
		if ('response' in body) return body.response;
		const db = await getDb();
		try {
			const change = { editor, ...body.note };
			const updated = await updateTerm(db, id, body.input, {
				expectedVersion: ifMatchVersion(req),
				change,
			});
			if (!updated) return error(404, `No glossary term with id ${id}.`);
			await publishWrite(req, context, db, id);
			return json(updated, { cache: CACHE.none });
		} catch (cause) {
			return refusedWrite(cause, SAVED_MEANWHILE);
		}
	},
	DELETE: async ({ req, context, input, editor }) => {
		const id = parseId(input.key);
		if (id === undefined) return error(400, BAD_ID);
		const body = await readChange(req, NO_FIELDS, 'change_note and show_editor', {
			optional: true,
		});
		if ('response' in body) return body.response;
		const db = await getDb();
		try {
			const change = { editor, ...body.note };
			if (!(await deleteTerm(db, id, { expectedVersion: ifMatchVersion(req), change })))
				return error(404, `No glossary term with id ${id}.`);
			await publishWrite(req, context, db, id);
			return noContent();
		} catch (cause) {
			return refusedWrite(cause, 'It was not deleted: reload it to see the changes.');
		}
	},
});

export default (req: Request, context: Context) =>
	(context.params?.key === undefined ? create : byKey)(req, context);

export const config: Config = { path: ['/api/glossary/term', '/api/glossary/term/:key'] };
