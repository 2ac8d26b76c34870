import { expect, test } from 'vitest';
import { searchSaved } from './saved-search.ts';

const glossary = [
	{
		slug: 'overfitting',
		name: 'Overfitting',
		aliases: ['Overtraining'],
		short: 'A model learns noise.',
	},
	{
		slug: 'underfitting',
		name: 'Underfitting',
		aliases: [],
		short: 'Too simple to capture the pattern; the opposite of overfitting.',
	},
	{
		slug: 'gradient-descent',
		name: 'Gradient Descent',
		aliases: [],
		short: 'Steps against the gradient.',
	},
];
const pages = [{ href: '/topics/deep-learning', title: 'Deep Learning Explained', kind: 'Guide' }];

test('finds saved terms by name and prefix, names before definitions', () => {
	expect(searchSaved('overfit', [], glossary).map((h) => h.href)).toEqual([
		'/glossary/overfitting',
		'/glossary/underfitting',
	]);
	expect(searchSaved('gradient desc', [], glossary)[0]!.href).toBe('/glossary/gradient-descent');
	expect(searchSaved('overtraining', [], glossary)[0]!.title).toBe('Overfitting');
});

test('finds saved guides by title, and nothing without the glossary saved', () => {
	expect(searchSaved('deep', pages, undefined)).toEqual([pages[0]]);
	expect(searchSaved('overfitting', pages, undefined)).toEqual([]);
	expect(searchSaved('  ', pages, glossary)).toEqual([]);
});
