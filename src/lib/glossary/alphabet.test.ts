import { describe, expect, test } from 'vitest';
import { ALPHABET, letterEntries } from './alphabet';

describe('letterEntries', () => {
	test('counts names by first letter, ignoring case, with all 26 letters in order', () => {
		const entries = letterEntries(['Attention', 'agent', 'Bias', 'Zero-shot learning']);
		expect(entries.map((entry) => entry.letter)).toEqual(ALPHABET);
		expect(entries.find((entry) => entry.letter === 'A')).toEqual({ letter: 'A', count: 2 });
		expect(entries.find((entry) => entry.letter === 'B')!.count).toBe(1);
		expect(entries.find((entry) => entry.letter === 'C')!.count).toBe(0);
		expect(entries.find((entry) => entry.letter === 'Z')!.count).toBe(1);
	});

	test('names starting with a digit or a non-ASCII letter count under no letter, as in the database', () => {
		const entries = letterEntries(['3D convolution', 'Élan', '  spaced']);
		expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(0);
	});
});
