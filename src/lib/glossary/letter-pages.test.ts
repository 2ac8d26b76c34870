import { describe, expect, test } from 'vitest';
import { glossaryOverview, indexSections, letterPagePath } from './letter-pages';

const item = (term: string) => ({ term, slug: term.toLowerCase().replace(/\W+/g, '-') });

describe('letter page addresses', () => {
	test('a letter has a lower-case page; names starting with a digit or symbol have /0-9', () => {
		expect(letterPagePath('A')).toBe('/glossary/letters/a');
		expect(letterPagePath('#')).toBe('/glossary/letters/0-9');
	});
});

describe('indexSections', () => {
	test('groups terms by first letter in the given order, every letter present, "#" last when used', () => {
		const sections = indexSections([
			item('3D Convolution'),
			item('Agent'),
			item('Élan'),
			item('attention'),
		]);
		expect([...sections.keys()]).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#']);
		expect(sections.get('A')!.map((t) => t.term)).toEqual(['Agent', 'attention']);
		expect(sections.get('E')!.map((t) => t.term)).toEqual(['Élan']);
		expect(sections.get('B')).toEqual([]);
		expect(sections.get('#')!.map((t) => t.term)).toEqual(['3D Convolution']);
		expect(indexSections([item('Agent')]).has('#')).toBe(false);
	});
});

describe('glossaryOverview', () => {
	test('lists each section with terms: its page, its count and its first names', () => {
		const overview = glossaryOverview(['Agent', 'Attention', 'Autoencoder', 'Bias'].map(item), 2);
		expect(overview).toEqual([
			{
				section: 'A',
				path: '/glossary/letters/a',
				count: 3,
				preview: [item('Agent'), item('Attention')],
			},
			{ section: 'B', path: '/glossary/letters/b', count: 1, preview: [item('Bias')] },
		]);
	});
});
