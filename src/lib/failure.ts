/**
 * Turns a failed call into what a screen shows: a calm, useful explanation for the reader rather
 * than silence (the server's reason, or a plain-language one), prefixed with the failure's name
 * in `message` ("Failed to create term: …"), plus what the admin screen acts on: whether the
 * token was refused and which field the server named. Islands show it with FailureNote.
 */
import { ApiError, NamedFailure } from './api-client.ts';
import type { Term } from './glossary/term-model.ts';

export interface FailureInfo {
	/** The failure's name, e.g. "Failed to create term". */
	name: string;
	status?: number;
	/** The field a 400/409 names. */
	field?: string;
	/** The server's reason, or a plain-language one. */
	detail: string;
	/** "Failed to create term: A term named "X" already exists." */
	message: string;
	/** 401: the token was missing or wrong. */
	unauthorized: boolean;
	/** 409 on an update made from an older version: the term as it is now. */
	stale?: Term;
}

export function describeFailure(
	error: unknown,
	fallbackName = 'Something went wrong',
): FailureInfo {
	const name = error instanceof NamedFailure ? error.message : fallbackName;
	const cause = error instanceof NamedFailure ? error.cause : error;
	let detail: string;
	let status: number | undefined;
	let field: string | undefined;
	let stale: Term | undefined;
	if (cause instanceof ApiError) {
		status = cause.status;
		if (status === 409 && cause.field === 'updated_at')
			stale = (cause.body as { current?: Term }).current;
		field = status === 400 || status === 409 ? cause.field : undefined;
		// A 5xx other than 503 is our own bug: its body says nothing useful to a reader.
		detail = cause.body && (status < 500 || status === 503) ? cause.detail : statusDetail(status);
	} else if (cause instanceof TypeError) {
		detail = 'The server could not be reached. Check your connection and try again.';
	} else {
		detail = cause instanceof Error && cause.message ? cause.message : 'Please try again.';
	}
	return {
		name,
		status,
		field,
		detail,
		message: `${name}: ${detail}`,
		unauthorized: status === 401,
		...(stale ? { stale } : {}),
	};
}

function statusDetail(status: number): string {
	if (status === 401) return 'The admin token was not accepted.';
	if (status === 404) return 'It no longer exists; it may have been renamed or deleted elsewhere.';
	if (status === 413) return 'The term is too large to save.';
	if (status === 503) return 'The service is not available right now. Please try again later.';
	if (status >= 500)
		return `The server had a problem (status ${status}). Please try again in a moment.`;
	return `The server answered ${status}.`;
}
