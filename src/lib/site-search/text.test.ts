import { describe, expect, it } from 'vitest';
import {
	PREFIX_MATCH_WEIGHT,
	STEM_MATCH_WEIGHT,
	namesKey,
	queryNameKeys,
	searchWords,
	shardKeyFor,
	wordMatcher,
	words,
} from './text.ts';

describe('words and searchWords', () => {
	it('cuts text into lower-cased words without accents or punctuation', () => {
		expect(words('Self-Attention in “Déjà vu”, GPT-4!')).toEqual([
			'self',
			'attention',
			'in',
			'deja',
			'vu',
			'gpt',
			'4',
		]);
	});

	it('leaves the small words out of what is searched', () => {
		expect(searchWords('What is the attention of a head?')).toEqual(['attention', 'head']);
	});
});

describe('wordMatcher', () => {
	it('matches the word itself best, then words with its stem, then longer words it starts', () => {
		const heads = wordMatcher('heads');
		expect(heads('heads')).toBe(1);
		expect(heads('head')).toBe(STEM_MATCH_WEIGHT);
		expect(heads('headline')).toBe(0);
		const transf = wordMatcher('transf');
		expect(transf('transformer')).toBe(PREFIX_MATCH_WEIGHT);
		expect(wordMatcher('training')('trained')).toBe(STEM_MATCH_WEIGHT);
		expect(STEM_MATCH_WEIGHT).toBeGreaterThan(PREFIX_MATCH_WEIGHT);
	});

	it('matches a word of one or two letters only whole', () => {
		expect(wordMatcher('ai')('ai')).toBe(1);
		expect(wordMatcher('ai')('aim')).toBe(0);
	});
});

describe('names', () => {
	it('reads a query as a name as typed and without its small words, plurals included', () => {
		expect(queryNameKeys('What is Self-Attention?')).toEqual([
			'whatisselfattention',
			'selfattention',
		]);
		expect(namesKey(queryNameKeys('CNNs'), 'cnn')).toBe(true);
		expect(namesKey(queryNameKeys('cnn layers'), 'cnn')).toBe(false);
	});
});

describe('shardKeyFor', () => {
	it('finds the longest key, of up to three letters, that starts the word', () => {
		const keys = new Set(['a', 'at', 'att', 'b']);
		expect(shardKeyFor('attention', keys)).toBe('att');
		expect(shardKeyFor('atom', keys)).toBe('at');
		expect(shardKeyFor('ai', keys)).toBe('a');
		expect(shardKeyFor('zebra', keys)).toBeUndefined();
	});
});
