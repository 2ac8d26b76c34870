/**
 * A failed admin write as the term form needs it: the general description (src/lib/failure.ts),
 * with the field the server named kept only when the form has it, so the error can sit under it.
 */
import { describeFailure, type FailureInfo } from '../failure.ts';
import { asFormField, type FormField } from './form.ts';

export interface WriteFailure extends Omit<FailureInfo, 'field'> {
	/** The form field a 400/409 names. */
	field?: FormField;
}

export function describeWriteFailure(error: unknown, fallbackName?: string): WriteFailure {
	const info = describeFailure(error, fallbackName);
	return { ...info, field: asFormField(info.field) };
}
