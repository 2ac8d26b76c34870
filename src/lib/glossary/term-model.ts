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
import { parseCategory, splitLines, splitList } from './categories.ts';
import { DIFFICULTY_LEVELS, type Difficulty } from './constants.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from './slug.ts';

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
	'Pronunciation audio',
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
		group: 'Pronunciation audio',
		hint: 'Optional: an https URL or a site path such as /audio/term-us.mp3.',
		control: 'url',
		half: true,
	},
	pronunciation_uk_audio: {
		kind: 'url',
		max: 2000,
		api: 'optional',
		file: 'optional',
		label: 'UK pronunciation audio URL',
		group: 'Pronunciation audio',
		hint: 'Optional: an https URL or a site path such as /audio/term-uk.mp3.',
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

/* --- Rules every stored value meets --- */

/** Bidirectional embedding, override and isolate controls: they can make text read differently from what is stored. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** C0/C1 control characters (NUL, ESC…); newline and tab are allowed in multi-line text. */
const CONTROL = /(?![\t\n])\p{Cc}/u;
const CONTROL_SINGLE_LINE = /\p{Cc}/u;
/** Characters that draw nothing: spaces, format characters (zero-width joiners…), fillers. */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Problems with a piece of text whatever its field: control characters, bidirectional overrides,
 * or nothing visible at all. Returns a message ("must not contain …") or null.
 */
export function textProblem(value: string, multiline = false): string | null {
	if ((multiline ? CONTROL : CONTROL_SINGLE_LINE).test(value)) {
		return multiline
			? 'must not contain control characters other than newlines and tabs'
			: 'must not contain control characters or line breaks';
	}
	if (BIDI_CONTROLS.test(value)) return 'must not contain bidirectional override characters';
	if (value.length && !value.replace(INVISIBLE, '').length)
		return 'must contain visible characters';
	return null;
}

/** A pronunciation audio address: a path on this site (`/audio/x.mp3`) or an https URL. */
export function isAudioUrl(value: string): boolean {
	if (/^\/(?![/\\])/.test(value)) return !/\\/.test(value) && !/\s/.test(value);
	try {
		const url = new URL(value);
		return url.protocol === 'https:' && !!url.hostname && !/\s/.test(value);
	} catch {
		return false;
	}
}

/** A category entry: `Primary:Secondary`, or a single (legacy) category name. */
export function isCategoryEntry(entry: string): boolean {
	const { primary, secondary } = parseCategory(entry);
	return !!primary && !(entry.includes(':') && !secondary) && !/:.*:/.test(entry);
}

export type Normalised<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): Normalised<never> => ({ ok: false, message });
const ok = <T>(value: T): Normalised<T> => ({ ok: true, value });

function normaliseList(name: FieldName, spec: FieldSpec, raw: unknown): Normalised<string | null> {
	const separator = spec.kind === 'comma-list' ? ', ' : '\n';
	let items: string[];
	if (Array.isArray(raw)) {
		if (!raw.every((item) => typeof item === 'string')) return fail('entries must be text');
		if (spec.kind === 'comma-list' && raw.some((item) => item.includes(','))) {
			return fail('entries must not contain commas (the list is stored as comma-separated text)');
		}
		if (spec.kind === 'line-list' && raw.some((item) => /[\r\n]/.test(item)))
			return fail('entries must not contain line breaks');
		items =
			spec.kind === 'comma-list'
				? splitList(raw.join(','))
				: raw.map((item) => item.trim()).filter(Boolean);
	} else if (typeof raw === 'string') {
		items =
			spec.kind === 'comma-list'
				? splitList(raw)
				: raw
						.split(/\r?\n/)
						.map((line) => line.trim())
						.filter(Boolean);
	} else
		return fail(
			`must be ${spec.kind === 'comma-list' ? 'comma-separated text' : 'text with one entry per line'} or a list of text`,
		);
	for (const item of items) {
		const problem = textProblem(item, false);
		if (problem) return fail(`entries ${problem}`);
		if (spec.itemMax && item.length > spec.itemMax)
			return fail(`entries must be at most ${spec.itemMax} characters each`);
		if (spec.items === 'category' && !isCategoryEntry(item))
			return fail("entries must be 'Primary:Secondary' or a single category name");
	}
	if (spec.maxItems && items.length > spec.maxItems)
		return fail(`must have at most ${spec.maxItems} entries`);
	const joined = items.join(separator);
	if (joined.length > spec.max) return fail(`must be at most ${spec.max} characters`);
	void name;
	return ok(joined || null);
}

/**
 * Checks and normalises one field of a write (API body or term file): text trimmed, blank optional
 * values as null, lists as their stored text, the difficulty defaulted. The same rules apply
 * whatever form the value arrives in (a list as text or as an array).
 */
export function normaliseField(name: FieldName, input: unknown): Normalised<string | null> {
	const spec: FieldSpec = TERM_FIELDS[name];
	// One form for every text: "Café" typed with a combining accent is the same name as "Café".
	const raw =
		typeof input === 'string'
			? input.normalize('NFC')
			: Array.isArray(input)
				? input.map((item) => (typeof item === 'string' ? item.normalize('NFC') : item))
				: input;
	if (raw === undefined || raw === null) {
		if (spec.kind === 'difficulty') return ok(FIELD_DEFAULTS.difficulty_level);
		return spec.api === 'required' ? fail('is required') : ok(null);
	}
	if (LIST_KINDS.includes(spec.kind)) return normaliseList(name, spec, raw);
	if (typeof raw !== 'string') return fail('must be text');
	const value = raw.trim();
	if (spec.kind === 'difficulty') {
		if (!value) return ok(FIELD_DEFAULTS.difficulty_level);
		return (DIFFICULTY_LEVELS as readonly string[]).includes(value)
			? ok(value)
			: fail('must be beginner, intermediate or advanced');
	}
	if (!value) return spec.api === 'required' ? fail('is required') : ok(null);
	if (value.length > spec.max) return fail(`must be at most ${spec.max} characters`);
	const problem = textProblem(value, spec.multiline);
	if (problem) return fail(problem);
	if (spec.kind === 'slug' && !SLUG_PATTERN.test(value))
		return fail('may contain only lowercase letters, digits and single hyphens');
	if (spec.kind === 'slug' && RESERVED_SLUGS.has(value))
		return fail(`"${value}" is kept for the site's own pages; choose another slug`);
	if (spec.kind === 'url' && !isAudioUrl(value))
		return fail('must be an https URL or a path on this site starting with a single /');
	return ok(value);
}

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
