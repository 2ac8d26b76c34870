/** Request parsing shared by the glossary functions. */
import { z, type ZodError, type ZodType } from 'zod';
import { CATEGORY_TYPES, DIFFICULTY_LEVELS } from '../lib/glossary/schema.ts';
import { cdnCacheHeaders } from './cdn-cache.ts';
import { getDb, type Client } from './db.ts';
import { CACHE, error, fieldError, json, jsonText, readJsonBody } from './http.ts';
import { cachedAnswer } from './read-cache.ts';
import {
	GlossaryConflictError,
	GlossaryStaleError,
	type ListCursor,
	type SummaryPage,
} from './glossary-repo.ts';
import { RestoreError } from './term-history.ts';
import { MAX_CHANGE_NOTE, type ChangeInfo } from './term-revisions.ts';

/** Turns the first zod issue into a 400 naming the field and the reason. */
export function validationError(zodError: ZodError): Response {
	const issue = zodError.issues[0]!;
	if (issue.code === 'unrecognized_keys')
		return fieldError(
			issue.keys[0]!,
			`Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`,
		);
	const field = issue.path.join('.');
	const message = field ? `${field} ${issue.message}` : issue.message;
	return fieldError(field, message.charAt(0).toUpperCase() + message.slice(1) + '.');
}

/** What an editor may say about a write besides the term's fields (src/server/term-revisions.ts). */
export type ChangeNote = Omit<ChangeInfo, 'editor'>;

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
 * Reads a write's body, a JSON object: the fields `schema` validates, and beside them the
 * editor's change note. Anything else answers 400 (or 413, 415) saying what the body must be
 * (`what`). With `optional` (every field optional), no body at all is an empty object.
 */
export async function readChange<Input>(
	req: Request,
	schema: ZodType<Input>,
	what: string,
	{ optional = false }: { optional?: boolean } = {},
): Promise<{ input: Input; note: ChangeNote } | { response: Response }> {
	const body = await readJsonBody(req, undefined, { optional });
	if ('response' in body) return body;
	const value = body.value === undefined ? {} : body.value;
	if (typeof value !== 'object' || value === null || Array.isArray(value))
		return { response: error(400, `The request body must be a JSON object of ${what}.`) };
	const taken = takeChangeNote(value as Record<string, unknown>);
	if ('response' in taken) return taken;
	const parsed = schema.safeParse(taken.rest);
	if (!parsed.success) return { response: validationError(parsed.error) };
	return { input: parsed.data, note: taken.note };
}

/** The body of a write that takes nothing but the change note (a DELETE). */
export const NO_FIELDS = z.strictObject({});

/**
 * The answer to a write the glossary refused, naming the field: a duplicate term or slug (409), a
 * write made from an older version (409 with the term as it now is, and `staleAdvice`), a restore
 * that cannot be (src/server/term-history.ts). Anything else is thrown again.
 */
export function refusedWrite(cause: unknown, staleAdvice: string): Response {
	const refusal = (status: number, body: Record<string, unknown>) =>
		json(body, { status, cache: CACHE.none });
	if (cause instanceof GlossaryConflictError)
		return refusal(409, { error: cause.message, field: cause.field });
	if (cause instanceof GlossaryStaleError)
		return refusal(409, {
			error: `${cause.message} ${staleAdvice}`,
			field: 'updated_at',
			current: cause.current,
		});
	if (cause instanceof RestoreError)
		return refusal(cause.status, { error: cause.message, field: cause.field });
	throw cause;
}

/** A positive integer id from a route parameter. */
export function parseId(value: string | undefined): number | undefined {
	if (!value || !/^\d{1,15}$/.test(value)) return undefined;
	const id = Number(value);
	return id > 0 ? id : undefined;
}

/** A path or query value that must be a whole number ≥ 1 (an id, a revision). */
export const wholeNumber = (message: string) =>
	z
		.string({ error: message })
		.refine((value) => parseId(value) !== undefined, message)
		.transform(Number);

/** `?limit=`: how many to answer, from 1 to `max`. */
export const pageSize = (max: number, message = `limit must be a whole number from 1 to ${max}.`) =>
	wholeNumber(message)
		.refine((limit) => limit <= max, message)
		.optional();

const DIFFICULTY = 'The difficulty must be beginner, intermediate or advanced.';

/** A level of difficulty, in any case. */
export const difficultyParam = z
	.string({ error: DIFFICULTY })
	.toLowerCase()
	.pipe(z.enum(DIFFICULTY_LEVELS, { error: DIFFICULTY }));

/** Which of a term's categories count: all (when absent or empty), primary or secondary. */
export const categoryTypeParam = z.preprocess(
	(value) => value || undefined,
	z.enum(CATEGORY_TYPES, { error: 'The type must be all, primary or secondary.' }).default('all'),
);

/** A term's slug as a path parameter. */
export const slugParam = z
	.string({ error: 'The term slug is not valid URL encoding.' })
	.min(1, 'The term slug is empty.');

/** The version a write was made from: If-Match carries the term's updated_at (quotes and W/ allowed). */
export function ifMatchVersion(req: Request): string | undefined {
	const header = req.headers.get('If-Match')?.trim();
	if (!header || header === '*') return undefined;
	return header.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** A page cursor as the API hands it out: opaque to clients. */
export const encodeCursor = (cursor: ListCursor | null) =>
	cursor ? Buffer.from(JSON.stringify([cursor.term, cursor.id])).toString('base64url') : null;

function decodeCursor(value: string): ListCursor | undefined {
	try {
		const [term, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
		return typeof term === 'string' && Number.isInteger(id)
			? { term, id: id as number }
			: undefined;
	} catch {
		return undefined;
	}
}

/** `?after=`: where the page starts, a cursor this API gave; none when absent or empty. */
export const afterParam = z
	.string()
	.optional()
	.refine((value) => !value || decodeCursor(value), 'after is not a cursor this API gave.')
	.transform((value) => (value ? decodeCursor(value) : undefined));

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
 * A glossary read kept in the read cache (src/server/read-cache.ts) under `key`, and cached for a
 * short while by browsers and the CDN, which tells answers apart by the `varyOn` query parameters.
 */
export async function cachedRead(
	key: string,
	varyOn: string[],
	produce: (db: Client) => Promise<{ body: unknown; headers?: Record<string, string> }>,
): Promise<Response> {
	const db = await getDb();
	const { text, headers } = await cachedAnswer(db, key, () => produce(db));
	return jsonText(text, {
		cache: CACHE.short,
		headers: { ...cdnCacheHeaders('glossary', varyOn), ...headers },
	});
}

/**
 * The answer of a filtered list (a letter, a category, a level): the page from `after`, kept in
 * the read cache under `key` and the cursor, at most LIST_PAGE_LIMIT terms with a Link to the next.
 */
export async function filteredList(
	req: Request,
	key: string,
	varyOn: string[],
	after: ListCursor | undefined,
	read: (db: Client) => Promise<SummaryPage>,
): Promise<Response> {
	return cachedRead(
		`${key}:${encodeCursor(after ?? null) ?? ''}`,
		[...varyOn, 'after'],
		async (db) => {
			const page = await read(db);
			return { body: page.terms, headers: pageHeaders(req, page) };
		},
	);
}
