/**
 * The admin form's state and its mapping to and from the API.
 *
 * The form holds every field as the text the editor types (so nothing is ever lost or
 * reformatted while editing). `formToPayload` turns it into the body of POST/PUT
 * /api/glossary/term: text trimmed, empty optional fields sent as null (a PUT replaces every
 * field, so null is how an editor clears one), comma lists normalised to "a, b", line lists to
 * one entry per line. Only the fields TermInputSchema accepts are sent (never id or dates).
 */
import type { Difficulty, Term } from '../glossary/schema.ts';
import { splitList } from '../glossary/categories.ts';
import { SLUG_PATTERN } from '../glossary/slug.ts';

/**
 * The difficulty values (the same as the schema's DIFFICULTY_LEVELS; kept here so the admin
 * bundle does not pull in zod with the schema module).
 */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly Difficulty[];

export const FORM_FIELDS = [
	'term',
	'slug',
	'aliases',
	'short_definition',
	'comprehensive_definition',
	'difficulty_level',
	'categories',
	'related_terms',
	'examples',
	'example_sentences',
	'pronunciation_us_audio',
	'pronunciation_uk_audio',
	'meta_title',
	'meta_description',
] as const;

export type FormField = (typeof FORM_FIELDS)[number];

/** Every field as editable text (difficulty as one of its values). */
export type TermFormState = { [K in Exclude<FormField, 'difficulty_level'>]: string } & { difficulty_level: Difficulty };

export type FieldErrors = Partial<Record<FormField, string>>;

/** The JSON body of a create or update. */
export type TermPayload = {
	term: string;
	slug: string | null;
	aliases: string | null;
	short_definition: string | null;
	comprehensive_definition: string;
	difficulty_level: Difficulty;
	categories: string | null;
	related_terms: string | null;
	examples: string | null;
	example_sentences: string | null;
	pronunciation_us_audio: string | null;
	pronunciation_uk_audio: string | null;
	meta_title: string | null;
	meta_description: string | null;
};

/** Maximum lengths, the same as the server's (TermInputSchema), used as maxLength on inputs. */
export const MAX_LENGTH: Record<Exclude<FormField, 'difficulty_level'>, number> = {
	term: 200,
	slug: 120,
	aliases: 1000,
	short_definition: 600,
	comprehensive_definition: 20000,
	categories: 2000,
	related_terms: 2000,
	examples: 10000,
	example_sentences: 5000,
	pronunciation_us_audio: 2000,
	pronunciation_uk_audio: 2000,
	meta_title: 200,
	meta_description: 400,
};

/** The "Add New Term" form. */
export function emptyForm(): TermFormState {
	return {
		term: '',
		slug: '',
		aliases: '',
		short_definition: '',
		comprehensive_definition: '',
		difficulty_level: 'beginner',
		categories: '',
		related_terms: '',
		examples: '',
		example_sentences: '',
		pronunciation_us_audio: '',
		pronunciation_uk_audio: '',
		meta_title: '',
		meta_description: '',
	};
}

/** The "Edit Term" form, prefilled from a stored term (null becomes empty text). */
export function termToForm(term: Term): TermFormState {
	return {
		term: term.term,
		slug: term.slug,
		aliases: term.aliases ?? '',
		short_definition: term.short_definition ?? '',
		comprehensive_definition: term.comprehensive_definition,
		difficulty_level: isDifficulty(term.difficulty_level) ? term.difficulty_level : 'beginner',
		categories: term.categories ?? '',
		related_terms: term.related_terms ?? '',
		examples: term.examples ?? '',
		example_sentences: term.example_sentences ?? '',
		pronunciation_us_audio: term.pronunciation_us_audio ?? '',
		pronunciation_uk_audio: term.pronunciation_uk_audio ?? '',
		meta_title: term.meta_title ?? '',
		meta_description: term.meta_description ?? '',
	};
}

export function isDifficulty(value: unknown): value is Difficulty {
	return (DIFFICULTIES as readonly unknown[]).includes(value);
}

const text = (value: string): string | null => value.trim() || null;

/** "a, b,, a" → "a, b" (trimmed, de-duplicated ignoring case), or null when empty. */
export function normaliseCommaList(value: string): string | null {
	const items = splitList(value);
	return items.length ? items.join(', ') : null;
}

/** One trimmed entry per line, blank lines dropped, or null when empty. */
export function normaliseLines(value: string): string | null {
	const lines = value
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean);
	return lines.length ? lines.join('\n') : null;
}

/** The API body for the form. */
export function formToPayload(form: TermFormState): TermPayload {
	return {
		term: form.term.trim(),
		slug: text(form.slug),
		aliases: normaliseCommaList(form.aliases),
		short_definition: text(form.short_definition),
		comprehensive_definition: form.comprehensive_definition.trim(),
		difficulty_level: isDifficulty(form.difficulty_level) ? form.difficulty_level : 'beginner',
		categories: normaliseCommaList(form.categories),
		related_terms: normaliseCommaList(form.related_terms),
		examples: normaliseLines(form.examples),
		example_sentences: normaliseLines(form.example_sentences),
		pronunciation_us_audio: text(form.pronunciation_us_audio),
		pronunciation_uk_audio: text(form.pronunciation_uk_audio),
		meta_title: text(form.meta_title),
		meta_description: text(form.meta_description),
	};
}

/**
 * Checks the form before sending: the required fields (SPEC section 5) and the two easy
 * format rules. Everything else is left to the server, whose 400 names the field.
 */
export function validateForm(form: TermFormState): FieldErrors {
	const errors: FieldErrors = {};
	if (!form.term.trim()) errors.term = 'Enter the term.';
	if (!form.comprehensive_definition.trim()) errors.comprehensive_definition = 'Enter the comprehensive definition.';
	const slug = form.slug.trim();
	if (slug && !SLUG_PATTERN.test(slug)) {
		errors.slug = 'Use only lowercase letters, digits and single hyphens, or leave it empty.';
	}
	for (const field of ['pronunciation_us_audio', 'pronunciation_uk_audio'] as const) {
		const url = form[field].trim();
		if (url && !/^https?:\/\/\S+$/i.test(url) && !url.startsWith('/')) {
			errors[field] = 'Enter an http(s) URL or a site path starting with /.';
		}
	}
	return errors;
}

/** Whether the editor changed anything compared with where the form started. */
export function isDirty(form: TermFormState, initial: TermFormState): boolean {
	return FORM_FIELDS.some((field) => form[field] !== initial[field]);
}

/** Narrows a field name from a server error (`{ error, field }`) to a form field. */
export function asFormField(field: string | undefined): FormField | undefined {
	return (FORM_FIELDS as readonly string[]).includes(field ?? '') ? (field as FormField) : undefined;
}
