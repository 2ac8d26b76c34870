import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	BATCH_SIZE,
	UNFINISHED_WORD_WAIT_MS,
	createSiteSearch,
	searchableQuery,
} from './engine.ts';
import { memoryIndex, type PageSpec } from './test-index.ts';
import type { ExcerptPart } from './excerpt.ts';

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

const guide: PageSpec = {
	url: '/topics/transformers.html',
	type: 'Guide',
	title: 'Understanding Transformers',
	intro: 'A transformer reads a whole sentence at once with attention.',
	sections: [
		['Embeddings', 'embeddings', 'Tokens become vectors. Attention comes later, attention again.'],
		['Multi-head attention', 'multi-head-attention', 'Each head attends to other tokens.'],
		['Training', 'training', 'The model learns from text without any mention of the mechanism.'],
	],
	meta: { date: '2025-04-12' },
};
const term = (title: string, aliases: string, text: string): PageSpec => ({
	url: `/glossary/${title.toLowerCase().replace(/\W+/g, '-')}.html`,
	type: 'Glossary term',
	title,
	intro: `${aliases ? `Also known as ${aliases} ` : ''}${text}`,
	sections: [['Definition', 'definition', `${text} In detail, more words about ${title}.`]],
	meta: { difficulty: 'beginner', ...(aliases && { aliases }) },
});
const rag = term('Retrieval-Augmented Generation', 'RAG', 'A model looks up documents first.');
const agents: PageSpec = {
	url: '/blog/ai-agents.html',
	type: 'Article',
	title: 'AI Agents 101',
	intro: 'Agents often use RAG, and RAG again, and RAG once more, to look things up.',
};

describe('createSiteSearch', () => {
	it('puts the term named by the query or an alias first, then headings, then mentions', async () => {
		const { index } = await memoryIndex([
			agents,
			rag,
			guide,
			term('Multi-Head Attention', 'MHA', 'Several attention heads run in parallel.'),
		]);
		const search = createSiteSearch(index);
		const byAlias = await search.search('rag');
		expect(byAlias.results.map((r) => [r.title, r.match])).toEqual([
			['Retrieval-Augmented Generation', 'name'],
			['AI Agents 101', 'mention'],
		]);
		expect(byAlias.results[0]).toMatchObject({
			url: '/glossary/retrieval-augmented-generation',
			type: 'Glossary term',
			difficulty: 'beginner',
			aliases: ['RAG'],
		});

		const heads = await search.search('attention heads');
		expect(heads.results.map((r) => [r.title, r.match])).toEqual([
			['Multi-Head Attention', 'heading'],
			['Understanding Transformers', 'heading'],
		]);
		expect(await search.search('what is multi-head attention')).toMatchObject({
			results: [{ title: 'Multi-Head Attention', match: 'name' }, { match: 'heading' }],
		});
	});

	it('shows a guide’s matching sections, the one whose heading names the query first, deep-linked and highlighted', async () => {
		const { index } = await memoryIndex([guide]);
		const [result] = (await createSiteSearch(index).search('attention')).results;
		expect(result).toMatchObject({
			url: '/topics/transformers',
			date: '2025-04-12',
			match: 'heading',
		});
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
		expect((await search.search('learning')).results.map((r) => r.title)).toEqual([
			'Understanding Transformers',
		]);
		const typed = await search.search('transf');
		expect(typed.total).toBe(1);
		expect(marked(typed.results[0]!.excerpt)).toEqual(['Transformers', 'transformer']);
		// Two letters match only a whole word: "ag" is not "agents".
		expect((await search.search('ag')).total).toBe(0);
		expect((await search.search('ai')).total).toBe(1);
		expect((await search.search('what is the')).total).toBe(0);
		// Every word must match.
		expect((await search.search('attention agents')).total).toBe(0);
	});

	it('downloads one shard per word and only the passages of the results it shows, a batch at a time', async () => {
		const posts: PageSpec[] = Array.from({ length: 25 }, (_, i) => ({
			url: `/blog/post-${String(i).padStart(2, '0')}.html`,
			type: 'Article',
			title: `Post ${i}`,
			intro: `A post about robots, number ${i}.`,
		}));
		const { index, fetched } = await memoryIndex([guide, ...posts]);
		const first = await createSiteSearch(index).search('robots');
		expect(first.total).toBe(25);
		expect(first.results).toHaveLength(BATCH_SIZE);
		const files = (kind: string) => fetched.filter((url) => url.includes(`/${kind}/`));
		expect(files('s')).toHaveLength(1);
		expect(files('p')).toHaveLength(BATCH_SIZE);
		let last = first;
		while (last.more) last = await last.more();
		expect(last.results.map((r) => r.url)).toEqual(posts.map((p) => p.url.replace('.html', '')));
		expect(new Set(files('p')).size).toBe(25);
	});

	it('shows a glossary term as one line with its opening as the excerpt', async () => {
		const { index, fetched } = await memoryIndex([rag]);
		const [result] = (await createSiteSearch(index).search('documents')).results;
		expect(result!.sections).toEqual([]);
		expect(marked(result!.excerpt)).toEqual(['documents']);
		expect(result!.excerpt[0]!.text).toMatch(/^Retrieval-Augmented Generation\. Also known as RAG/);
		expect(fetched.filter((url) => url.includes('/p/'))).toHaveLength(1);
	});

	it('retries a file that failed on the next search', async () => {
		const { index } = await memoryIndex([rag], { failOnce: new Set(['s', 'p']) });
		const search = createSiteSearch(index);
		await expect(search.search('rag')).rejects.toThrow(/offline/);
		await expect(search.search('rag')).rejects.toThrow(/offline/);
		expect((await search.search('rag')).results).toHaveLength(1);
	});
});

describe('a search the reader types past', () => {
	afterEach(() => void vi.useRealTimers());
	const passages = (fetched: string[]) => fetched.filter((url) => url.includes('/p/'));

	it('downloads no passage once its signal aborts, but keeps the shards for the next query', async () => {
		const { index, fetched } = await memoryIndex([guide, agents]);
		const search = createSiteSearch(index);
		const typedPast = new AbortController();
		typedPast.abort();
		await expect(search.search('attention', typedPast.signal)).rejects.toThrow();
		expect(passages(fetched)).toEqual([]);
		const shards = fetched.length;
		expect((await search.search('attention')).total).toBe(1);
		expect(fetched.length - shards).toBe(passages(fetched).length);
	});

	it('waits a little before the passages of a last word the index only has longer words for', async () => {
		vi.useFakeTimers();
		const { index, fetched } = await memoryIndex([guide, agents, rag]);
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

		// A whole word, a glossary name and a query ending in a small word are searched at once.
		for (const query of ['transformer', 'RAG', 'agents use']) {
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
