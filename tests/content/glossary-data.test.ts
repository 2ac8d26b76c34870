import { describe, expect, test } from 'vitest';
import { readTermFiles } from '../../src/server/glossary-seed.ts';
import { TAXONOMY, isTaxonomyCategory } from '../../src/lib/glossary/taxonomy.ts';

const { terms, errors } = readTermFiles();
const slugs = new Set(terms.map((t) => t.slug));

describe('the glossary data set in content/glossary/terms', () => {
	test('every file is valid against the schema and named after its slug', () => {
		expect(errors).toEqual([]);
	});

	test('has at least 600 terms', () => {
		expect(terms.length).toBeGreaterThanOrEqual(600);
	});

	test('has no duplicate term names (ignoring case) or slugs', () => {
		const names = terms.map((t) => t.term.toLowerCase());
		expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
		expect(slugs.size).toBe(terms.length);
	});

	test('never uses another term name as an alias', () => {
		const names = new Map(terms.map((t) => [t.term.toLowerCase(), t.slug]));
		const clashes = terms.flatMap((t) =>
			t.aliases.filter((a) => names.has(a.toLowerCase()) && names.get(a.toLowerCase()) !== t.slug).map((a) => `${t.slug}: ${a}`),
		);
		expect(clashes).toEqual([]);
	});

	test('every related slug resolves to another term, with 2 to 6 per term', () => {
		const orphans = terms.flatMap((t) => t.related_terms.filter((s) => !slugs.has(s) || s === t.slug).map((s) => `${t.slug} → ${s}`));
		expect(orphans).toEqual([]);
		const counts = terms.filter((t) => t.related_terms.length < 2 || t.related_terms.length > 6).map((t) => t.slug);
		expect(counts).toEqual([]);
	});

	test('every category is a Primary:Secondary entry of the taxonomy, and every secondary is used', () => {
		expect(terms.flatMap((t) => t.categories.filter((c) => !isTaxonomyCategory(c)))).toEqual([]);
		const used = new Set(terms.flatMap((t) => t.categories));
		const unused = Object.entries(TAXONOMY).flatMap(([p, ss]) => ss.map((s) => `${p}:${s}`)).filter((c) => !used.has(c));
		expect(unused).toEqual([]);
	});

	test('every letter A–Z starts at least one term', () => {
		const letters = new Set(terms.map((t) => t.term[0]!.toUpperCase()));
		expect('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((l) => !letters.has(l))).toEqual([]);
	});

	test('definitions are substantial and meta text fits search results', () => {
		const thin = terms.filter((t) => t.comprehensive_definition.length < 250 || t.short_definition.length < 40).map((t) => t.slug);
		expect(thin).toEqual([]);
		const longMeta = terms.filter((t) => t.meta_title.length > 70 || t.meta_description.length > 160).map((t) => t.slug);
		expect(longMeta).toEqual([]);
	});

	test('a Pronunciation paragraph, when present, is the last paragraph', () => {
		const misplaced = terms.filter((t) => {
			const paragraphs = t.comprehensive_definition.split('\n\n');
			const index = paragraphs.findIndex((p) => p.startsWith('Pronunciation:'));
			return index !== -1 && index !== paragraphs.length - 1;
		});
		expect(misplaced.map((t) => t.slug)).toEqual([]);
	});
});
