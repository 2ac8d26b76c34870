import { describe, expect, test } from 'vitest';
import { readOneWayLinks, readTermFiles } from '../../src/server/glossary-seed.ts';
import { TAXONOMY } from '../../src/lib/glossary/taxonomy.ts';
import { formatFindings, lintGlossary } from '../../src/lib/glossary/lint.ts';
import { TERMS_DIR } from '../helpers/content.ts';

const { terms, errors } = readTermFiles(TERMS_DIR);
const { links, errors: linkErrors } = readOneWayLinks(TERMS_DIR);

describe('the glossary data set in content/glossary/terms', () => {
	test('every file can be loaded (term model) and is named after its slug', () => {
		expect(errors).toEqual([]);
	});

	test('the one-way related links (content/glossary/one-way-links.json) can be loaded', () => {
		expect(linkErrors).toEqual([]);
	});

	test('meets every editorial rule of the glossary lint (npm run glossary:lint)', () => {
		const findings = lintGlossary(terms, links);
		expect(findings.length, formatFindings(findings)).toBe(0);
	});

	test('has at least 600 terms', () => {
		expect(terms.length).toBeGreaterThanOrEqual(600);
	});

	test('uses every secondary category of the taxonomy', () => {
		const used = new Set(terms.flatMap((t) => t.categories));
		const unused = Object.entries(TAXONOMY)
			.flatMap(([p, ss]) => ss.map((s) => `${p}:${s}`))
			.filter((c) => !used.has(c));
		expect(unused).toEqual([]);
	});

	test('every letter A–Z starts at least one term', () => {
		const letters = new Set(terms.map((t) => t.term[0]!.toUpperCase()));
		expect('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((l) => !letters.has(l))).toEqual([]);
	});
});
