import { describe, expect, it } from 'vitest';
import type { TermSummary } from '../glossary/schema.ts';
import type { PassageFile } from './index-format.ts';
import {
	groupByType,
	isExactTermMatch,
	matchesAllWords,
	pageResult,
	rankResults,
	resultHref,
	resultTargets,
	type SearchResult,
} from './results.ts';
import { termResults } from './term-results.ts';
import { searchWords, wordMatcher } from './text.ts';

const matcherFor = (query: string) => {
	const matchers = searchWords(query).map(wordMatcher);
	return (word: string) => matchers.some((matches) => matches(word) > 0);
};

const facts = {
	url: '/topics/transformer-models-nlp',
	title: 'Understanding Transformer Models in NLP',
	type: 'Guide',
	date: '2025-04-12',
} as const;
const passages: PassageFile[] = [
	{ ...facts, text: 'Understanding Transformer Models in NLP intro attention' },
	{
		...facts,
		section: { title: 'Embeddings', id: 'embeddings', element: 'h2' },
		text: 'Embeddings an attention aside, attention and attention again',
	},
	{
		...facts,
		section: { title: 'Multi-head attention', id: 'multi-head-attention', element: 'h3' },
		text: 'Multi-head attention each head',
	},
];
const guideFor = (query: string) => pageResult(passages, query, matcherFor(query));

const summary = (
	term: string,
	aliases: string,
	slug = term.toLowerCase().replace(/\W+/g, '-'),
): TermSummary => ({
	id: 1,
	term,
	slug,
	aliases,
	short_definition: `${term} is a term.`,
	difficulty_level: 'beginner',
	categories: null,
});
const term = (name: string, aliases: string, query = name): SearchResult =>
	termResults([summary(name, aliases)], query)[0]!;
const article = (title: string, query: string): SearchResult =>
	pageResult(
		[{ url: `/blog/${title.toLowerCase()}`, title, type: 'Article', text: 'Some text.' }],
		query,
		matcherFor(query),
	);

describe('pageResult', () => {
	it('reads type and date from the passages', () => {
		expect(guideFor('attention heads')).toMatchObject({
			url: '/topics/transformer-models-nlp',
			type: 'Guide',
			date: '2025-04-12',
			aliases: [],
		});
	});

	it('lists sections whose heading names the query first, then by number of matches', () => {
		const result = guideFor('attention heads');
		expect(result.sections.map((s) => [s.title, s.url, s.headingMatch])).toEqual([
			['Multi-head attention', '/topics/transformer-models-nlp#multi-head-attention', true],
			['Embeddings', '/topics/transformer-models-nlp#embeddings', false],
		]);
		// The page line keeps only the text before the first heading, so no excerpt shows twice.
		expect(result.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual([
			'attention',
		]);
		expect(result.sections[1]!.excerpt.filter((part) => part.mark)).toHaveLength(3);
	});

	it('shows no page excerpt when only sections matched', () => {
		expect(pageResult(passages.slice(1), 'attention', matcherFor('attention')).excerpt).toEqual([]);
	});
});

describe('termResults', () => {
	it('links each term to its page with its difficulty, aliases and marked definition, once', () => {
		const results = termResults(
			[summary('Convolutional Neural Network', 'CNN, ConvNet', 'cnn'), summary('CNN', '', 'cnn')],
			'convolutional',
		);
		expect(results).toEqual([
			{
				url: '/glossary/cnn',
				title: 'Convolutional Neural Network',
				type: 'Glossary term',
				difficulty: 'beginner',
				aliases: ['CNN', 'ConvNet'],
				excerpt: [
					{ text: 'Convolutional', mark: true },
					{ text: ' Neural Network is a term.', mark: false },
				],
				sections: [],
			},
		]);
	});

	it('falls back to the comprehensive definition', () => {
		const [result] = termResults(
			[{ ...summary('Attention', ''), short_definition: null, comprehensive_definition: 'Long.' }],
			'attention',
		);
		expect(result!.excerpt).toEqual([{ text: 'Long.', mark: false }]);
	});
});

describe('matching rules', () => {
	it('matches headings on word starts and simple plurals, ignoring small words', () => {
		expect(matchesAllWords('Multi-head attention', 'attention heads')).toBe(true);
		expect(matchesAllWords('Multi-head attention', 'what is attention')).toBe(true);
		expect(matchesAllWords('Embeddings', 'attention')).toBe(false);
		expect(matchesAllWords('Transformers', 'transform')).toBe(true);
	});

	it('recognises a term by its name or an alias, whatever the case and punctuation', () => {
		const cnn = term('Convolutional Neural Network', 'CNN, ConvNet');
		expect(isExactTermMatch('cnn', cnn)).toBe(true);
		expect(isExactTermMatch('CNNs', cnn)).toBe(true);
		expect(isExactTermMatch('convolutional neural-network', cnn)).toBe(true);
		expect(isExactTermMatch('cnn layers', cnn)).toBe(false);
		expect(isExactTermMatch('What is a CNN?', cnn)).toBe(true);
		expect(isExactTermMatch('attention', guideFor('attention'))).toBe(false);
	});

	it('gives a built file its clean address', () => {
		expect(resultHref('/topics/edge-ai.html#benefits')).toBe('/topics/edge-ai#benefits');
		expect(resultHref('/glossary?term=rag')).toBe('/glossary?term=rag');
	});
});

describe('rankResults', () => {
	const mention = article('AI Agents 101', 'rag');
	const rag = term('Retrieval-Augmented Generation', 'RAG', 'rag');

	it('puts the term named by the query first, then heading matches, then mentions', () => {
		const headed = guideFor('attention heads');
		const plain = article('X', 'attention heads');
		expect(rankResults([mention, plain, headed], 'attention heads').map((r) => r.url)).toEqual([
			headed.url,
			mention.url,
			plain.url,
		]);
		expect(rankResults([mention, rag], 'RAG').map((r) => r.title)).toEqual([
			'Retrieval-Augmented Generation',
			'AI Agents 101',
		]);
	});

	it('counts a term whose alias names the query as a heading match', () => {
		const edge = term('Edge AI', 'On-Device AI', 'devices');
		expect(rankResults([edge], 'devices')[0]!.match).toBe('heading');
	});

	it('never lists the same page twice, across batches too', () => {
		const seen = new Set<string>();
		expect(rankResults([rag, rag, mention], 'rag', seen)).toHaveLength(2);
		expect(rankResults([rag], 'rag', seen)).toEqual([]);
	});
});

describe('groupByType and resultTargets', () => {
	it('groups in the order of each group’s best result and walks pages then their sections', () => {
		const results = rankResults(
			[term('Attention', ''), guideFor('attention'), term('Self-Attention', '', 'attention')],
			'attention',
		);
		const groups = groupByType(results);
		expect(groups.map((g) => [g.label, g.results.length])).toEqual([
			['Glossary terms', 2],
			['Guides', 1],
		]);
		expect(resultTargets(groups).map((t) => t.url)).toEqual([
			'/glossary/attention',
			'/glossary/self-attention',
			'/topics/transformer-models-nlp',
			'/topics/transformer-models-nlp#multi-head-attention',
			'/topics/transformer-models-nlp#embeddings',
		]);
	});

	it('keeps passing mentions below pages that name the query, in groups of their own', () => {
		const query = 'attention heads';
		const groups = groupByType(
			rankResults(
				[
					term('Multi-Head Attention', '', query),
					term('KV Cache', 'Key-Value Cache', query),
					article('X', query),
					guideFor(query),
				],
				query,
			),
		);
		expect(groups.map((g) => [g.label, g.results.map((r) => r.title)])).toEqual([
			['Glossary terms', ['Multi-Head Attention']],
			['Guides', ['Understanding Transformer Models in NLP']],
			['More glossary terms', ['KV Cache']],
			['Articles', ['X']],
		]);
	});
});
