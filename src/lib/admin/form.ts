/**
 * The admin form's state and its mapping to and from the API, derived from the term model
 * (src/lib/glossary/term-model.ts): which fields exist, their order, labels, limits and defaults.
 *
 * The form holds every field as the text the editor types (so nothing is ever lost or
 * reformatted while editing). `formToPayload` turns it into the body of POST/PUT
 * /api/glossary/term: text trimmed, empty optional fields sent as null (a PUT replaces every
 * field, so null is how an editor clears one), comma lists normalised to "a, b", line lists to
 * one entry per line. Only model fields are sent (never id or dates).
 */
import { DIFFICULTY_LEVELS, type Difficulty } from '../glossary/constants.ts';
import { normaliseField } from '../glossary/field-rules.ts';
import {
	FIELD_DEFAULTS,
	FIELD_NAMES,
	FORM_GROUPS,
	TERM_FIELDS,
	type FieldName,
	type Term,
	type TermFormState,
	type TermInput,
} from '../glossary/term-model.ts';

export type { TermFormState };
export type FormField = FieldName;
export type FieldErrors = Partial<Record<FormField, string>>;

/** Every field, in the order the form shows them: by section, then in model order. */
export const FORM_FIELDS: readonly FormField[] = FORM_GROUPS.flatMap((group) =>
	FIELD_NAMES.filter((name) => TERM_FIELDS[name].group === group),
);

/** Maximum lengths of the text inputs: the model's limits, the same as the server's. */
export const MAX_LENGTH = Object.fromEntries(
	FIELD_NAMES.filter((name) => name !== 'difficulty_level').map((name) => [
		name,
		TERM_FIELDS[name].max,
	]),
) as Record<Exclude<FormField, 'difficulty_level'>, number>;

/** The "Add New Term" form. */
export function emptyForm(): TermFormState {
	const form = Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as TermFormState;
	form.difficulty_level = FIELD_DEFAULTS.difficulty_level;
	return form;
}

/** The "Edit Term" form, prefilled from a stored term (null becomes empty text). */
export function termToForm(term: Term): TermFormState {
	const form = Object.fromEntries(
		FIELD_NAMES.map((name) => [name, term[name] ?? '']),
	) as TermFormState;
	form.difficulty_level = isDifficulty(term.difficulty_level)
		? term.difficulty_level
		: FIELD_DEFAULTS.difficulty_level;
	return form;
}

function isDifficulty(value: unknown): value is Difficulty {
	return (DIFFICULTY_LEVELS as readonly unknown[]).includes(value);
}

/** The API body for the form. A value the model would refuse is sent as typed, for the server to name. */
export function formToPayload(form: TermFormState): TermInput {
	const payload = {} as Record<FieldName, string | null>;
	for (const name of FIELD_NAMES) {
		const result = normaliseField(name, form[name]);
		payload[name] = result.ok ? result.value : form[name].trim() || null;
	}
	if (!isDifficulty(payload.difficulty_level))
		payload.difficulty_level = FIELD_DEFAULTS.difficulty_level;
	return payload as TermInput;
}

/** Messages in the editor's words for the rules they meet most. */
const FRIENDLY: Partial<Record<FieldName, string>> = {
	slug: 'Use only lowercase letters, digits and single hyphens, or leave it empty.',
	pronunciation_us_audio: 'Enter an https URL or a path on this site starting with /.',
	pronunciation_uk_audio: 'Enter an https URL or a path on this site starting with /.',
};

/**
 * Checks the form before sending, with the same rules as the server (the term model): the
 * required fields, formats, limits and characters. The server still checks everything.
 */
export function validateForm(form: TermFormState): FieldErrors {
	const errors: FieldErrors = {};
	for (const name of FORM_FIELDS) {
		const spec = TERM_FIELDS[name];
		const value = form[name];
		if (spec.api === 'required' && !value.trim()) {
			errors[name] = `Enter the ${spec.label.toLowerCase()}.`;
			continue;
		}
		const result = normaliseField(name, value);
		if (!result.ok) errors[name] = FRIENDLY[name] ?? `${spec.label} ${result.message}.`;
	}
	return errors;
}

/** Whether the editor changed anything compared with where the form started. */
export function isDirty(form: TermFormState, initial: TermFormState): boolean {
	return FORM_FIELDS.some((field) => form[field] !== initial[field]);
}

/** Narrows a field name from a server error (`{ error, field }`) to a form field. */
export function asFormField(field: string | undefined): FormField | undefined {
	return (FORM_FIELDS as readonly string[]).includes(field ?? '')
		? (field as FormField)
		: undefined;
}
