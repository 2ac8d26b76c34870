import { describe, expect, test } from 'vitest';
import { DEFAULT_BLOCK_PHRASES, DEFAULT_STOP_WORDS, parseLinkerLists } from './linker-lists.ts';

const valid = {
	stopWords: { about: '', groups: [{ why: 'Too general.', words: ['data', 'model'] }] },
	blockPhrases: { about: '', groups: [{ why: 'Idioms.', phrases: ['pay attention'] }] },
};

describe('the linker word lists from content/glossary/linker-lists.json', () => {
	test('are read from the file, every group in order', () => {
		expect(DEFAULT_STOP_WORDS.slice(0, 3)).toEqual(['ai', 'data', 'model']);
		expect(DEFAULT_STOP_WORDS).toContain('attention');
		expect(DEFAULT_BLOCK_PHRASES).toContain('Claude Shannon');
		expect(DEFAULT_BLOCK_PHRASES).toContain('steep learning curve');
	});

	test('flattens the groups', () => {
		expect(parseLinkerLists(valid)).toEqual({
			stopWords: ['data', 'model'],
			blockPhrases: ['pay attention'],
		});
	});

	test('refuses a malformed file, naming the field', () => {
		const broken = {
			...valid,
			blockPhrases: { about: '', groups: [{ why: 'Idioms.', words: [] }] },
		};
		expect(() => parseLinkerLists(broken)).toThrow(/linker-lists\.json: .*blockPhrases/);
		expect(() =>
			parseLinkerLists({
				...valid,
				stopWords: { about: '', groups: [{ why: 'x', words: [' '] }] },
			}),
		).toThrow(/stopWords/);
	});
});
