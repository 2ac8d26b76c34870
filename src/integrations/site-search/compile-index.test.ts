import { describe, expect, it } from 'vitest';
import {
	MANIFEST_URL,
	MAX_SHARD_CHARS,
	decodePostings,
	type Manifest,
	type PassageFile,
	type ShardFile,
} from '../../lib/site-search/index-format.ts';
import { extracted, type PageSpec } from '../../../tests/helpers/site-search-index.ts';
import { words } from '../../lib/site-search/text.ts';
import { shardKeyOf } from './shard-keys.ts';
import { BLOCK_WORDS, compileIndex } from './compile-index.ts';

const guide: PageSpec = {
	url: '/topics/transformers',
	type: 'Guide',
	title: 'Transformers',
	intro: 'The transformer is built on attention.',
	sections: [
		['Attention heads', 'heads', 'Each head attends to the sequence.'],
		['History', 'history', Array.from({ length: 200 }, (_, i) => `word${i % 7}.`).join(' ')],
	],
	date: '2025-04-12',
};
const path: PageSpec = {
	url: '/learn/from-zero',
	type: 'Learning path',
	title: 'AI from zero',
	intro: 'Attention, gently.',
};

function compiled(pages: PageSpec[]) {
	const { files, manifest, stats } = compileIndex(pages.map(extracted));
	const file = <T>(path: string) => JSON.parse(files.get(path.replace(/^\//, ''))!) as T;
	const shard = (key: string) =>
		file<ShardFile>(`${manifest.dir}s/${manifest.shards.indexOf(key)}.json`);
	const shardOf = (word: string) => shard(shardKeyOf(word, new Set(manifest.shards)));
	const passage = (page: number, section: number, block: number) =>
		file<PassageFile>(`${manifest.dir}p/${page}-${section}-${block}.json`);
	return { files, manifest, stats, file, shard, shardOf, passage };
}

describe('compileIndex', () => {
	it('writes a manifest naming a folder after a hash of the index, the page types and the shard keys', () => {
		const { manifest, file, files } = compiled([guide, path]);
		expect(file<Manifest>(MANIFEST_URL)).toEqual(manifest);
		// Pages are numbered by address: the path (/learn) is 0, the guide (/topics) 1.
		expect(manifest).toMatchObject({ pages: 2 });
		expect(manifest.dir).toMatch(/^\/search-index\/[0-9a-f]{12}\/$/);
		for (const name of files.keys())
			if (name !== 'search-index.json') expect(`/${name}`.startsWith(manifest.dir)).toBe(true);
		expect(compiled([guide, path]).manifest.dir).toBe(manifest.dir);
		expect(compiled([guide]).manifest.dir).not.toBe(manifest.dir);
	});

	it('cuts pages into passages by section, and long sections into blocks, each with the page’s facts', () => {
		const { passage, stats } = compiled([guide, path]);
		expect(passage(1, 0, 0)).toEqual({
			url: '/topics/transformers',
			title: 'Transformers',
			type: 'Guide',
			date: '2025-04-12',
			text: 'Transformers. The transformer is built on attention.',
		});
		expect(passage(1, 1, 0)).toMatchObject({
			section: { title: 'Attention heads', id: 'heads', element: 'h2' },
			text: 'Attention heads Each head attends to the sequence.',
		});
		const history = [0, 1, 2].map((block) => passage(1, 2, block).text);
		expect(history.every((text) => words(text).length <= BLOCK_WORDS)).toBe(true);
		// Blocks are cut between words, each keeping its punctuation: together they are the section.
		expect(history.join(' ')).toBe(extracted(guide).sections[2]!.text);
		expect(history[0]).toMatch(/\.$/);
		expect(passage(0, 0, 0)).toMatchObject({ type: 'Learning path' });
		expect(stats).toMatchObject({ pages: 2, passages: 1 + 1 + 1 + 3 });
	});

	it('indexes every word but the small ones, marking title and heading words', () => {
		const { shardOf } = compiled([guide, path]);
		const postings = (word: string) => decodePostings(shardOf(word).words[word]!);
		expect(postings('attention')).toEqual([
			{
				page: 0,
				score: expect.any(Number),
				inTitle: false,
				passages: [{ section: 0, block: 0, count: 1, inHeading: false }],
			},
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
		expect(postings('transformers')).toMatchObject([{ page: 1, inTitle: true }]);
		expect(shardOf('the').words).not.toHaveProperty('the');
	});

	it('keeps every shard under the cap, splitting a key by more letters as pages are added', () => {
		const many: PageSpec[] = Array.from({ length: 400 }, (_, i) => ({
			url: `/blog/p${String(i).padStart(3, '0')}`,
			type: 'Article',
			title: `Post ${i}`,
			intro: `attention attentive${i % 50} attend${i % 3} atom`,
		}));
		const { manifest, shardOf, stats } = compiled(many);
		expect(stats.largestShardBytes).toBeLessThanOrEqual(MAX_SHARD_CHARS);
		expect(manifest.shards.some((key) => key.length > 3)).toBe(true);
		// Every word is in the shard its key names, and nowhere else.
		for (const word of ['attention', 'attentive7', 'attend1', 'atom'])
			expect(shardOf(word).words).toHaveProperty(word);
	});
});
