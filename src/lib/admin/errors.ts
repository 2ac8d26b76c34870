/**
 * Turns a failed admin call into what the screen needs: whether the token was refused, the
 * form field the server named, and a calm, useful message for the editor rather than silence,
 * prefixed with the failure's name ("Failed to create term: …").
 */
import { ApiError, NamedFailure } from '../api-client.ts';
import type { Term } from '../glossary/term-model.ts';
import { asFormField, type FormField } from './form.ts';

export interface FailureInfo {
	/** The failure's name, e.g. "Failed to create term". */
	name: string;
	status?: number;
	/** The form field a 400/409 names. */
	field?: FormField;
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
	let field: FormField | undefined;
	let stale: Term | undefined;
	if (cause instanceof ApiError) {
		status = cause.status;
		if (status === 409 && cause.field === 'updated_at')
			stale = (cause.body as { current?: Term }).current;
		field = status === 400 || status === 409 ? asFormField(cause.field) : undefined;
		detail = cause.body ? cause.detail : statusDetail(status);
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
	if (status === 404) return 'The term no longer exists. It may have been deleted elsewhere.';
	if (status === 413) return 'The term is too large to save.';
	if (status === 503) return 'Editing is not available on this deployment.';
	if (status >= 500) return 'The server had a problem. Please try again in a moment.';
	return `The server answered ${status}.`;
}
