/**
 * The glossary downloads in the build output (npm test builds before running Vitest): complete,
 * each term valid against the term model, and the CSV parseable by a standard RFC 4180 parser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import { TermFileSchema } from '../../src/lib/glossary/schema.ts';
import { readTermFiles } from '../../src/server/glossary-seed.ts';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
const { terms } = readTermFiles();

test('/glossary.json holds every term, each valid against the term model, with licence and version', () => {
	const download = JSON.parse(readFileSync(join(DIST, 'glossary.json'), 'utf8'));
	expect(download.count).toBe(terms.length);
	expect(download.terms).toHaveLength(terms.length);
	expect(download.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
	expect(download.version).toMatch(/^[0-9a-f]{16}$/);
	expect(Number.isNaN(Date.parse(download.generated))).toBe(false);
	const problems = download.terms.flatMap((term: Record<string, unknown>) => {
		const { url, ...fields } = term;
		const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
		const parsed = TermFileSchema.safeParse(clean);
		return parsed.success && typeof url === 'string'
			? []
			: [`${term.slug}: ${parsed.error?.message ?? 'no url'}`];
	});
	expect(problems).toEqual([]);
	expect(new Set(download.terms.map((t: { slug: string }) => t.slug))).toEqual(
		new Set(terms.map((t) => t.slug)),
	);
});

test('/glossary.csv has one row per term and parses as RFC 4180 CSV', () => {
	const rows = parse(readFileSync(join(DIST, 'glossary.csv'), 'utf8'), { columns: true }) as Record<
		string,
		string
	>[];
	expect(rows).toHaveLength(terms.length);
	const overfitting = rows.find((row) => row.slug === 'overfitting')!;
	const source = terms.find((term) => term.slug === 'overfitting')!;
	expect(overfitting.short_definition).toBe(source.short_definition);
	expect(overfitting.comprehensive_definition).toBe(source.comprehensive_definition);
	expect(overfitting.examples!.split('\n')).toEqual(source.examples);
});
