import { describe, expect, test } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify', () => {
	test('lowercases and joins words with hyphens', () => {
		expect(slugify('Convolutional Neural Network')).toBe('convolutional-neural-network');
	});
	test('folds accents to ASCII', () => {
		expect(slugify('Fréchet Inception Distance')).toBe('frechet-inception-distance');
	});
	test('drops punctuation and collapses separators', () => {
		expect(slugify('  k-Means++ (clustering)!  ')).toBe('k-means-clustering');
		expect(slugify('A/B Testing')).toBe('a-b-testing');
	});
	test('returns an empty string when nothing is left', () => {
		expect(slugify('∑∫')).toBe('');
	});
	test('always produces a slug that matches the slug pattern', () => {
		for (const text of ['Q-Learning', 'GPT-4o', 'Weights & Biases', 'Ünïcödé Têxt']) {
			expect(slugify(text)).toMatch(SLUG_PATTERN);
		}
	});
});
