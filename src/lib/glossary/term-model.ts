/**
 * The glossary term model: every field of a term, declared once.
 *
 * Everything else about a term's shape is derived from `TERM_FIELDS`: the API input schema and the
 * term-file schema (schema.ts), the TypeScript types below, the admin form's fields, labels, limits
 * and defaults (src/islands/admin/TermForm.tsx), the repository's column lists and row mapping
 * (src/server/glossary/term-rows.ts) and the export to files. Adding a field is a change here plus a
 * numbered migration in src/server/migrations; `term-model.test.ts` proves the derived pieces agree.
 *
 * This module has no dependencies (no zod), so islands can import it without growing their bundle.
 * Editorial quality rules (minimum lengths, related-term counts…) are not here: they are advice,
 * reported by `npm run glossary:lint` (lint.ts), and never stop a term from being saved or loaded.
 */
import { splitLines, splitList } from './categories.ts';
import type { Difficulty } from './constants.ts';

/**
 * How a field is stored and edited:
 * - `text`: free text (`multiline` allows newlines and tabs);
 * - `slug`: lowercase ASCII words joined by hyphens;
 * - `url`: a same-site path or an https URL;
 * - `difficulty`: one of DIFFICULTY_LEVELS;
 * - `comma-list`: stored as comma-separated text (the API's form), a JSON array in term files;
 * - `line-list`: stored one entry per line, a JSON array in term files.
 */
export type FieldKind = 'text' | 'slug' | 'url' | 'difficulty' | 'comma-list' | 'line-list';

/** The admin form's sections, in display order. */
export const FORM_GROUPS = [
	'Name',
	'Definitions',
	'Classification',
	'Examples',
	'Pronunciation',
	'Search engines',
] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

export interface FieldSpec {
	kind: FieldKind;
	/** Most characters the stored value may have (a list: its stored text). */
	max: number;
	/** Lists: most characters of one entry, and most entries. */
	itemMax?: number;
	maxItems?: number;
	/** Text kinds: newlines and tabs allowed. */
	multiline?: boolean;
	/** Whether the API (and so the admin form) requires a value. */
	api: 'required' | 'optional';
	/** Whether a term file must hold a value. */
	file: 'required' | 'optional';
	/** Entries of a comma list must be categories (`Primary:Secondary` or one name). */
	items?: 'category';
	/** Admin form. */
	label: string;
	group: FormGroup;
	hint?: string;
	control: 'input' | 'textarea' | 'select' | 'url';
	rows?: number;
	/** Monospace input (slugs). */
	mono?: boolean;
	/** Takes half the form's width on wide screens (short values). */
	half?: boolean;
	/** The column is NOT NULL: a stored term always has a value (an empty list is ''). */
	notNull?: boolean;
}

/** Every editable field, in the order term files list them. */
export const TERM_FIELDS = {
	term: {
		kind: 'text',
		max: 200,
		api: 'required',
		file: 'required',
		label: 'Term',
		group: 'Name',
		control: 'input',
		half: true,
	},
	slug: {
		kind: 'slug',
		max: 120,
		api: 'optional',
		file: 'required',
		label: 'Slug',
		group: 'Name',
		control: 'input',
		mono: true,
		half: true,
		notNull: true,
	},
	aliases: {
		kind: 'comma-list',
		max: 1000,
		itemMax: 200,
		maxItems: 50,
		api: 'optional',
		file: 'optional',
		label: 'Aliases',
		group: 'Name',
		hint: 'Optional: abbreviations, synonyms and other spellings, comma-separated, e.g. LLM, large language model.',
		control: 'input',
		notNull: true,
	},
	short_definition: {
		kind: 'text',
		max: 600,
		api: 'optional',
		file: 'optional',
		label: 'Short definition',
		group: 'Definitions',
		hint: 'Optional: one or two sentences shown on term cards and in the admin list.',
		control: 'textarea',
		rows: 3,
	},
	comprehensive_definition: {
		kind: 'text',
		max: 20000,
		multiline: true,
		api: 'required',
		file: 'required',
		label: 'Comprehensive definition',
		group: 'Definitions',
		hint: 'The full explanation. Separate paragraphs with a blank line. Formulas in TeX: $…$ within a sentence, e.g. $\\sqrt{d_k}$, or a paragraph of its own between lines holding only $$. Write a dollar sign as \\$, e.g. \\$100 million.',
		control: 'textarea',
		rows: 8,
	},
	pronunciation: {
		kind: 'text',
		max: 500,
		api: 'optional',
		file: 'optional',
		label: 'Pronunciation note',
		group: 'Pronunciation',
		hint: 'Optional, only when the spelling does not tell how to say the term: a respelling with the stressed syllable in capitals, e.g. KOO-duh, or EP-ik (US) or EE-pok (UK).',
		control: 'input',
	},
	examples: {
		kind: 'line-list',
		max: 10000,
		itemMax: 2000,
		maxItems: 50,
		api: 'optional',
		file: 'optional',
		label: 'Examples',
		group: 'Examples',
		hint: 'Optional: one example per line. Formulas as in the definition ($…$); a dollar sign as \\$.',
		control: 'textarea',
		rows: 4,
	},
	example_sentences: {
		kind: 'line-list',
		max: 5000,
		itemMax: 2000,
		maxItems: 50,
		api: 'optional',
		file: 'optional',
		label: 'Example sentences',
		group: 'Examples',
		hint: 'Optional: one sentence per line, using the term in context.',
		control: 'textarea',
		rows: 3,
	},
	difficulty_level: {
		kind: 'difficulty',
		max: 12,
		api: 'optional',
		file: 'optional',
		label: 'Difficulty',
		group: 'Classification',
		control: 'select',
		half: true,
	},
	categories: {
		kind: 'comma-list',
		max: 2000,
		itemMax: 200,
		maxItems: 20,
		items: 'category',
		api: 'optional',
		file: 'optional',
		label: 'Categories',
		group: 'Classification',
		hint: 'Comma-separated, each written Primary:Secondary, e.g. Machine Learning:Supervised Learning, Deep Learning:Architectures. Start typing to pick from existing categories.',
		control: 'input',
	},
	related_terms: {
		kind: 'comma-list',
		max: 2000,
		itemMax: 200,
		maxItems: 30,
		api: 'optional',
		file: 'optional',
		label: 'Related terms',
		group: 'Classification',
		hint: "Comma-separated slugs of existing terms, e.g. neural-network, backpropagation. Start typing a term's name or slug to pick one; names are turned into slugs when saved.",
		control: 'input',
		mono: true,
	},
	meta_title: {
		kind: 'text',
		max: 200,
		api: 'optional',
		file: 'optional',
		label: 'Meta title',
		group: 'Search engines',
		hint: 'Optional: the title search engines show for the term.',
		control: 'input',
	},
	meta_description: {
		kind: 'text',
		max: 400,
		api: 'optional',
		file: 'optional',
		label: 'Meta description',
		group: 'Search engines',
		hint: 'Optional: about 150 characters for search results and link previews.',
		control: 'textarea',
		rows: 2,
	},
	pronunciation_us_audio: {
		kind: 'url',
		max: 2000,
		api: 'optional',
		file: 'optional',
		label: 'US pronunciation audio URL',
		group: 'Pronunciation',
		hint: "Optional: an https URL or a site path such as /audio/term-us.mp3. The Pronounce button on the term's page plays it; without a US or UK recording, the browser says the term.",
		control: 'url',
		half: true,
	},
	pronunciation_uk_audio: {
		kind: 'url',
		max: 2000,
		api: 'optional',
		file: 'optional',
		label: 'UK pronunciation audio URL',
		group: 'Pronunciation',
		hint: "Optional: an https URL or a site path such as /audio/term-uk.mp3. The Pronounce button on the term's page plays it when there is no US recording.",
		control: 'url',
		half: true,
	},
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof TERM_FIELDS;
export const FIELD_NAMES = Object.keys(TERM_FIELDS) as FieldName[];
export const fieldSpec = (name: FieldName): FieldSpec => TERM_FIELDS[name];

/** Fields set by the database, never by a writer. */
export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at'] as const;

/** What a new term gets for a field the writer left out. */
export const FIELD_DEFAULTS: { difficulty_level: Difficulty } = { difficulty_level: 'beginner' };

/* --- Types derived from the model --- */

type Spec<K extends FieldName> = (typeof TERM_FIELDS)[K];

/** A field's value as the API returns and accepts it: text, with lists as comma/line text. */
type StoredValue<K extends FieldName> =
	Spec<K> extends { kind: 'difficulty' }
		? Difficulty
		: Spec<K> extends { api: 'required' }
			? string
			: string | null;

/** A field's value in a term file: lists are arrays. */
type FileValue<K extends FieldName> =
	Spec<K> extends { kind: 'comma-list' | 'line-list' }
		? string[]
		: Spec<K> extends { kind: 'difficulty' }
			? Difficulty
			: Spec<K> extends { file: 'required' }
				? string
				: string | null;

/** Every editable field of a term, as stored (the normalised body of a create or update). */
export type TermInput = { -readonly [K in FieldName]: StoredValue<K> };

/** Fields every stored term has a value for (NOT NULL columns). */
type NotNullField = { [K in FieldName]: Spec<K> extends { notNull: true } ? K : never }[FieldName];

/** A term as the API returns it. Comma lists are "a, b" text, line lists one entry per line. */
export type Term = Omit<TermInput, NotNullField> & { [K in NotNullField]: string } & {
	id: number;
	created_at: string;
	updated_at: string;
};

/**
 * A term as a term file (content/glossary/terms/<slug>.json) holds it, once parsed: lists as
 * arrays, absent text as null. `updated_at` is the database version the file was exported from,
 * when it was (db:seed uses it to tell whether the file already holds an editor's change).
 */
export type TermFile = { -readonly [K in FieldName]: FileValue<K> } & { updated_at?: string };

/** The admin form's state: every field as the text the editor types. */
export type TermFormState = {
	[K in FieldName]: K extends 'difficulty_level' ? Difficulty : string;
};

export const LIST_KINDS: readonly FieldKind[] = ['comma-list', 'line-list'];
export const isListField = (name: FieldName) => LIST_KINDS.includes(TERM_FIELDS[name].kind);

/* --- Conversions between the stored form and the file form --- */

/** A stored value as a term file holds it. */
function fileValue(name: FieldName, value: string | null): string[] | string | null {
	const kind = TERM_FIELDS[name].kind;
	if (kind === 'comma-list') return splitList(value);
	if (kind === 'line-list') return splitLines(value);
	return value;
}

/** A term file's value as the API's stored form (lists joined). */
function storedValue(name: FieldName, value: unknown): string | null {
	const kind = TERM_FIELDS[name].kind;
	if (Array.isArray(value))
		return value.length ? value.join(kind === 'comma-list' ? ', ' : '\n') : null;
	return (value as string | null | undefined) ?? null;
}

/** A stored term (API form) in the file form used by pages and term files. */
export function termToFileData(term: TermInput & { updated_at?: string }): TermFile {
	const data = Object.fromEntries(
		FIELD_NAMES.map((name) => [name, fileValue(name, term[name])]),
	) as TermFile;
	if (term.updated_at) data.updated_at = term.updated_at;
	return data;
}

/** A term file as the body of a write. */
export function termFileToInput(file: TermFile): TermInput {
	return Object.fromEntries(
		FIELD_NAMES.map((name) => [name, storedValue(name, file[name])]),
	) as TermInput;
}

/**
 * The JSON object a term file holds, keys in model order: every list (empty ones too), every
 * required field, optional text only when it has a value, and the version when given.
 */
export function termFileJson(file: TermFile): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const name of FIELD_NAMES) {
		const value = file[name];
		if (
			Array.isArray(value) ||
			TERM_FIELDS[name].file === 'required' ||
			TERM_FIELDS[name].kind === 'difficulty'
		)
			out[name] = value ?? '';
		else if (value !== null && value !== undefined && value !== '') out[name] = value;
	}
	if (file.updated_at) out.updated_at = file.updated_at;
	return out;
}

/** The exact text of a term file: two-space JSON and a final newline. */
export const termFileText = (file: TermFile) => `${JSON.stringify(termFileJson(file), null, 2)}\n`;
