import { describe, expect, test } from 'vitest';
import { TermInputSchema, type Term } from '../glossary/schema.ts';
import { TERM_FIELDS, type FieldSpec } from '../glossary/term-model.ts';
import { storedTerm } from '../../../tests/helpers/terms.ts';
import {
	FORM_FIELDS,
	MAX_LENGTH,
	asFormField,
	emptyForm,
	formToPayload,
	isDirty,
	termToForm,
	validateForm,
} from './form.ts';

const stored: Term = storedTerm({
	id: 7,
	term: 'Attention Mechanism',
	slug: 'attention-mechanism',
	aliases: 'attention',
	short_definition: 'Lets a model weigh parts of its input.',
	comprehensive_definition: 'Long explanation.',
	pronunciation_uk_audio: null,
	pronunciation_us_audio: 'https://example.org/a.mp3',
	examples: 'Translation\nSummarisation',
	example_sentences: null,
	difficulty_level: 'intermediate',
	categories: 'Deep Learning:Architectures, Large Language Models:LLM Architecture',
	related_terms: 'transformer, self-attention',
	meta_title: null,
	meta_description: null,
	created_at: '2025-01-01T00:00:00Z',
	updated_at: '2025-01-02T00:00:00Z',
});

describe('emptyForm / termToForm', () => {
	test('an empty form has every field empty and beginner difficulty', () => {
		const form = emptyForm();
		expect(Object.keys(form).sort()).toEqual([...FORM_FIELDS].sort());
		expect(form.difficulty_level).toBe('beginner');
		expect(form.term).toBe('');
	});
	test('prefills every field from a stored term, nulls as empty text, without id or dates', () => {
		const form = termToForm(stored);
		expect(Object.keys(form).sort()).toEqual([...FORM_FIELDS].sort());
		expect(form.pronunciation_uk_audio).toBe('');
		expect(form.examples).toBe('Translation\nSummarisation');
		expect(form.categories).toBe(stored.categories);
		expect(form).not.toHaveProperty('id');
	});
});

describe('formToPayload', () => {
	test('sends empty optional fields as null and trims text', () => {
		const payload = formToPayload({
			...emptyForm(),
			term: '  Word  ',
			comprehensive_definition: ' Def. ',
		});
		expect(payload).toEqual({
			term: 'Word',
			slug: null,
			aliases: null,
			short_definition: null,
			comprehensive_definition: 'Def.',
			pronunciation: null,
			difficulty_level: 'beginner',
			categories: null,
			related_terms: null,
			examples: null,
			example_sentences: null,
			pronunciation_us_audio: null,
			pronunciation_uk_audio: null,
			meta_title: null,
			meta_description: null,
		});
	});
	test('normalises comma lists and line lists', () => {
		const payload = formToPayload({
			...emptyForm(),
			term: 'x',
			comprehensive_definition: 'y',
			categories:
				' Deep Learning:Architectures ,, Machine Learning:Supervised Learning, deep learning:architectures ',
			related_terms: 'transformer,  attention ,',
			examples: '  one \n\n two \r\n',
		});
		expect(payload.categories).toBe(
			'Deep Learning:Architectures, Machine Learning:Supervised Learning',
		);
		expect(payload.related_terms).toBe('transformer, attention');
		expect(payload.examples).toBe('one\ntwo');
	});
	test('round-trips a stored term to a payload the server schema accepts unchanged', () => {
		const payload = formToPayload(termToForm(stored));
		const parsed = TermInputSchema.parse(payload);
		expect(parsed).toEqual(payload);
		expect(Object.keys(payload)).not.toContain('id');
		expect(Object.keys(payload)).not.toContain('created_at');
	});
	test('an empty form with the required fields passes the server schema', () => {
		expect(
			TermInputSchema.safeParse(
				formToPayload({ ...emptyForm(), term: 'a', comprehensive_definition: 'b' }),
			).success,
		).toBe(true);
	});
});

describe('validateForm', () => {
	test('requires the term and the comprehensive definition', () => {
		expect(validateForm(emptyForm())).toEqual({
			term: 'Enter the term.',
			comprehensive_definition: 'Enter the comprehensive definition.',
		});
		expect(
			validateForm({ ...emptyForm(), term: ' ', comprehensive_definition: 'x' }),
		).toHaveProperty('term');
	});
	test('checks the slug and audio URL formats the server enforces', () => {
		const errors = validateForm({
			...emptyForm(),
			term: 'a',
			comprehensive_definition: 'b',
			slug: 'Bad Slug',
			pronunciation_us_audio: 'ftp://x',
			pronunciation_uk_audio: '/audio/ok.mp3',
		});
		expect(Object.keys(errors)).toEqual(['slug', 'pronunciation_us_audio']);
	});
	test('accepts a complete form', () => {
		expect(validateForm(termToForm(stored))).toEqual({});
	});
});

describe('isDirty / asFormField', () => {
	test('notices any change', () => {
		const initial = termToForm(stored);
		expect(isDirty({ ...initial }, initial)).toBe(false);
		expect(isDirty({ ...initial, meta_title: 'x' }, initial)).toBe(true);
	});
	test('maps server field names to form fields only when they are fields', () => {
		expect(asFormField('slug')).toBe('slug');
		expect(asFormField('id')).toBeUndefined();
		expect(asFormField(undefined)).toBeUndefined();
	});
});

describe('MAX_LENGTH', () => {
	/** A value of exactly `length` characters that the field's other rules accept (lists: distinct entries). */
	function value(field: keyof typeof MAX_LENGTH, length: number): string {
		const spec: FieldSpec = TERM_FIELDS[field];
		if (spec.kind === 'url') return '/' + 'a'.repeat(length - 1);
		if (spec.kind === 'comma-list' || spec.kind === 'line-list') {
			const separator = spec.kind === 'comma-list' ? ', ' : '\n';
			const count = spec.maxItems!;
			const each = Math.floor((length - (count - 1) * separator.length) / count);
			const items = Array.from({ length: count }, (_, i) => `${i}`.padStart(each, 'a'));
			const text = items.join(separator);
			return text + 'b'.repeat(length - text.length);
		}
		return 'a'.repeat(length);
	}
	test('matches the server limits: the maximum passes, one more character fails', () => {
		const base = { ...emptyForm(), term: 'a', comprehensive_definition: 'b' };
		for (const [field, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
			expect(value(field, max), field).toHaveLength(max);
			const ok = TermInputSchema.safeParse(formToPayload({ ...base, [field]: value(field, max) }));
			expect(ok.success, `${field} at ${max}: ${JSON.stringify(ok.error?.issues[0])}`).toBe(true);
			const tooLong = TermInputSchema.safeParse(
				formToPayload({ ...base, [field]: value(field, max + 1) }),
			);
			expect(tooLong.success, `${field} at ${max + 1}`).toBe(false);
		}
	});
});
