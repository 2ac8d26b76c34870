/**
 * The rules every stored value of a term meets, applied by the term model (./term-model.ts) to a
 * write and to a term file alike: no control or direction-changing characters, lengths, list
 * shapes, audio addresses, category entries, slugs and difficulty levels.
 */
import { parseCategory, splitList } from './categories.ts';
import { DIFFICULTY_LEVELS } from './constants.ts';
import { RESERVED_SLUGS, SLUG_PATTERN } from './slug.ts';
import {
	FIELD_DEFAULTS,
	LIST_KINDS,
	TERM_FIELDS,
	type FieldName,
	type FieldSpec,
} from './term-model.ts';

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

function normaliseList(spec: FieldSpec, raw: unknown): Normalised<string | null> {
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
	if (LIST_KINDS.includes(spec.kind)) return normaliseList(spec, raw);
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
