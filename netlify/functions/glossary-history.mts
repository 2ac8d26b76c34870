/**
 * Editors' history of the glossary (every route needs an editor's token: earlier drafts of a
 * definition are editors' business):
 * GET  /api/glossary/editor                             → { editor }: who the token signs in as
 * GET  /api/glossary/term/{slug}/history[?before=&limit=] → revisions, newest first, paged
 * GET  /api/glossary/term/{slug}/history/{revision}     → one revision with its fields
 * POST /api/glossary/term/{slug}/restore                → { revision, change_note? } as a new revision;
 *                                                          If-Match: 409 when the term changed since
 * GET  /api/glossary/deleted                            → recently deleted terms (purged after the
 *                                                          retention period)
 * POST /api/glossary/deleted/{id}/restore               → { slug?, change_note? }: 201 with the term
 */
import type { Config, Context } from '@netlify/functions';
import type { Client } from '@libsql/client';
import { requireEditor } from '../../src/server/auth.ts';
import { purgeAfterWrite } from '../../src/server/term-page.ts';
import { getDb } from '../../src/server/db.ts';
import { readServerEnv } from '../../src/server/env.ts';
import {
	conflictResponse,
	fieldError,
	ifMatchVersion,
	parseId,
	readObjectBody,
	staleResponse,
	takeChangeNote,
} from '../../src/server/glossary-http.ts';
import { GlossaryConflictError, GlossaryStaleError } from '../../src/server/glossary-repo.ts';
import {
	CACHE,
	decodeParam,
	error,
	json,
	methodNotAllowed,
	safely,
} from '../../src/server/http.ts';
import { requestRebuild } from '../../src/server/rebuild.ts';
import {
	HISTORY_PAGE_SIZE,
	MAX_HISTORY_PAGE_SIZE,
	RestoreError,
	getRevision,
	listDeletedTerms,
	listHistory,
	restoreDeletedTerm,
	restoreRevision,
	retentionDays,
} from '../../src/server/term-history.ts';

/** A whole number ≥ 1 from a query or path value, or undefined. */
const positive = (value: string | null | undefined) => parseId(value ?? undefined);

export default (req: Request, context: Context) =>
	safely(async () => {
		const path = new URL(req.url).pathname.replace(/\/+$/, '');
		const params = context.params ?? {};
		const reading = req.method === 'GET' || req.method === 'HEAD';
		const restoring = path.endsWith('/restore');
		if (restoring ? req.method !== 'POST' : !reading)
			return methodNotAllowed(restoring ? ['POST'] : ['GET']);

		const signedIn = requireEditor(req, readServerEnv(), context.ip);
		if ('response' in signedIn) return signedIn.response;
		const { editor } = signedIn;
		if (path === '/api/glossary/editor') return json({ editor }, { cache: CACHE.none });

		const db = await getDb();
		if (path.startsWith('/api/glossary/deleted')) {
			if (!restoring)
				return json(
					{ terms: await listDeletedTerms(db, retentionDays()), retention_days: retentionDays() },
					{
						cache: CACHE.none,
					},
				);
			const id = positive(params.id);
			if (id === undefined)
				return error(400, 'The deleted term id must be a positive whole number.');
			return restoreDeleted(req, context, db, id, editor);
		}

		const slug = decodeParam(params.slug);
		if (!slug) return error(400, 'The term slug is not valid URL encoding.');
		if (restoring) return restore(req, context, db, slug, editor);
		if (params.revision !== undefined) {
			const number = positive(params.revision);
			if (number === undefined) return error(400, 'The revision must be a positive whole number.');
			const revision = await getRevision(db, slug, number);
			return revision
				? json(revision, { cache: CACHE.none })
				: error(404, `The term "${slug}" has no revision ${number}.`);
		}
		const query = new URL(req.url).searchParams;
		const limitText = query.get('limit');
		const limit = limitText === null ? HISTORY_PAGE_SIZE : positive(limitText);
		if (limit === undefined || limit > MAX_HISTORY_PAGE_SIZE)
			return fieldError(
				'limit',
				`limit must be a whole number from 1 to ${MAX_HISTORY_PAGE_SIZE}.`,
			);
		const beforeText = query.get('before');
		const before = beforeText === null ? undefined : positive(beforeText);
		if (beforeText !== null && before === undefined)
			return fieldError('before', 'before must be a revision number (a positive whole number).');
		const page = await listHistory(db, slug, { limit, before });
		return page
			? json(page, { cache: CACHE.none })
			: error(404, `No glossary term with the slug "${slug}", and none had it before.`);
	});

/** After a restore, as after any write: cached answers are stale and the pages need a rebuild. */
async function published(req: Request, context: Context, db: Client, slug: string) {
	await purgeAfterWrite(db, async () => [slug]);
	requestRebuild(db, `POST ${new URL(req.url).pathname}`, {
		waitUntil: context.waitUntil?.bind(context),
	});
}

function restoreFailure(cause: unknown): Response {
	if (cause instanceof RestoreError)
		return Response.json(
			{ error: cause.message, field: cause.field },
			{ status: cause.status, headers: { 'Cache-Control': 'no-store' } },
		);
	if (cause instanceof GlossaryConflictError) return conflictResponse(cause);
	if (cause instanceof GlossaryStaleError)
		return staleResponse(cause, 'Nothing was restored: look at the newer version first.');
	throw cause;
}

async function restore(req: Request, context: Context, db: Client, slug: string, editor: string) {
	const body = await readObjectBody(req, 'revision and change_note');
	if ('response' in body) return body.response;
	const taken = takeChangeNote(body.value);
	if ('response' in taken) return taken.response;
	const { revision, ...unknown } = taken.rest;
	const extra = Object.keys(unknown);
	if (extra.length) return fieldError(extra[0]!, `Unknown field: ${extra.join(', ')}.`);
	if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 1)
		return fieldError('revision', 'revision must be the number of the revision to restore.');
	try {
		const term = await restoreRevision(
			db,
			slug,
			revision,
			{ editor, ...taken.note },
			{
				expectedVersion: ifMatchVersion(req),
			},
		);
		await published(req, context, db, term.slug);
		return json(term, { cache: CACHE.none });
	} catch (cause) {
		return restoreFailure(cause);
	}
}

async function restoreDeleted(
	req: Request,
	context: Context,
	db: Client,
	id: number,
	editor: string,
) {
	// Every field is optional: no body at all restores under the old slug.
	const body = await readObjectBody(req, 'slug and change_note', { optional: true });
	if ('response' in body) return body.response;
	const taken = takeChangeNote(body.value);
	if ('response' in taken) return taken.response;
	const { slug, ...unknown } = taken.rest;
	const extra = Object.keys(unknown);
	if (extra.length) return fieldError(extra[0]!, `Unknown field: ${extra.join(', ')}.`);
	if (slug !== undefined && slug !== null && typeof slug !== 'string')
		return fieldError('slug', 'slug must be text: the new slug for the restored term.');
	try {
		const term = await restoreDeletedTerm(
			db,
			id,
			{ editor, ...taken.note },
			{ slug: slug || undefined },
		);
		await published(req, context, db, term.slug);
		return json(term, { status: 201, cache: CACHE.none });
	} catch (cause) {
		return restoreFailure(cause);
	}
}

export const config: Config = {
	path: [
		'/api/glossary/editor',
		'/api/glossary/term/:slug/history',
		'/api/glossary/term/:slug/history/:revision',
		'/api/glossary/term/:slug/restore',
		'/api/glossary/deleted',
		'/api/glossary/deleted/:id/restore',
	],
};
