/** Request parsing shared by the glossary functions. */
import type { ZodError } from 'zod';
import {
	CategoryTypeSchema,
	DifficultySchema,
	TermInputSchema,
	type TermInput,
} from '../lib/glossary/schema.ts';
import { cdnCacheHeaders } from './cdn-cache.ts';
import type { Client } from './db.ts';
import { CACHE, error, jsonText, readJsonBody } from './http.ts';
import { cachedAnswer } from './read-cache.ts';
import {
	GlossaryConflictError,
	type GlossaryStaleError,
	type ListCursor,
	type SummaryPage,
} from './glossary-repo.ts';
import { MAX_CHANGE_NOTE, type ChangeInfo } from './term-revisions.ts';

/** Turns the first zod issue into a 400 naming the field and the reason. */
export function validationError(zodError: ZodError): Response {
	const issue = zodError.issues[0]!;
	const field = issue.path.join('.');
	if (issue.code === 'unrecognized_keys') {
		const keys = (issue as { keys?: string[] }).keys ?? [];
		return Response.json(
			{ error: `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`, field: keys[0] },
			{
				status: 400,
				headers: { 'Cache-Control': 'no-store' },
			},
		);
	}
	const message = field ? `${field} ${issue.message}` : issue.message;
	return Response.json(
		{ error: message.charAt(0).toUpperCase() + message.slice(1) + '.', field },
		{
			status: 400,
			headers: { 'Cache-Control': 'no-store' },
		},
	);
}

/** What an editor may say about a write besides the term's fields (src/server/term-revisions.ts). */
export type ChangeNote = Omit<ChangeInfo, 'editor'>;

/** 400 naming the field at fault. */
export const fieldError = (field: string, message: string) =>
	Response.json(
		{ error: message, field },
		{ status: 400, headers: { 'Cache-Control': 'no-store' } },
	);

/**
 * Takes `change_note` (optional text, shown in history) and `show_editor` (optional boolean: show
 * the editor's name in the public change log) out of a request body object.
 */
export function takeChangeNote(
	body: Record<string, unknown>,
): { note: ChangeNote; rest: Record<string, unknown> } | { response: Response } {
	const { change_note: note, show_editor: showEditor, ...rest } = body;
	if (note !== undefined && note !== null && typeof note !== 'string')
		return { response: fieldError('change_note', 'change_note must be text.') };
	if (typeof note === 'string' && note.trim().length > MAX_CHANGE_NOTE)
		return {
			response: fieldError(
				'change_note',
				`change_note must be at most ${MAX_CHANGE_NOTE} characters.`,
			),
		};
	if (showEditor !== undefined && typeof showEditor !== 'boolean')
		return { response: fieldError('show_editor', 'show_editor must be true or false.') };
	return {
		note: {
			note: typeof note === 'string' ? note.normalize('NFC').trim() || null : null,
			showEditor,
		},
		rest,
	};
}

/**
 * Reads a JSON object body, or answers 400 saying what the body must be. With `optional`, a
 * missing or empty body is an empty object.
 */
export async function readObjectBody(
	req: Request,
	what: string,
	{ optional = false }: { optional?: boolean } = {},
): Promise<{ value: Record<string, unknown> } | { response: Response }> {
	const body = await readJsonBody(req, undefined, { optional });
	if ('response' in body) return body;
	if (body.value === undefined) return { value: {} };
	if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
		return { response: error(400, `The request body must be a JSON object of ${what}.`) };
	return { value: body.value as Record<string, unknown> };
}

/** Reads and validates a term body, with the editor's optional change note. */
export async function readTermInput(
	req: Request,
): Promise<{ input: TermInput; note: ChangeNote } | { response: Response }> {
	const body = await readObjectBody(req, 'term fields');
	if ('response' in body) return body;
	const taken = takeChangeNote(body.value);
	if ('response' in taken) return taken;
	const parsed = TermInputSchema.safeParse(taken.rest);
	if (!parsed.success) return { response: validationError(parsed.error) };
	return { input: parsed.data, note: taken.note };
}

/**
 * The change note of a request whose body is optional (DELETE): none without a body, otherwise a
 * JSON object holding only `change_note` and `show_editor`.
 */
export async function readOptionalChangeNote(
	req: Request,
): Promise<{ note: ChangeNote } | { response: Response }> {
	const body = await readObjectBody(req, 'change_note and show_editor', { optional: true });
	if ('response' in body) return body;
	const taken = takeChangeNote(body.value);
	if ('response' in taken) return taken;
	const unknown = Object.keys(taken.rest);
	if (unknown.length)
		return { response: fieldError(unknown[0]!, `Unknown field: ${unknown.join(', ')}.`) };
	return { note: taken.note };
}

/** 409 for a duplicate term or slug, naming the field. */
export function conflictResponse(conflict: GlossaryConflictError): Response {
	return Response.json(
		{ error: conflict.message, field: conflict.field },
		{ status: 409, headers: { 'Cache-Control': 'no-store' } },
	);
}

/** Parses `?type=` / `categoryType`: all (default), primary or secondary. */
export function parseCategoryType(value: string | null) {
	return CategoryTypeSchema.safeParse(value ?? 'all');
}

/** Parses a difficulty value. */
export function parseDifficulty(value: string | null | undefined) {
	return DifficultySchema.safeParse(value);
}

/** A positive integer id from a route parameter. */
export function parseId(value: string | undefined): number | undefined {
	if (!value || !/^\d{1,15}$/.test(value)) return undefined;
	const id = Number(value);
	return id > 0 ? id : undefined;
}

/** The version a write was made from: If-Match carries the term's updated_at (quotes and W/ allowed). */
export function ifMatchVersion(req: Request): string | undefined {
	const header = req.headers.get('If-Match')?.trim();
	if (!header || header === '*') return undefined;
	return header.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** 409 for a write made from an older version, with the term as it now is. */
export function staleResponse(stale: GlossaryStaleError, advice: string): Response {
	return Response.json(
		{ error: `${stale.message} ${advice}`, field: 'updated_at', current: stale.current },
		{ status: 409, headers: { 'Cache-Control': 'no-store' } },
	);
}

/** A page cursor as the API hands it out: opaque to clients. */
export const encodeCursor = (cursor: ListCursor | null) =>
	cursor ? Buffer.from(JSON.stringify([cursor.term, cursor.id])).toString('base64url') : null;

export function decodeCursor(value: string): ListCursor | undefined {
	try {
		const [term, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
		return typeof term === 'string' && Number.isInteger(id)
			? { term, id: id as number }
			: undefined;
	} catch {
		return undefined;
	}
}

/** `?after=` of a filtered list: the cursor, none, or a 400 naming the parameter. */
export function readAfter(req: Request): { after?: ListCursor } | { response: Response } {
	const value = new URL(req.url).searchParams.get('after');
	if (value === null) return {};
	const after = decodeCursor(value);
	return after
		? { after }
		: {
				response: Response.json(
					{ error: 'after is not a cursor this API gave.', field: 'after' },
					{ status: 400, headers: { 'Cache-Control': 'no-store' } },
				),
			};
}

/**
 * The headers of a filtered list's page: the array holds at most LIST_PAGE_LIMIT terms, and when
 * more follow, `Link: <…?after=…>; rel="next"` says where (RFC 8288), so the answer stays the
 * plain array the API has always given.
 */
export function pageHeaders(req: Request, page: SummaryPage): Record<string, string> {
	if (!page.next) return {};
	const url = new URL(req.url);
	// Only what shapes the list: a cache-busting or unknown parameter is not carried along.
	const next = new URLSearchParams();
	const type = url.searchParams.get('type');
	if (type) next.set('type', type);
	next.set('after', encodeCursor(page.next)!);
	return { Link: `<${url.pathname}?${next}>; rel="next"` };
}

/**
 * A 301 to the one spelling of a list path that the CDN caches, when the request spelled its
 * parameter otherwise (`BEGINNER`, `%62eginner`, `Deep%20learning` encoded differently): every
 * variant would otherwise be a cache entry of its own, and a way around the cache.
 */
export function canonicalRedirect(req: Request, canonicalPath: string): Response | undefined {
	const url = new URL(req.url);
	if (url.pathname === canonicalPath) return undefined;
	return new Response(null, {
		status: 301,
		headers: { Location: `${canonicalPath}${url.search}`, 'Cache-Control': 'public, max-age=3600' },
	});
}

/**
 * The answer of a filtered list (a letter, a category, a level): `?after=` read, the page kept in
 * the read cache under `key` and the cursor, at most LIST_PAGE_LIMIT terms with a Link to the next.
 */
export async function filteredList(
	req: Request,
	db: Client,
	key: string,
	varyOn: string[],
	read: (after: ListCursor | undefined) => Promise<SummaryPage>,
): Promise<Response> {
	const after = readAfter(req);
	if ('response' in after) return after.response;
	const { text, headers } = await cachedAnswer(
		db,
		`${key}:${new URL(req.url).searchParams.get('after') ?? ''}`,
		async () => {
			const page = await read(after.after);
			return { body: page.terms, headers: pageHeaders(req, page) };
		},
	);
	return jsonText(text, {
		cache: CACHE.short,
		headers: { ...cdnCacheHeaders('glossary', [...varyOn, 'after']), ...headers },
	});
}
