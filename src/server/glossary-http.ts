/** Request parsing shared by the glossary functions. */
import type { ZodError } from 'zod';
import {
	CategoryTypeSchema,
	DifficultySchema,
	TermInputSchema,
	type TermInput,
} from '../lib/glossary/schema.ts';
import { error, readJsonBody } from './http.ts';
import { GlossaryConflictError } from './glossary-repo.ts';

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

/** Reads and validates a term body. */
export async function readTermInput(
	req: Request,
): Promise<{ input: TermInput } | { response: Response }> {
	const body = await readJsonBody(req);
	if ('response' in body) return body;
	if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
		return { response: error(400, 'The request body must be a JSON object of term fields.') };
	}
	const parsed = TermInputSchema.safeParse(body.value);
	if (!parsed.success) return { response: validationError(parsed.error) };
	return { input: parsed.data };
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
