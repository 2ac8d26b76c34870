import { describe as group, expect, test } from 'vitest';
import {
	applyMerge,
	cleanWord,
	CORPUS,
	describe,
	learn,
	MERGES,
	tokenize,
} from './byte-pair-encoding';

const pairs = (merges: ReturnType<typeof learn>) => merges.map((m) => m.pair.join(' '));

group('byte-pair encoding (Sennrich et al. 2016, Algorithm 1)', () => {
	test("reproduces the paper's example: {low: 5, lower: 2, newest: 6, widest: 3}, ten merges", () => {
		// Counted by hand for the first step: "e s" occurs in newest (6) and widest (3) = 9, and so do
		// "s t" and "t </w>"; "w e" has 8 and "l o", "o w" 7. The three 9s tie and "e s" is met first.
		// This is also what running the paper's Python prints, pair by pair.
		const merges = learn(CORPUS, 10);
		expect(pairs(merges)).toEqual([
			'e s',
			'es t',
			'est </w>',
			'l o',
			'lo w',
			'n e',
			'ne w',
			'new est</w>',
			'low </w>',
			'w i',
		]);
		expect(merges.map((m) => m.count)).toEqual([9, 9, 9, 7, 7, 6, 6, 6, 5, 3]);
		expect(merges[9]!.words).toEqual([
			['low</w>'],
			['low', 'e', 'r', '</w>'],
			['newest</w>'],
			['wi', 'd', 'est</w>'],
		]);
	});

	test('ties go to the pair met first, reading the words in order, each left to right', () => {
		// With no end-of-word symbol, "a b" and "c d" both occur twice; "c d" is in the first word, so it goes first, although
		// "a b" sorts first alphabetically.
		const merges = learn(
			[
				{ word: 'cd', count: 2 },
				{ word: 'ab', count: 2 },
			],
			2,
			'',
		);
		expect(pairs(merges)).toEqual(['c d', 'a b']);
		// On the paper's corpus, the 6s after merge 5 ("n e", "e w", "w est</w>") go to "n e", not to
		// "e w", which an alphabetical tie-break would pick.
		expect(pairs(MERGES)[5]).toBe('n e');
	});

	test('runs until each corpus word is a single symbol: 15 merges', () => {
		expect(MERGES).toHaveLength(15);
		expect(MERGES.at(-1)!.words).toEqual([
			['low</w>'],
			['lower</w>'],
			['newest</w>'],
			['widest</w>'],
		]);
	});

	test("the Hugging Face course's example: u g (20), then u n (16), then h ug (15)", () => {
		const hf = [
			{ word: 'hug', count: 10 },
			{ word: 'pug', count: 5 },
			{ word: 'pun', count: 12 },
			{ word: 'bun', count: 4 },
			{ word: 'hugs', count: 5 },
		];
		const merges = learn(hf, 3, '');
		expect(pairs(merges)).toEqual(['u g', 'u n', 'h ug']);
		expect(merges.map((m) => m.count)).toEqual([20, 16, 15]);
	});

	test("the LLM guide's example: hug ×10, pug ×5, hugs ×5 learns ug then hug; pugs is p + ug + s", () => {
		const merges = learn(
			[
				{ word: 'hug', count: 10 },
				{ word: 'pug', count: 5 },
				{ word: 'hugs', count: 5 },
			],
			2,
			'',
		);
		expect(pairs(merges)).toEqual(['u g', 'h ug']);
		expect(tokenize('pugs', merges, '')).toEqual(['p', 'ug', 's']);
	});

	test('merges left to right without overlap, and tokenises new words with the learned merges', () => {
		expect(applyMerge(['e', 'e', 'e'], ['e', 'e'])).toEqual(['ee', 'e']);
		expect(tokenize('lowest', MERGES.slice(0, 5))).toEqual(['low', 'est</w>']);
		// The checkpoint predict-bpe-new-word: a word the corpus never had.
		expect(tokenize('slowest', MERGES.slice(0, 5))).toEqual(['s', 'low', 'est</w>']);
		expect(tokenize('lowest', [])).toEqual(['l', 'o', 'w', 'e', 's', 't', '</w>']);
		expect(tokenize('slow', MERGES.slice(0, 9))).toEqual(['s', 'low</w>']);
	});

	test('reads typed text as lower-case letters, at most 10', () => {
		expect(cleanWord(' Low-est! ')).toBe('lowest');
		expect(cleanWord('abcdefghijklmnop')).toBe('abcdefghij');
	});

	test('says in words what the reader sees', () => {
		expect(describe(5, 'lowest')).toBe(
			'Merge 5: "lo" + "w" becomes "low", a pair seen 7 times. With 5 merges, "lowest" is 2 tokens: low + est</w>.',
		);
		expect(describe(0, 'low')).toContain('"low" is 4 tokens: l + o + w + </w>');
		expect(describe(1, '')).toContain('Type a word');
	});
});
