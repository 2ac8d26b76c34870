import { describe, expect, it } from 'vitest';
import {
	canonicalUrl,
	groupByType,
	isExactTermMatch,
	matchesAllWords,
	rankResults,
	resultHref,
	resultTargets,
	toSearchResult,
	type IndexFragment,
} from './results.ts';

const fragment = (
	over: Partial<IndexFragment> & { meta: IndexFragment['meta'] },
): IndexFragment => ({ url: '/x.html', excerpt: 'x', sub_results: [], ...over });

const guide = fragment({
	url: '/topics/transformer-models-nlp.html',
	excerpt: 'page <mark>attention</mark>',
	meta: { title: 'Understanding Transformer Models in NLP', type: 'Guide', date: '2025-04-12' },
	sub_results: [
		{
			title: 'Understanding Transformer Models in NLP',
			url: '/topics/transformer-models-nlp.html',
			excerpt: 'intro <mark>attention</mark>',
			locations: [3],
		},
		{
			title: 'Embeddings',
			url: '/topics/transformer-models-nlp.html#embeddings',
			excerpt: 'an <mark>attention</mark> aside',
			locations: [90, 95, 99],
			anchor: { element: 'h2', id: 'embeddings' },
		},
		{
			title: 'Multi-head attention',
			url: '/topics/transformer-models-nlp.html#multi-head-attention',
			excerpt: 'each <mark>head</mark>',
			locations: [40],
			anchor: { element: 'h3', id: 'multi-head-attention' },
		},
	],
});
const term = (title: string, aliases: string, url = `/glossary?term=${title.toLowerCase()}`) =>
	fragment({
		url,
		excerpt: `<mark>${title}</mark> is`,
		meta: { title, type: 'Glossary term', difficulty: 'beginner', aliases },
	});

describe('toSearchResult', () => {
	it('reads type, date, difficulty and aliases, and drops .html from addresses', () => {
		const result = toSearchResult(guide, 'attention heads');
		expect(result).toMatchObject({
			url: '/topics/transformer-models-nlp',
			type: 'Guide',
			date: '2025-04-12',
		});
		expect(toSearchResult(term('CNN', 'CNN, ConvNet'), 'cnn')).toMatchObject({
			type: 'Glossary term',
			difficulty: 'beginner',
			aliases: ['CNN', 'ConvNet'],
		});
	});

	it('lists sections whose heading names the query first, then by number of matches', () => {
		const result = toSearchResult(guide, 'attention heads');
		expect(result.sections.map((s) => [s.title, s.url, s.headingMatch])).toEqual([
			['Multi-head attention', '/topics/transformer-models-nlp#multi-head-attention', true],
			['Embeddings', '/topics/transformer-models-nlp#embeddings', false],
		]);
		// The page line keeps only the text before the first heading, so no excerpt shows twice.
		expect(result.excerpt).toEqual([
			{ text: 'intro ', mark: false },
			{ text: 'attention', mark: true },
		]);
	});

	it('shows a term page as one line, without its generic sections', () => {
		const page = fragment({
			url: '/glossary/attention.html',
			excerpt: '<mark>Attention</mark> lets',
			meta: { title: 'Attention', type: 'Glossary term' },
			sub_results: [
				{
					title: 'Definition',
					url: '/glossary/attention.html#definition',
					excerpt: 'x',
					locations: [1],
					anchor: { element: 'h2', id: 'definition' },
				},
			],
		});
		expect(toSearchResult(page, 'attention')).toMatchObject({
			url: '/glossary/attention',
			sections: [],
			excerpt: [
				{ text: 'Attention', mark: true },
				{ text: ' lets', mark: false },
			],
		});
	});

	it('shows the page excerpt when no section matched', () => {
		expect(toSearchResult(term('Attention', ''), 'attention').excerpt).toEqual([
			{ text: 'Attention', mark: true },
			{ text: ' is', mark: false },
		]);
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
		const cnn = toSearchResult(term('Convolutional Neural Network', 'CNN, ConvNet'), 'cnn');
		expect(isExactTermMatch('cnn', cnn)).toBe(true);
		expect(isExactTermMatch('CNNs', cnn)).toBe(true);
		expect(isExactTermMatch('convolutional neural-network', cnn)).toBe(true);
		expect(isExactTermMatch('cnn layers', cnn)).toBe(false);
		expect(isExactTermMatch('What is a CNN?', cnn)).toBe(true);
		expect(isExactTermMatch('attention', toSearchResult(guide, 'attention'))).toBe(false);
	});

	it('folds a term opened in the glossary browser into its page address', () => {
		expect(canonicalUrl('/glossary?term=rag')).toBe('/glossary/rag');
		expect(canonicalUrl('/glossary/rag.html')).toBe('/glossary/rag');
		expect(resultHref('/topics/edge-ai.html#benefits')).toBe('/topics/edge-ai#benefits');
		expect(resultHref('/glossary?term=rag')).toBe('/glossary?term=rag');
	});
});

describe('rankResults', () => {
	const mention = toSearchResult(
		fragment({
			url: '/blog/ai-agents-101.html',
			meta: { title: 'AI Agents 101', type: 'Article' },
		}),
		'rag',
	);
	const rag = toSearchResult(term('Retrieval-Augmented Generation', 'RAG'), 'rag');

	it('puts the term named by the query first, then heading matches, then mentions', () => {
		const headed = toSearchResult(guide, 'attention heads');
		const plain = toSearchResult(
			fragment({ url: '/blog/x.html', meta: { title: 'X', type: 'Article' } }),
			'attention heads',
		);
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
		const edge = toSearchResult(term('Edge AI', 'On-Device AI'), 'devices');
		expect(rankResults([edge], 'devices')[0]!.match).toBe('heading');
	});

	it('never lists the same page twice, across batches too', () => {
		const page = toSearchResult(term('RAG', 'x', '/glossary/rag.html'), 'rag');
		const seen = new Set<string>();
		expect(rankResults([rag, page, page], 'rag', seen)).toHaveLength(2);
		expect(
			rankResults([toSearchResult(term('RAG', 'x', '/glossary?term=rag'), 'rag')], 'rag', seen),
		).toEqual([]);
	});
});

describe('groupByType and resultTargets', () => {
	it('groups in the order of each group’s best result and walks pages then their sections', () => {
		const results = rankResults(
			[
				toSearchResult(term('Attention', ''), 'attention'),
				toSearchResult(guide, 'attention'),
				toSearchResult(term('Self-Attention', ''), 'attention'),
			],
			'attention',
		);
		const groups = groupByType(results);
		expect(groups.map((g) => [g.label, g.results.length])).toEqual([
			['Glossary terms', 2],
			['Guides', 1],
		]);
		expect(resultTargets(groups).map((t) => t.url)).toEqual([
			'/glossary?term=attention',
			'/glossary?term=self-attention',
			'/topics/transformer-models-nlp',
			'/topics/transformer-models-nlp#multi-head-attention',
			'/topics/transformer-models-nlp#embeddings',
		]);
	});

	it('keeps passing mentions below pages that name the query, in groups of their own', () => {
		const mentionTerm = toSearchResult(term('KV Cache', 'Key-Value Cache'), 'attention heads');
		const namedTerm = toSearchResult(term('Multi-Head Attention', ''), 'attention heads');
		const headed = toSearchResult(guide, 'attention heads');
		const mentionArticle = toSearchResult(
			fragment({ url: '/blog/x.html', meta: { title: 'X', type: 'Article' } }),
			'attention heads',
		);
		const groups = groupByType(
			rankResults([namedTerm, mentionTerm, mentionArticle, headed], 'attention heads'),
		);
		expect(groups.map((g) => [g.label, g.results.map((r) => r.title)])).toEqual([
			['Glossary terms', ['Multi-Head Attention']],
			['Guides', ['Understanding Transformer Models in NLP']],
			['More glossary terms', ['KV Cache']],
			['Articles', ['X']],
		]);
	});
});
