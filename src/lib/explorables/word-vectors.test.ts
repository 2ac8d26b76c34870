import { describe as group, expect, test } from 'vitest';
import { cosine, describe, distance, nearest, WORDS } from './word-vectors';

group('word vectors and cosine similarity in 2-D', () => {
	test('cosine by hand: same direction 1, right angle 0, opposite −1, (3,4)·(4,3) = 24/25', () => {
		expect(cosine([1, 0], [0, 1])).toBe(0);
		expect(cosine([2, 1], [-4, -2])).toBeCloseTo(-1, 12);
		expect(cosine([3, 4], [4, 3])).toBeCloseTo(0.96, 12);
		// Length does not matter: (4, 1) and (2, 0.5) point the same way.
		expect(cosine(WORDS.cat!, WORDS.kitten!)).toBeCloseTo(1, 12);
	});

	test('cat and dog by hand: (4·3.5 + 1·2) / (√17 · √16.25) = 16 / 16.62 ≈ 0.963', () => {
		expect(cosine(WORDS.cat!, WORDS.dog!)).toBeCloseTo(16 / Math.sqrt(17 * 16.25), 12);
		expect(cosine(WORDS.cat!, WORDS.dog!)).toBeCloseTo(0.963, 3);
	});

	test('distance by hand: cat (4, 1) to puppy (1.5, 1.5) is √(6.25 + 0.25) ≈ 2.55', () => {
		expect(distance(WORDS.cat!, WORDS.puppy!)).toBeCloseTo(Math.sqrt(6.5), 12);
	});

	test('by cosine the nearest to "cat" is "kitten"; by distance it is not', () => {
		expect(nearest('cat', 'cosine')[0]!.word).toBe('kitten');
		expect(nearest('cat', 'distance')[0]!.word).toBe('dog');
		expect(nearest('king', 'cosine')[0]!.word).toBe('prince');
		expect(nearest('cat', 'cosine').at(-1)!.word).toBe('truck');
	});

	test('says the nearest words with their scores', () => {
		expect(describe('cat', 'cosine')).toMatch(
			/^Nearest to "cat" by cosine similarity: kitten \(1\.00\), dog \(0\.96\)/,
		);
	});
});
