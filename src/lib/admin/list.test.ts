import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { recordTiming } from '../../../tests/helpers/timings.ts';
import { compareTerms, filterTerms, indexTerms } from './list.ts';
import { foldText } from '../text.ts';

const terms = [
	{
		id: 1,
		term: 'Transformer',
		short_definition: 'A neural network built on attention.',
		comprehensive_definition: 'Long text.',
	},
	{
		id: 2,
		term: 'Café Model',
		short_definition: null,
		comprehensive_definition: 'Uses GRADIENT descent\nto learn.',
	},
	{
		id: 3,
		term: 'k-means',
		short_definition: 'Clustering into k groups.',
		comprehensive_definition: 'Partitions data.',
	},
	{
		id: 4,
		term: 'Attention',
		short_definition: 'Weighs inputs.',
		comprehensive_definition: 'Used by transformers.',
	},
];
const index = indexTerms(terms);
const names = (list: { term: string }[]) => list.map((t) => t.term);

describe('indexTerms', () => {
	test('gives the same search text as folding each field on its own', () => {
		// Letters whose lower case or decomposition depends on what surrounds them, spaces of
		// every kind, and accents.
		const text = fc.string({
			unit: fc.constantFrom(
				'a',
				'Σ',
				'İ',
				'é',
				'Ñ',
				' ',
				'  ',
				'\n',
				'\t',
				'\u00a0',
				'-',
				'9',
				'ﬁ',
			),
			maxLength: 12,
		});
		const folded = (value: string) => foldText(value.replace(/\s+/g, ' '));
		fc.assert(
			fc.property(text, fc.option(text), text, (name, short, long) => {
				const [entry] = indexTerms([
					{ id: 1, term: name, short_definition: short, comprehensive_definition: long },
				]);
				expect(entry!.haystack).toBe(
					[folded(name), folded(short ?? ''), folded(long)].join('\u0000'),
				);
			}),
		);
	});
});

describe('filterTerms', () => {
	test('keeps every term for an empty or blank query', () => {
		expect(filterTerms(index, '')).toHaveLength(4);
		expect(filterTerms(index, '   ')).toHaveLength(4);
	});
	test('matches the term name, ignoring case', () => {
		expect(names(filterTerms(index, 'K-MEANS'))).toEqual(['k-means']);
	});
	test('matches the short definition', () => {
		expect(names(filterTerms(index, 'clustering'))).toEqual(['k-means']);
	});
	test('matches the comprehensive definition, across line breaks', () => {
		expect(names(filterTerms(index, 'gradient descent to'))).toEqual(['Café Model']);
		expect(names(filterTerms(index, 'partitions'))).toEqual(['k-means']);
	});
	test('matches any of the three fields, the term named so first', () => {
		expect(names(filterTerms(index, 'attention'))).toEqual(['Attention', 'Transformer']);
		expect(names(filterTerms(index, 'transformer'))).toEqual(['Transformer', 'Attention']);
	});
	test('ranks an exact name or alias, then names starting with it, then containing it, then definitions (review finding 15)', () => {
		const glossary = indexTerms([
			{
				id: 1,
				term: 'Anchor Box',
				short_definition: 'Used by a CNN detector.',
				comprehensive_definition: 'x',
			},
			{
				id: 2,
				term: 'Convolutional Neural Network',
				aliases: 'CNN, ConvNet',
				short_definition: null,
				comprehensive_definition: 'y',
			},
			{
				id: 3,
				term: 'Vector Database',
				short_definition: null,
				comprehensive_definition: 'Stores vectors.',
			},
			{ id: 4, term: 'Embedding', short_definition: 'A vector.', comprehensive_definition: 'z' },
			{
				id: 5,
				term: 'Vector',
				short_definition: null,
				comprehensive_definition: 'A list of numbers.',
			},
			{ id: 6, term: 'Sparse vector', short_definition: null, comprehensive_definition: 'w' },
			{ id: 7, term: 'R-CNN', short_definition: null, comprehensive_definition: 'A region CNN.' },
			{ id: 8, term: 'Vector Space', short_definition: null, comprehensive_definition: 'v' },
		]);
		expect(names(filterTerms(glossary, 'cnn'))).toEqual([
			'Convolutional Neural Network',
			'R-CNN',
			'Anchor Box',
		]);
		expect(names(filterTerms(glossary, 'Vector'))).toEqual([
			'Vector',
			'Vector Database',
			'Vector Space',
			'Sparse vector',
			'Embedding',
		]);
		expect(names(filterTerms(glossary, 'convnet'))).toEqual(['Convolutional Neural Network']);
		// The other direction reverses each group, the best matches staying first.
		expect(names(filterTerms(glossary, 'vector', 'descending'))).toEqual([
			'Vector',
			'Vector Space',
			'Vector Database',
			'Sparse vector',
			'Embedding',
		]);
	});
	test('ignores accents and extra spaces', () => {
		expect(names(filterTerms(index, '  cafe   model '))).toEqual(['Café Model']);
		expect(foldText('Ça Ñ')).toBe('ca n');
	});
	test('does not match across field boundaries', () => {
		expect(filterTerms(index, 'transformer a neural')).toEqual([]);
	});
	test('finds nothing for an unknown word', () => {
		expect(filterTerms(index, 'zzzz')).toEqual([]);
	});
	test('filters 700 terms (timed by npm run bench:timings)', () => {
		const many = Array.from({ length: 700 }, (_, i) => ({
			id: i,
			term: `Term ${i}`,
			short_definition: 'word '.repeat(40),
			comprehensive_definition: 'long text '.repeat(300),
		}));
		const big = indexTerms(many);
		const start = performance.now();
		for (let i = 0; i < 20; i++) filterTerms(big, `term ${i}`);
		recordTiming('admin-filter-700', (performance.now() - start) / 20);
		expect(names(filterTerms(big, 'term 699'))).toEqual(['Term 699']);
	});
});

describe('compareTerms', () => {
	test('orders by name, ignoring case and accents, naturally', () => {
		const list = [
			{ id: 1, term: 'GPT-10' },
			{ id: 2, term: 'gpt-4' },
			{ id: 3, term: 'Ávila' },
			{ id: 4, term: 'beam search' },
			{ id: 5, term: 'Attention' },
		];
		expect(names(list.sort(compareTerms))).toEqual([
			'Attention',
			'Ávila',
			'beam search',
			'gpt-4',
			'GPT-10',
		]);
	});
	test('breaks ties by id', () => {
		const list = [
			{ id: 2, term: 'a' },
			{ id: 1, term: 'A' },
		];
		expect(list.sort(compareTerms).map((t) => t.id)).toEqual([1, 2]);
	});
});
