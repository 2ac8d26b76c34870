import { describe, expect, it } from 'vitest';
import {
	MANIFEST_URL,
	decodePostings,
	type Manifest,
	type PassageFile,
	type ShardFile,
} from '../../lib/site-search/index-format.ts';
import { extracted, type PageSpec } from '../../lib/site-search/test-index.ts';
import { BLOCK_WORDS, MIN_SHARD_CHARS, compileIndex } from './compile-index.ts';

const guide: PageSpec = {
	url: '/topics/transformers.html',
	type: 'Guide',
	title: 'Transformers',
	intro: 'The transformer is built on attention.',
	sections: [
		['Attention heads', 'heads', 'Each head attends to the sequence.'],
		['History', 'history', Array.from({ length: 200 }, (_, i) => `word${i % 7}`).join(' ')],
	],
	meta: { date: '2025-04-12' },
};
const term: PageSpec = {
	url: '/glossary/rag.html',
	type: 'Glossary term',
	title: 'Retrieval-Augmented Generation',
	intro: 'Also known as RAG, The Lookup A model looks documents up.',
	meta: { aliases: 'RAG, The Lookup', difficulty: 'intermediate' },
};

function compiled(pages: PageSpec[]) {
	const { files, manifest, stats } = compileIndex(pages.map(extracted));
	const file = <T>(path: string) => JSON.parse(files.get(path.replace(/^\//, ''))!) as T;
	const shard = (key: string) =>
		file<ShardFile>(`${manifest.dir}s/${manifest.shards.indexOf(key)}.json`);
	const passage = (page: number, section: number, block: number) =>
		file<PassageFile>(`${manifest.dir}p/${page}-${section}-${block}.json`);
	return { files, manifest, stats, file, shard, passage };
}

describe('compileIndex', () => {
	it('writes a manifest naming a folder after a hash of the index, the page types and the shard keys', () => {
		const { manifest, file, files } = compiled([guide, term]);
		expect(file<Manifest>(MANIFEST_URL)).toEqual(manifest);
		expect(manifest).toMatchObject({ pages: 2, kinds: 'TG' });
		expect(manifest.dir).toMatch(/^\/search-index\/[0-9a-f]{12}\/$/);
		for (const path of files.keys())
			if (path !== 'search-index.json') expect(`/${path}`.startsWith(manifest.dir)).toBe(true);
		expect(compiled([guide, term]).manifest.dir).toBe(manifest.dir);
		expect(compiled([guide]).manifest.dir).not.toBe(manifest.dir);
	});

	it('cuts pages into passages by section, and long sections into blocks, each with the page’s facts', () => {
		const { passage, stats } = compiled([guide, term]);
		// Pages are numbered by address: the term (/glossary) is 0, the guide (/topics) 1.
		expect(passage(1, 0, 0)).toEqual({
			url: '/topics/transformers',
			title: 'Transformers',
			type: 'Guide',
			date: '2025-04-12',
			text: 'Transformers. The transformer is built on attention.',
		});
		expect(passage(1, 1, 0)).toMatchObject({
			section: { title: 'Attention heads', id: 'heads', element: 'h2' },
			text: 'Attention heads. Each head attends to the sequence.',
		});
		const history = [0, 1, 2].map((block) => passage(1, 2, block).text.split(' ').length);
		expect(history.every((length) => length <= BLOCK_WORDS)).toBe(true);
		expect(history.reduce((a, b) => a + b)).toBe(201);
		expect(passage(0, 0, 0)).toMatchObject({
			type: 'Glossary term',
			difficulty: 'intermediate',
			aliases: 'RAG, The Lookup',
		});
		expect(stats).toMatchObject({ pages: 2, passages: 1 + 1 + 1 + 3 });
	});

	it('indexes every word but the small ones, marking title, alias and heading words', () => {
		const { shard } = compiled([guide, term]);
		const postings = (word: string, key: string) => decodePostings(shard(key).words[word]!);
		expect(postings('attention', 'a')).toEqual([
			{
				page: 1,
				score: expect.any(Number),
				inTitle: false,
				passages: [
					{ section: 0, block: 0, count: 1, inHeading: false },
					{ section: 1, block: 0, count: 1, inHeading: true },
				],
			},
		]);
		expect(postings('rag', 'r')).toMatchObject([{ page: 0, inTitle: true }]);
		expect(shard('t').words).not.toHaveProperty('the');
		expect(shard('t').words).toHaveProperty('transformers');
	});

	it('files glossary names and aliases under their first word, small words included', () => {
		const { shard } = compiled([guide, term]);
		expect(shard('r').names).toEqual([
			['retrievalaugmentedgeneration', 0],
			['rag', 0],
		]);
		expect(shard('t').names).toEqual([['thelookup', 0]]);
	});

	it('gives a three-letter prefix its own shard only when its words fill one', () => {
		const many: PageSpec[] = Array.from({ length: 150 }, (_, i) => ({
			url: `/blog/p${i}.html`,
			type: 'Article',
			title: `Post ${i}`,
			intro: `attention attentive${i % 5}${i === 0 ? ' atom' : ''}`,
		}));
		const { manifest, shard } = compiled(many);
		expect(manifest.shards).toContain('att');
		expect(manifest.shards).not.toContain('ato');
		expect(Object.keys(shard('att').words)).toEqual([
			'attention',
			...[0, 1, 2, 3, 4].map((i) => `attentive${i}`),
		]);
		expect(shard('a').words).toHaveProperty('atom');
		expect(JSON.stringify(shard('att').words).length).toBeGreaterThanOrEqual(MIN_SHARD_CHARS);
	});
});
