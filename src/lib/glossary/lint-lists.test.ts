import { describe, expect, test } from 'vitest';
import { DIFFICULTY_FAMILIES, PRONUNCIATION_ALLOWED, parseLintLists } from './lint-lists.ts';

const valid = {
	difficultyFamilies: { about: '', areas: [{ area: 'Metrics', families: [['bleu', 'rouge']] }] },
	pronunciationAllowed: { about: '', slugs: ['adaboost'] },
};

describe('the lint lists from content/glossary/lint-lists.json', () => {
	test('are read from the file', () => {
		expect(DIFFICULTY_FAMILIES).toContainEqual(['word2vec', 'glove', 'fasttext']);
		expect(PRONUNCIATION_ALLOWED.has('word2vec')).toBe(true);
	});

	test('flatten the areas into families', () => {
		const lists = parseLintLists(valid);
		expect(lists.difficultyFamilies).toEqual([['bleu', 'rouge']]);
		expect([...lists.pronunciationAllowed]).toEqual(['adaboost']);
	});

	test('refuse a family of one term or a slug that is not one, naming the field', () => {
		const alone = {
			...valid,
			difficultyFamilies: { about: '', areas: [{ area: 'X', families: [['bleu']] }] },
		};
		expect(() => parseLintLists(alone)).toThrow(/lint-lists\.json: .*difficultyFamilies/);
		const badSlug = { ...valid, pronunciationAllowed: { about: '', slugs: ['Word2Vec'] } };
		expect(() => parseLintLists(badSlug)).toThrow(/pronunciationAllowed/);
	});
});
