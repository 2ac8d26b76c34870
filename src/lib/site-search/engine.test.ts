import { describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE, createSiteSearch, searchableQuery, type PagefindApi } from './engine.ts';
import type { IndexFragment } from './results.ts';

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

/** A stand-in for Pagefind's browser API over the given fragments, counting the data it loads. */
function fakePagefind(fragments: IndexFragment[]) {
	const loaded = vi.fn();
	const api: PagefindApi = {
		options: async () => {},
		init: async () => {},
		search: async () => ({
			results: fragments.map((fragment, i) => ({
				id: String(i),
				data: async () => {
					loaded(fragment.url);
					return fragment;
				},
			})),
		}),
	};
	return { api, loaded };
}

const page = (i: number): IndexFragment => ({
	url: `/blog/post-${i}.html`,
	excerpt: `post ${i}`,
	meta: { title: `Post ${i}`, type: 'Article' },
});

describe('createSiteSearch', () => {
	it('loads the data of one batch at a time and says how many pages matched', async () => {
		const { api, loaded } = fakePagefind(Array.from({ length: 25 }, (_, i) => page(i)));
		const first = await createSiteSearch(api).search('post');
		expect(first.total).toBe(25);
		expect(first.results).toHaveLength(BATCH_SIZE);
		expect(loaded).toHaveBeenCalledTimes(BATCH_SIZE);
		let last = first;
		while (last.more) last = await last.more();
		expect(last.results.map((r) => r.url)).toEqual(
			Array.from({ length: 25 }, (_, i) => `/blog/post-${i}`),
		);
		expect(loaded).toHaveBeenCalledTimes(25);
	});

	it('never repeats a page in a later batch, and puts the term named by the query first in its batch', async () => {
		const term = {
			url: '/glossary/rag.html',
			excerpt: 'RAG',
			meta: { title: 'Retrieval-Augmented Generation', type: 'Glossary term', aliases: 'RAG' },
		};
		// The term is the last of the first batch; the next batch repeats a post and the term (as the glossary browser's address).
		const posts = Array.from({ length: BATCH_SIZE - 1 }, (_, i) => page(i));
		const { api } = fakePagefind([...posts, term, page(3), { ...term, url: '/glossary?term=rag' }]);
		const first = await createSiteSearch(api).search('rag');
		expect(first.results[0]!.title).toBe('Retrieval-Augmented Generation');
		const all = await first.more!();
		expect(all.results.map((r) => r.url)).toEqual([
			'/glossary/rag',
			...posts.map((_, i) => `/blog/post-${i}`),
		]);
	});
});
