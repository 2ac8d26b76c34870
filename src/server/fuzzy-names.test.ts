import { describe, expect, test } from 'vitest';
import {
	FuzzyNameIndexBuilder,
	MAX_QUERY_LENGTH,
	type NamedEntry,
	editsToBestStretch,
	normalise,
} from './fuzzy-names.ts';

const indexOf = (entries: NamedEntry[]) => new FuzzyNameIndexBuilder().add(entries).build();

const index = indexOf([
	{ id: 1, name: 'Neural Network' },
	{ id: 1, name: 'NN' },
	{ id: 2, name: 'Convolutional Neural Network' },
	{ id: 2, name: 'CNN' },
	{ id: 3, name: 'Backpropagation' },
	{ id: 3, name: 'Backprop' },
	{ id: 4, name: 'Transformer' },
	{ id: 5, name: 'Naïve Bayes' },
	{ id: 6, name: 'Gradient Descent' },
]);

describe('editsToBestStretch', () => {
	test('counts a swap of neighbours as one edit', () => {
		expect(editsToBestStretch('nueral', 'neural', 3)).toBe(1);
	});
	test('matches the best stretch of a longer text', () => {
		expect(editsToBestStretch('convolutonal', 'convolutional neural network', 3)).toBe(1);
	});
	test('stops early once the limit is exceeded', () => {
		expect(editsToBestStretch('zzzzzz', 'neural network', 2)).toBe(3);
	});
});

describe('FuzzyNameIndex', () => {
	test('finds names despite typos, closest first', () => {
		expect(index.search('nueral netwrok')[0]).toBe(1);
		expect(index.search('transfomer')).toEqual([4]);
		expect(index.search('backpropogation')[0]).toBe(3);
	});
	test('finds a typo of one word of a longer name', () => {
		expect(index.search('convolutonal')).toEqual([2]);
	});
	test('ignores case and accents', () => {
		expect(index.search('NAIVE BAYSE')).toEqual([5]);
		expect(normalise('Naïve  Bayes!')).toBe('naive bayes');
	});
	test('lists each term once even when several of its names match', () => {
		const ids = index.search('neural network');
		expect(new Set(ids).size).toBe(ids.length);
	});
	test('does not look up queries too short to tell from noise or longer than any name', () => {
		expect(index.search('nn')).toEqual([]);
		expect(index.search('x'.repeat(MAX_QUERY_LENGTH + 1))).toEqual([]);
		expect(index.search('neural network '.repeat(14))).toEqual([]);
	});
	test('still finds close names when thousands share pieces with the query', () => {
		const words = [
			'neural',
			'vector',
			'gradient',
			'latent',
			'token',
			'kernel',
			'sparse',
			'agent',
			'reward',
			'tensor',
		];
		const many = indexOf(
			Array.from({ length: 10_000 }, (_, i) => ({
				id: i,
				name: `${words[i % 10]} ${words[Math.floor(i / 10) % 10]} ${i}`,
			})),
		);
		const ids = many.search('nueral vectr');
		expect(ids.length).toBeGreaterThan(0);
		for (const id of ids) expect(id % 100, String(id)).toBe(10);
	});
	test('returns nothing for text unlike any name', () => {
		expect(index.search('qqqqqqqqqqqq')).toEqual([]);
	});
});
