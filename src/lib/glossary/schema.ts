/**
 * Glossary term shapes: what the API returns (`Term`, `TermSummary`), what a write accepts
 * (`TermInputSchema`) and what a seed file in content/glossary/terms holds (`TermFileSchema`).
 */
import { z } from 'zod';
import { isTaxonomyCategory } from './taxonomy.ts';
import { parseCategory, splitList } from './categories.ts';
import { SLUG_PATTERN } from './slug.ts';

import { CATEGORY_TYPES, DIFFICULTY_LEVELS, type CategoryType, type Difficulty } from './constants.ts';

export { CATEGORY_TYPES, DIFFICULTY_LEVELS, type CategoryType, type Difficulty };
export const DifficultySchema = z.enum(DIFFICULTY_LEVELS);
export const CategoryTypeSchema = z.enum(CATEGORY_TYPES);

/** A full term as the API returns it. List fields are SPEC's comma-separated (or newline) text. */
export interface Term {
	id: number;
	term: string;
	slug: string;
	/** Comma-separated acronyms and synonyms. */
	aliases: string;
	short_definition: string | null;
	comprehensive_definition: string;
	pronunciation_uk_audio: string | null;
	pronunciation_us_audio: string | null;
	/** One example per line. */
	examples: string | null;
	/** One sentence per line. */
	example_sentences: string | null;
	difficulty_level: Difficulty;
	/** Comma-separated `Primary:Secondary` entries. */
	categories: string | null;
	/** Comma-separated slugs of related terms. */
	related_terms: string | null;
	meta_title: string | null;
	meta_description: string | null;
	created_at: string;
	updated_at: string;
}

/** A term with its related terms resolved to names (term detail). */
export interface TermDetail extends Term {
	related: { slug: string; term: string }[];
}

/** What list endpoints return for each term: enough for a card. */
export interface TermSummary {
	id: number;
	term: string;
	slug: string;
	aliases: string;
	short_definition: string | null;
	/** Only when there is no short definition (cards fall back to it), cut to 400 characters. */
	comprehensive_definition?: string;
	difficulty_level: Difficulty;
	categories: string | null;
}

export interface Suggestion {
	id: number;
	term: string;
	slug: string;
	short_definition: string | null;
	/** The alias the query matched, when it matched an alias rather than the term. */
	matched_alias?: string;
}

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

/* --- Write validation --- */

const optionalText = (max: number) =>
	z
		.string()
		.max(max, `must be at most ${max} characters`)
		.nullish()
		.transform((value) => (value && value.trim() ? value.trim() : null));

const optionalUrl = z
	.string()
	.trim()
	.max(2000)
	.nullish()
	.transform((value) => value || null)
	.refine((value) => value === null || /^https?:\/\/\S+$/i.test(value) || value.startsWith('/'), {
		message: 'must be an http(s) URL or a site path',
	});

/** Accepts comma-separated text or an array; returns normalised comma-separated text or null. */
const commaList = (max: number) =>
	z
		.union([z.string().max(max, `must be at most ${max} characters`), z.array(z.string().max(200)).max(100)])
		.nullish()
		.transform((value) => {
			const items = Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : splitList(value);
			return items.length ? items.join(', ') : null;
		});

/** Accepts newline-separated text or an array; returns newline-separated text or null. */
const lineList = (max: number) =>
	z
		.union([z.string().max(max, `must be at most ${max} characters`), z.array(z.string().max(2000)).max(50)])
		.nullish()
		.transform((value) => {
			const items = (Array.isArray(value) ? value : (value ?? '').split('\n')).map((v) => v.trim()).filter(Boolean);
			return items.length ? items.join('\n') : null;
		});

/** The body of POST /api/glossary/term and PUT /api/glossary/term/{id}. Unknown fields are refused. */
export const TermInputSchema = z
	.object({
		term: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
		slug: z
			.string()
			.trim()
			.max(120, 'must be at most 120 characters')
			.nullish()
			.transform((value) => value || null)
			.refine((value) => value === null || SLUG_PATTERN.test(value), {
				message: 'may contain only lowercase letters, digits and single hyphens',
			}),
		aliases: commaList(1000),
		short_definition: optionalText(600),
		comprehensive_definition: z
			.string()
			.trim()
			.min(1, 'is required')
			.max(20000, 'must be at most 20000 characters'),
		pronunciation_uk_audio: optionalUrl,
		pronunciation_us_audio: optionalUrl,
		examples: lineList(10000),
		example_sentences: lineList(5000),
		difficulty_level: z
			.enum(DIFFICULTY_LEVELS, { message: 'must be beginner, intermediate or advanced' })
			.nullish()
			.transform((value) => value ?? 'beginner'),
		categories: commaList(2000).refine(
			(value) => !value || splitList(value).every((entry) => parseCategory(entry).primary && !entry.endsWith(':')),
			{ message: "entries must be 'Primary:Secondary' or a single category name" },
		),
		related_terms: commaList(2000),
		meta_title: optionalText(200),
		meta_description: optionalText(400),
	})
	.strict();

export type TermInput = z.output<typeof TermInputSchema>;

/* --- Seed files --- */

/** A term file in content/glossary/terms/<slug>.json (stricter than the API: editorial rules). */
export const TermFileSchema = z
	.object({
		term: z.string().min(1).max(200),
		slug: z.string().regex(SLUG_PATTERN),
		/** Stored as comma-separated text, so an alias cannot contain a comma. */
		aliases: z.array(z.string().min(1).refine((alias) => !alias.includes(','), { message: 'must not contain a comma' })).default([]),
		short_definition: z.string().min(20).max(400),
		comprehensive_definition: z.string().min(150),
		examples: z.array(z.string().min(1)).min(1),
		example_sentences: z.array(z.string().min(1)).min(1).max(3),
		difficulty_level: DifficultySchema,
		categories: z
			.array(z.string().refine(isTaxonomyCategory, { message: 'is not a Primary:Secondary category of the taxonomy' }))
			.min(1)
			.max(3),
		related_terms: z.array(z.string().regex(SLUG_PATTERN)).min(1).max(8),
		meta_title: z.string().min(5).max(90),
		meta_description: z.string().min(20).max(200),
		pronunciation_us_audio: z.string().nullish(),
		pronunciation_uk_audio: z.string().nullish(),
	})
	.strict();

export type TermFile = z.infer<typeof TermFileSchema>;

/** Maps a seed file to a write input (arrays become SPEC's text fields). */
export function termFileToInput(file: TermFile): TermInput {
	return TermInputSchema.parse({
		...file,
		aliases: file.aliases,
		categories: file.categories,
		related_terms: file.related_terms,
	});
}
