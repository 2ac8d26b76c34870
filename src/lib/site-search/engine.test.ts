import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	UNFINISHED_WORD_WAIT_MS,
	createSiteSearch,
	searchableQuery,
	type SiteSearch,
} from './engine.ts';
import { memoryIndex, type PageSpec } from '../../../tests/helpers/site-search-index.ts';
import type { ExcerptPart } from './excerpt.ts';
import { rankResults } from './results.ts';

describe('searchableQuery', () => {
	it('waits for two letters, and for three of any word after the first', () => {
		expect(searchableQuery(' a ')).toBe('');
		expect(searchableQuery('AI')).toBe('AI');
		expect(searchableQuery('attention h')).toBe('attention');
		expect(searchableQuery('attention he ')).toBe('attention');
		expect(searchableQuery('attention hea')).toBe('attention hea');
		expect(searchableQuery('  self   attention  ')).toBe('self attention');
	});
});

const marked = (parts: ExcerptPart[]) => parts.filter((p) => p.mark).map((p) => p.text);

/** Every result of a query, in the index's order, and how many pages matched. */
async function everything(search: SiteSearch, query: string) {
	const matches = await search.search(query);
	return { total: matches.total, results: await matches.load(0, 100) };
}

const guide: PageSpec = {
	url: '/topics/transformers',
	type: 'Guide',
	title: 'Understanding Transformers',
	intro: 'A transformer reads a whole sentence at once with attention.',
	sections: [
		['Embeddings', 'embeddings', 'Tokens become vectors. Attention comes later, attention again.'],
		['Multi-head attention', 'multi-head-attention', 'Each head attends to other tokens.'],
		['Training', 'training', 'The model learns from text without any mention of the mechanism.'],
	],
	date: '2025-04-12',
};
const agents: PageSpec = {
	url: '/blog/ai-agents',
	type: 'Article',
	title: 'AI Agents 101',
	intro: 'Agents often use RAG, and RAG again, and RAG once more, to look things up.',
};
const path: PageSpec = {
	url: '/learn/llms',
	type: 'Learning path',
	title: 'Large language models and agents',
	intro: 'From attention to agents that use tools.',
};

describe('createSiteSearch', () => {
	it('ranks pages whose title or a heading names the query above passing mentions', async () => {
		const { index } = await memoryIndex([agents, guide, path]);
		const search = createSiteSearch(index);
		const heads = await everything(search, 'attention heads');
		expect(heads.results.map((r) => r.title)).toEqual(['Understanding Transformers']);
		const ranked = rankResults((await everything(search, 'agents')).results, 'agents');
		expect(ranked.map((r) => [r.title, r.match])).toEqual([
			['AI Agents 101', 'heading'],
			['Large language models and agents', 'heading'],
		]);
		expect(ranked[1]).toMatchObject({ type: 'Learning path', url: '/learn/llms' });
	});

	it('shows a guide’s matching sections, the one whose heading names the query first, deep-linked and highlighted', async () => {
		const { index } = await memoryIndex([guide]);
		const [result] = (await everything(createSiteSearch(index), 'attention')).results;
		expect(result).toMatchObject({ url: '/topics/transformers', date: '2025-04-12' });
		expect(result!.sections.map((s) => [s.title, s.url, s.headingMatch])).toEqual([
			['Multi-head attention', '/topics/transformers#multi-head-attention', true],
			['Embeddings', '/topics/transformers#embeddings', false],
		]);
		expect(marked(result!.excerpt)).toEqual(['attention']);
		expect(marked(result!.sections[1]!.excerpt)).toEqual(['Attention', 'attention']);
	});

	it('matches stems and, from three letters, the start of longer words, but no small words', async () => {
		const { index } = await memoryIndex([guide, agents]);
		const search = createSiteSearch(index);
		expect((await everything(search, 'learning')).results.map((r) => r.title)).toEqual([
			'Understanding Transformers',
		]);
		const typed = await everything(search, 'transf');
		expect(typed.total).toBe(1);
		expect(marked(typed.results[0]!.excerpt)).toEqual(['Transformers', 'transformer']);
		// Two letters match only a whole word: "ag" is not "agents".
		expect((await everything(search, 'ag')).total).toBe(0);
		expect((await everything(search, 'ai')).total).toBe(1);
		expect((await everything(search, 'what is the')).total).toBe(0);
		// Every word must match.
		expect((await everything(search, 'attention agents')).total).toBe(0);
	});

	it('downloads the shards of the words and only the passages of the results it loads', async () => {
		const posts: PageSpec[] = Array.from({ length: 25 }, (_, i) => ({
			url: `/blog/post-${String(i).padStart(2, '0')}`,
			type: 'Article',
			title: `Post ${i}`,
			intro: `A post about robots, number ${i}.`,
		}));
		const { index, fetched } = await memoryIndex([guide, ...posts]);
		const matches = await createSiteSearch(index).search('robots');
		expect(matches.total).toBe(25);
		const files = (kind: string) => fetched.filter((url) => url.includes(`/${kind}/`));
		expect(files('s')).toHaveLength(1);
		expect(files('p')).toHaveLength(0);
		expect(await matches.load(0, 6)).toHaveLength(6);
		expect(files('p')).toHaveLength(6);
		const rest = await matches.load(6, 100);
		expect(rest.map((r) => r.url)).toEqual(posts.slice(6).map((p) => p.url));
		expect(new Set(files('p')).size).toBe(25);
	});

	it('retries a file that failed on the next search', async () => {
		const { index } = await memoryIndex([agents], { failOnce: new Set(['s', 'p']) });
		const search = createSiteSearch(index);
		await expect(everything(search, 'rag')).rejects.toThrow(/offline/);
		await expect(everything(search, 'rag')).rejects.toThrow(/offline/);
		expect((await everything(search, 'rag')).results).toHaveLength(1);
	});
});

describe('a search the reader types past', () => {
	afterEach(() => void vi.useRealTimers());
	const passages = (fetched: string[]) => fetched.filter((url) => url.includes('/p/'));

	it('downloads no passage once the search is abandoned, but keeps the shards for the next query', async () => {
		const { index, fetched } = await memoryIndex([guide, agents]);
		const search = createSiteSearch(index);
		const typedPast = new AbortController();
		typedPast.abort();
		const matches = await search.search('attention');
		await expect(matches.load(0, 6, typedPast.signal)).rejects.toThrow();
		expect(passages(fetched)).toEqual([]);
		const shards = fetched.length;
		expect(await everything(search, 'attention')).toMatchObject({ total: 1 });
		expect(fetched.length - shards).toBe(passages(fetched).length);
	});

	it('waits a little before the passages of a last word the index only has longer words for', async () => {
		vi.useFakeTimers();
		const { index, fetched } = await memoryIndex([guide, agents]);
		const search = createSiteSearch(index);

		// "transf" is no word of the index: the reader is most likely still typing it.
		const typedPast = new AbortController();
		const unfinished = search.search('transf', typedPast.signal);
		await vi.advanceTimersByTimeAsync(UNFINISHED_WORD_WAIT_MS - 1);
		typedPast.abort();
		await expect(unfinished).rejects.toThrow();
		expect(passages(fetched)).toEqual([]);

		// A reader who stops there gets the results once the wait is over.
		const stopped = search.search('transf', new AbortController().signal);
		await vi.advanceTimersByTimeAsync(UNFINISHED_WORD_WAIT_MS);
		expect((await stopped).total).toBe(1);

		// A whole word and a query ending in a small word are searched at once.
		for (const query of ['transformer', 'agents use']) {
			let total = -1;
			void search
				.search(query, new AbortController().signal)
				.then((batch) => (total = batch.total));
			await vi.advanceTimersByTimeAsync(0);
			expect(total, query).toBeGreaterThan(0);
		}
		// "transf" waits every time, though its shard and passages are downloaded by now.
		let total = -1;
		void search
			.search('transf', new AbortController().signal)
			.then((batch) => (total = batch.total));
		await vi.advanceTimersByTimeAsync(0);
		expect(total).toBe(-1);
		await vi.advanceTimersByTimeAsync(UNFINISHED_WORD_WAIT_MS);
		expect(total).toBe(1);
	});
});
