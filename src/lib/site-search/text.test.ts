import { describe, expect, it } from 'vitest';
import {
	PREFIX_MATCH_WEIGHT,
	STEM_MATCH_WEIGHT,
	namesKey,
	queryNameKeys,
	matchReach,
	searchWords,
	shardKeysFor,
	tokens,
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

	it('cuts text into tokens that join back into it, each word with its index form', () => {
		const text = ' Déjà-vu, ½ e\u0301te\u0301! ';
		expect(
			tokens(text)
				.map((token) => token.text)
				.join(''),
		).toBe(text);
		expect(tokens('Déjà-vu!')).toEqual([
			{ text: 'Déjà', word: 'deja' },
			{ text: '-' },
			{ text: 'vu', word: 'vu' },
			{ text: '!' },
		]);
		expect(words(text)).toEqual(['deja', 'vu', '12', 'ete']);
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

describe('shards', () => {
	it('looks a query word up where its matches can be: its own shard, and the longer keys it starts', () => {
		const keys = ['a', 'at', 'att', 'atte', 'attr', 'b', 'ha', 'happ', 'happi'];
		expect(shardKeysFor('att', keys)).toEqual(['att', 'atte', 'attr']);
		expect(shardKeysFor('attention', keys)).toEqual(['atte']);
		// Two letters match only the whole word.
		expect(shardKeysFor('at', keys)).toEqual(['at']);
		// A word's stem may end differently ("happy", "happiness": "happi"): look from what they share.
		expect(matchReach('happy')).toBe('happ');
		expect(shardKeysFor('happy', keys)).toEqual(['happ', 'happi']);
		expect(shardKeysFor('zebra', keys)).toEqual([]);
	});
});
