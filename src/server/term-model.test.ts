/**
 * The term model is the one declaration of a term's fields: the database's columns, the API and
 * file schemas and the export all agree with it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { createTestDb } from '../../tests/helpers/db.ts';
import { TermFileSchema, TermInputSchema } from '../lib/glossary/schema.ts';
import {
	FIELD_NAMES,
	SYSTEM_FIELDS,
	TERM_FIELDS,
	termFileJson,
	termToFileData,
	type FieldSpec,
} from '../lib/glossary/term-model.ts';
import { FORM_FIELDS } from '../lib/admin/form.ts';

let db: Client;
let cleanup: () => void;
beforeAll(async () => ({ db, cleanup } = await createTestDb()));
afterAll(() => cleanup());

/** A value for every field, as the API accepts it. */
const fullInput = {
	term: 'Agreement',
	slug: 'agreement',
	aliases: 'AGR, concord',
	short_definition: 'Short.',
	comprehensive_definition: 'Long.',
	pronunciation: 'LONG.',
	examples: 'One\nTwo',
	example_sentences: 'A sentence.',
	difficulty_level: 'advanced',
	categories: 'Foundations:Core Concepts',
	related_terms: 'model, data',
	meta_title: 'Title',
	meta_description: 'Description',
	pronunciation_us_audio: '/audio/us.mp3',
	pronunciation_uk_audio: 'https://example.org/uk.mp3',
};

describe('the term model', () => {
	test('every model field is a column of the terms table, NOT NULL exactly where the model says', async () => {
		const columns = (await db.execute('PRAGMA table_info(terms)')).rows.map((r) => ({
			name: String(r.name),
			notNull: Number(r.notnull) === 1,
		}));
		const byName = new Map(columns.map((c) => [c.name, c]));
		for (const name of FIELD_NAMES) {
			expect(byName.has(name), `column ${name}`).toBe(true);
			const spec: FieldSpec = TERM_FIELDS[name];
			const requiredInDb =
				spec.api === 'required' || spec.notNull === true || spec.kind === 'difficulty';
			expect(byName.get(name)!.notNull, `${name} NOT NULL`).toBe(requiredInDb);
		}
		for (const system of SYSTEM_FIELDS) expect(byName.has(system)).toBe(true);
	});

	test('every model field is a form field, and the form has no other field', () => {
		expect([...FORM_FIELDS].sort()).toEqual([...FIELD_NAMES].sort());
	});

	test('the API accepts every model field and nothing else', () => {
		const parsed = TermInputSchema.parse(fullInput);
		expect(Object.keys(parsed).sort()).toEqual([...FIELD_NAMES].sort());
		const unknown = TermInputSchema.safeParse({ ...fullInput, colour: 'red' });
		expect(unknown.success).toBe(false);
	});

	test('every model field is a term-file field, and a file written from a term parses back to it', () => {
		const stored = TermInputSchema.parse(fullInput);
		const json = termFileJson(termToFileData(stored));
		expect(Object.keys(json).sort()).toEqual([...FIELD_NAMES].sort());
		const reparsed = TermFileSchema.parse(JSON.parse(JSON.stringify(json)));
		expect(reparsed).toEqual(termToFileData(stored));
	});

	test('an API write stores a "Pronunciation:" paragraph as the field; a term file keeps it as written for the lint to name', () => {
		const definition = 'Long.\n\nPronunciation: LONG.';
		const written = { ...fullInput, comprehensive_definition: definition, pronunciation: null };
		expect(TermInputSchema.parse(written)).toMatchObject({
			comprehensive_definition: 'Long.',
			pronunciation: 'LONG.',
		});
		const { pronunciation, ...file } = termFileJson(termToFileData(TermInputSchema.parse(written)));
		void pronunciation;
		expect(TermFileSchema.parse({ ...file, comprehensive_definition: definition })).toMatchObject({
			comprehensive_definition: definition,
			pronunciation: null,
		});
	});
});
