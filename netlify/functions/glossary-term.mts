/**
 * GET    /api/glossary/term/{slug} → one term (with related terms' names), 404 if none
 * POST   /api/glossary/term        → create; 201 with the stored term        (admin token)
 * PUT    /api/glossary/term/{id}   → replace fields; 200 with the stored term (admin token)
 * DELETE /api/glossary/term/{id}   → 204                                      (admin token)
 * Writes: 401 without a valid token, 429 after too many wrong ones from one address; a successful
 * write purges the glossary answers cached at the CDN, and the term pages that show the term.
 */
import type { Config, Context } from '@netlify/functions';
import { requireEditor } from '../../src/server/auth.ts';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb, type Client } from '../../src/server/db.ts';
import { readServerEnv } from '../../src/server/env.ts';
import {
	conflictResponse,
	ifMatchVersion,
	parseId,
	readOptionalChangeNote,
	readTermInput,
	staleResponse,
} from '../../src/server/glossary-http.ts';
import {
	GlossaryConflictError,
	GlossaryStaleError,
	createTerm,
	deleteTerm,
	getTermBySlug,
	updateTerm,
} from '../../src/server/glossary-repo.ts';
import {
	CACHE,
	decodeParam,
	error,
	json,
	methodNotAllowed,
	noContent,
	safely,
} from '../../src/server/http.ts';
import { requestRebuild } from '../../src/server/rebuild.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { purgeAfterWrite, slugsOfLastWrite } from '../../src/server/term-page.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		const key = context.params?.key;
		const method = req.method;
		if (key === undefined) {
			if (method !== 'POST') return methodNotAllowed(['POST']);
		} else if (!['GET', 'HEAD', 'PUT', 'DELETE'].includes(method)) {
			return methodNotAllowed(['GET', 'PUT', 'DELETE']);
		}

		if (method === 'GET' || method === 'HEAD') {
			const slug = decodeParam(key);
			if (!slug) return error(400, 'The term slug is not valid URL encoding.');
			const term = await getTermBySlug(await getDb(), slug);
			return term
				? json(term, { cache: CACHE.short, headers: cdnCacheHeaders('glossary') })
				: error(404, `No glossary term with the slug "${slug}".`);
		}

		const signedIn = requireEditor(req, readServerEnv(), context.ip);
		if ('response' in signedIn) return signedIn.response;
		const db = await getDb();
		const response = await write(req, method, key, db, signedIn.editor);
		if (response.ok) {
			// Every cached glossary answer may now be out of date, and so may the pages showing this
			// term (its own, its neighbours', those relating to it); the static pages need a rebuild.
			await purgeAfterWrite(db, async () => {
				const id =
					key === undefined ? ((await response.clone().json()) as { id: number }).id : parseId(key);
				return id === undefined ? [] : slugsOfLastWrite(db, id);
			});
			requestRebuild(db, `${method} ${new URL(req.url).pathname}`, {
				waitUntil: context.waitUntil?.bind(context),
			});
		}
		return response;
	});

/** POST, PUT or DELETE, once the admin token has been checked. */
async function write(
	req: Request,
	method: string,
	key: string | undefined,
	db: Client,
	editor: string,
): Promise<Response> {
	if (method === 'DELETE') {
		const id = parseId(key);
		if (id === undefined) return error(400, 'The term id must be a positive whole number.');
		const body = await readOptionalChangeNote(req);
		if ('response' in body) return body.response;
		try {
			const deleted = await deleteTerm(db, id, {
				expectedVersion: ifMatchVersion(req),
				change: { editor, ...body.note },
			});
			return deleted ? noContent() : error(404, `No glossary term with id ${id}.`);
		} catch (cause) {
			if (!(cause instanceof GlossaryStaleError)) throw cause;
			return staleResponse(cause, 'It was not deleted: reload it to see the changes.');
		}
	}

	const id = method === 'PUT' ? parseId(key) : undefined;
	if (method === 'PUT' && id === undefined)
		return error(400, 'The term id must be a positive whole number.');
	const body = await readTermInput(req);
	if ('response' in body) return body.response;
	const change = { editor, ...body.note };
	try {
		if (method === 'POST')
			return json(await createTerm(db, body.input, change), { status: 201, cache: CACHE.none });
		const updated = await updateTerm(db, id!, body.input, {
			expectedVersion: ifMatchVersion(req),
			change,
		});
		return updated
			? json(updated, { cache: CACHE.none })
			: error(404, `No glossary term with id ${id}.`);
	} catch (cause) {
		if (cause instanceof GlossaryConflictError) return conflictResponse(cause);
		if (cause instanceof GlossaryStaleError)
			return staleResponse(
				cause,
				'Reload it to see the changes, or save again to overwrite them (the other version stays in its history).',
			);
		throw cause;
	}
}

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: ['/api/glossary/term', '/api/glossary/term/:key'] };
