/**
 * Glossary validation derived from the term model (term-model.ts): what a write accepts
 * (`TermInputSchema`) and what a term file in content/glossary/terms holds (`TermFileSchema`).
 * Both apply the model's rules through `normaliseField`, so anything the API accepts a file can
 * hold, and the reverse. Islands import only types from here (type imports are erased), so zod
 * and KaTeX never reach a browser bundle.
 */
import { z } from 'zod';
import {
	CATEGORY_TYPES,
	DIFFICULTY_LEVELS,
	type CategoryType,
	type Difficulty,
} from './constants.ts';
import { mathsProblem } from '../maths/render.ts';
import { isMathsField } from '../maths/syntax.ts';
import { liftPronunciation } from './pronunciation.ts';
import {
	FIELD_NAMES,
	TERM_FIELDS,
	isListField,
	termToFileData,
	type FieldName,
	type Term,
	type TermFile,
	type TermInput,
} from './term-model.ts';
import { normaliseField } from './field-rules.ts';

export { CATEGORY_TYPES, DIFFICULTY_LEVELS, type CategoryType, type Difficulty };
export { type Term, type TermFile, type TermInput } from './term-model.ts';

/** A term with its related terms resolved to names (term detail). */
export interface TermDetail extends Term {
	related: { slug: string; term: string }[];
}

export type { Suggestion, TermSummary } from './term-summary.ts';

export interface CategoryEntry {
	category: string;
	type: 'primary' | 'secondary';
	count: number;
	parentCategory?: string;
}

export interface LetterEntry {
	letter: string;
	count: number;
}

/**
 * A formula the site cannot typeset (KaTeX cannot parse it, or dollar amounts read as one) in a
 * field that takes formulas: the message, or null. Lists are checked entry by entry.
 */
function formulaProblem(name: FieldName, value: string | null): string | null {
	if (!value || !isMathsField(name) || !value.includes('$')) return null;
	const texts = TERM_FIELDS[name].kind === 'line-list' ? value.split('\n') : [value];
	for (const text of texts) {
		const problem = mathsProblem(text);
		if (problem) return problem;
	}
	return null;
}

/** A zod field that runs the model's rules and reports their message as a zod issue. */
function modelField(name: FieldName, requiredInFile = false) {
	return z
		.unknown()
		.optional()
		.transform((raw, ctx) => {
			if (requiredInFile && (raw === undefined || raw === null || raw === '')) {
				ctx.addIssue({ code: 'custom', message: 'is required' });
				return z.NEVER;
			}
			const result = normaliseField(name, raw);
			if (!result.ok) {
				ctx.addIssue({ code: 'custom', message: result.message });
				return z.NEVER;
			}
			const formula = formulaProblem(name, result.value);
			if (formula) {
				ctx.addIssue({ code: 'custom', message: formula });
				return z.NEVER;
			}
			return result.value;
		});
}

/**
 * Fields that passed the model's rules, so each value is of its field's type (a difficulty, a
 * required text), as a term: a "Pronunciation:" paragraph of the definition, the form SPEC clients
 * send, becomes the pronunciation field.
 */
const asTermInput = (fields: object): TermInput => liftPronunciation(fields as TermInput);

/** The body of POST /api/glossary/term and PUT /api/glossary/term/{id}. Unknown fields are refused. */
export const TermInputSchema = z
	.object(
		Object.fromEntries(FIELD_NAMES.map((name) => [name, modelField(name)])) as Record<
			FieldName,
			ReturnType<typeof modelField>
		>,
	)
	.strict()
	.transform(asTermInput) satisfies z.ZodType<TermInput, unknown>;

/** A term file's list must be a JSON array (the file form); text fields are strings. */
function fileField(name: FieldName) {
	const base = modelField(name, TERM_FIELDS[name].file === 'required');
	if (!isListField(name)) return base;
	return z
		.unknown()
		.optional()
		.superRefine((raw, ctx) => {
			if (raw !== undefined && !Array.isArray(raw))
				ctx.addIssue({ code: 'custom', message: 'must be a list (a JSON array)' });
		})
		.pipe(base);
}

/**
 * A term file in content/glossary/terms/<slug>.json, parsed to the file form (lists as arrays).
 * `updated_at` is the database version the file was exported from (written by glossary:export).
 * A file keeps its pronunciation note in its field: a "Pronunciation:" paragraph is read as written,
 * and `npm run glossary:lint` names it.
 */
export const TermFileSchema = z
	.object({
		...(Object.fromEntries(FIELD_NAMES.map((name) => [name, fileField(name)])) as Record<
			FieldName,
			ReturnType<typeof modelField>
		>),
		updated_at: z.iso
			.datetime({ message: 'must be an ISO date-time such as 2026-01-31T12:00:00.000Z' })
			.optional(),
	})
	.strict()
	.transform(({ updated_at, ...fields }) =>
		termToFileData({ ...(fields as TermInput), updated_at }),
	) satisfies z.ZodType<TermFile, unknown>;
