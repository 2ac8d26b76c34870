/**
 * An editor's write to the glossary, done the same way by every write route: its body read (the
 * fields a schema validates, beside the editor's change note), the write run, and once it
 * succeeds, published (src/server/term-page.ts). A write the glossary refuses answers 409 (or
 * 400, 404 for a restore) naming the field.
 */
import { z, type ZodError, type ZodType } from 'zod';
import { getDb, type Client } from './db.ts';
import { GlossaryRefusal, GlossaryStaleError } from './glossary-repo.ts';
import { CACHE, error, fieldError, json, readJsonBody } from './http.ts';
import type { Call } from './route.ts';
import { publishWrite } from './term-page.ts';
import { MAX_CHANGE_NOTE, type ChangeInfo } from './term-revisions.ts';

/** What a write's body must hold besides the change note, and how to say so (`what`). */
export interface WriteBody<Input> {
	schema: ZodType<Input>;
	what: string;
	/** Every field is optional: no body at all is an empty object. */
	optional?: boolean;
}

/**
 * Runs `write` with the body's fields and the change (the editor, the note). It answers either a
 * Response (a term not found) or the id of the term it changed and the response to give once the
 * write is published.
 */
export async function glossaryWrite<Input>(
	{ req, context, editor }: Call<unknown>,
	body: WriteBody<Input>,
	staleAdvice: string,
	write: (
		db: Client,
		input: Input,
		change: ChangeInfo,
	) => Promise<Response | { id: number; response: Response }>,
): Promise<Response> {
	const read = await readChange(req, body);
	if ('response' in read) return read.response;
	const db = await getDb();
	try {
		const done = await write(db, read.input, { editor, ...read.note });
		if (done instanceof Response) return done;
		await publishWrite(req, context, db, done.id);
		return done.response;
	} catch (cause) {
		return refusedWrite(cause, staleAdvice);
	}
}

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

/**
 * `change_note` (optional text, shown in history) and `show_editor` (optional: show the editor's
 * name in the public change log), which a write's body may carry beside its fields.
 */
const ChangeNoteSchema = z.object({
	change_note: z
		.string({ error: 'change_note must be text.' })
		.trim()
		.max(MAX_CHANGE_NOTE, `change_note must be at most ${MAX_CHANGE_NOTE} characters.`)
		.nullish()
		.transform((note) => note?.normalize('NFC') || null),
	show_editor: z.boolean({ error: 'show_editor must be true or false.' }).optional(),
});

/**
 * Reads a write's body, a JSON object: the fields `schema` validates, and beside them the
 * editor's change note. Anything else answers 400 (or 413, 415) saying what the body must be.
 */
export async function readChange<Input>(
	req: Request,
	{ schema, what, optional = false }: WriteBody<Input>,
): Promise<{ input: Input; note: Omit<ChangeInfo, 'editor'> } | { response: Response }> {
	const body = await readJsonBody(req, undefined, { optional });
	if ('response' in body) return body;
	const value = body.value === undefined ? {} : body.value;
	if (typeof value !== 'object' || value === null || Array.isArray(value))
		return { response: error(400, `The request body must be a JSON object of ${what}.`) };
	const { change_note, show_editor, ...fields } = value as Record<string, unknown>;
	const note = ChangeNoteSchema.safeParse({ change_note, show_editor });
	if (!note.success) {
		const issue = note.error.issues[0]!;
		return { response: fieldError(String(issue.path[0]), issue.message) };
	}
	const parsed = schema.safeParse(fields);
	if (!parsed.success) return { response: validationError(parsed.error) };
	return {
		input: parsed.data,
		note: { note: note.data.change_note, showEditor: note.data.show_editor },
	};
}

/** The body of a write that takes nothing but the change note (a DELETE). */
export const NO_FIELDS: WriteBody<object> = {
	schema: z.strictObject({}),
	what: 'change_note and show_editor',
	optional: true,
};

/**
 * The answer to a write the glossary refused, naming the field: a duplicate term or slug (409), a
 * write made from an older version (409 with the term as it now is, and `staleAdvice`), a restore
 * that cannot be (400, 404, 409). Anything else is thrown again.
 */
export function refusedWrite(cause: unknown, staleAdvice: string): Response {
	const refusal = (status: number, body: Record<string, unknown>) =>
		json(body, { status, cache: CACHE.none });
	if (cause instanceof GlossaryRefusal)
		return refusal(cause.status, { error: cause.message, field: cause.field });
	if (cause instanceof GlossaryStaleError)
		return refusal(409, {
			error: `${cause.message} ${staleAdvice}`,
			field: 'updated_at',
			current: cause.current,
		});
	throw cause;
}

/** The version a write was made from: If-Match carries the term's updated_at (quotes and W/ allowed). */
export function ifMatchVersion(req: Request): string | undefined {
	const header = req.headers.get('If-Match')?.trim();
	if (!header || header === '*') return undefined;
	return header.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}
