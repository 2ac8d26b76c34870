import { describe, expect, it } from 'vitest';
import type { TermSummary } from '../glossary/schema.ts';
import {
	BATCH_SIZE,
	TERM_LIMIT,
	searchEverything,
	termQuery,
	type FindTerms,
} from './combined-search.ts';
import { createSiteSearch } from './engine.ts';
import { memoryIndex, type PageSpec } from '../../../tests/helpers/site-search-index.ts';

const term = (name: string, aliases = '', definition = `${name} explained.`): TermSummary => ({
	id: 1,
	term: name,
	slug: name.toLowerCase().replace(/\W+/g, '-'),
	aliases,
	short_definition: definition,
	difficulty_level: 'intermediate',
	categories: null,
});
const agents: PageSpec = {
	url: '/blog/ai-agents',
	type: 'Article',
	title: 'AI Agents 101',
	intro: 'Agents often use RAG to look things up.',
};
const guide: PageSpec = {
	url: '/topics/rag',
	type: 'Guide',
	title: 'Retrieval explained',
	sections: [['How RAG works', 'how', 'It looks documents up first.']],
};

async function site(pages: PageSpec[]) {
	return createSiteSearch((await memoryIndex(pages)).index);
}

describe('termQuery', () => {
	it('asks the glossary for what a question names, not its small words', () => {
		expect(termQuery(' What is a transformer? ')).toBe('transformer?');
		expect(termQuery('the bitter lesson')).toBe('bitter lesson');
		expect(termQuery('Theory of Mind')).toBe('Theory of Mind');
		expect(termQuery('what is')).toBe('is');
	});
});

describe('searchEverything', () => {
	it('ranks glossary terms and pages together: the named term first, then headings, then mentions', async () => {
		const asked: [string, number][] = [];
		const findTerms: FindTerms = async (query, limit) => {
			asked.push([query, limit]);
			return [term('Retrieval-Augmented Generation', 'RAG'), term('Agentic RAG')];
		};
		const batch = await searchEverything(' RAG ', await site([agents, guide]), findTerms);
		expect(asked).toEqual([['RAG', TERM_LIMIT]]);
		expect(batch).toMatchObject({
			query: 'RAG',
			total: 4,
			termsUnavailable: false,
			moreTerms: false,
			more: null,
		});
		expect(batch.results.map((r) => [r.title, r.type, r.match])).toEqual([
			['Retrieval-Augmented Generation', 'Glossary term', 'name'],
			['Agentic RAG', 'Glossary term', 'heading'],
			['Retrieval explained', 'Guide', 'heading'],
			['AI Agents 101', 'Article', 'mention'],
		]);
		expect(batch.results[0]).toMatchObject({
			url: '/glossary/retrieval-augmented-generation',
			difficulty: 'intermediate',
			aliases: ['RAG'],
		});
	});

	it('still lists pages when the glossary API fails, saying terms are unavailable', async () => {
		const batch = await searchEverything('rag', await site([agents]), async () => {
			throw new Error('Search failed');
		});
		expect(batch).toMatchObject({ total: 1, termsUnavailable: true });
		expect(batch.results.map((r) => r.title)).toEqual(['AI Agents 101']);
	});

	it('fails when the index cannot be read, whatever the API says', async () => {
		const { index } = await memoryIndex([agents], { failOnce: new Set(['s']) });
		await expect(
			searchEverything('rag', createSiteSearch(index), async () => [term('RAG')]),
		).rejects.toThrow(/offline/);
	});

	it('loads a batch at a time, terms and pages that match alike in turn, never one twice', async () => {
		const terms = Array.from({ length: TERM_LIMIT }, (_, i) => term(`Robot ${i}`));
		const posts: PageSpec[] = Array.from({ length: 8 }, (_, i) => ({
			url: `/blog/robots-${i}`,
			type: 'Article',
			title: `Robots ${i}`,
		}));
		const { index, fetched } = await memoryIndex(posts);
		let batch = await searchEverything('robot', createSiteSearch(index), async () => terms);
		expect(batch).toMatchObject({ total: TERM_LIMIT + 8, moreTerms: true });
		expect(batch.results.map((r) => r.type)).toEqual(
			Array.from({ length: BATCH_SIZE }, (_, i) => (i % 2 ? 'Article' : 'Glossary term')),
		);
		// Only the pages shown download their passages.
		expect(fetched.filter((url) => url.includes('/p/'))).toHaveLength(3);
		while (batch.more) batch = await batch.more();
		expect(batch.results).toHaveLength(TERM_LIMIT + 8);
		expect(new Set(batch.results.map((r) => r.url)).size).toBe(TERM_LIMIT + 8);
	});

	it('stops when the reader types past the query, asking no terms once it has', async () => {
		const typedPast = new AbortController();
		const asked: string[] = [];
		const search = searchEverything(
			'rag',
			await site([agents]),
			async (query) => {
				asked.push(query);
				return [];
			},
			typedPast.signal,
		);
		typedPast.abort();
		await expect(search).rejects.toThrow();
		expect(asked).toEqual([]);
	});
});
