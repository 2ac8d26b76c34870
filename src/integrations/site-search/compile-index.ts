/**
 * Compiles the pages read from the build (./extract-page.ts) into the site's own static search
 * index (format: src/lib/site-search/index-format.ts): an inverted index cut into small shards by
 * the first letters of each word, and the pages' text cut into passages, so the search dialog
 * downloads only the shards of the words typed and the passages of the results it shows.
 */
import { createHash } from 'node:crypto';
import {
	INDEX_ROOT,
	MANIFEST_URL,
	MAX_SHARD_CHARS,
	encodePostings,
	passagePath,
	shardPath,
	type Manifest,
	type PagePosting,
	type PassageFile,
	type ShardFile,
} from '../../lib/site-search/index-format.ts';
import { STOP_WORDS, tokens, words, type Token } from '../../lib/site-search/text.ts';
import type { ExtractedPage } from './extract-page.ts';
import { chooseShardKeys, shardKeyOf } from './shard-keys.ts';

/**
 * A section longer than this many words is cut into blocks of about equal length: an excerpt
 * shows 24 words, and a result then downloads a block, never a whole long section.
 */
export const BLOCK_WORDS = 80;

/** Scores are stored as integers: BM25's frequency part (0 to K1 + 1) times this. */
export const SCORE_SCALE = 20;

/** Ranking weights: BM25 with a soft length normalisation (guides run to thousands of words, info pages to a few hundred, and a guide whose section is about the query must not drown under short pages that mention it once). */
const BM25_K1 = 1.2;
const BM25_B = 0.3;
/** A word in the page's title counts as this many more occurrences. */
const TITLE_BONUS = 6;
/** A word in a section heading counts as this many more occurrences. */
const HEADING_BONUS = 2;

export interface CompiledIndex {
	/** File contents by path relative to the site root (no leading slash). */
	files: Map<string, string>;
	manifest: Manifest;
	stats: {
		pages: number;
		words: number;
		shards: number;
		passages: number;
		bytes: number;
		largestShardBytes: number;
	};
}

interface WordOnPage {
	count: number;
	inTitle: boolean;
	headings: number;
	passages: Map<string, { section: number; block: number; count: number; inHeading: boolean }>;
}

/** Cuts a section's tokens into blocks of at most BLOCK_WORDS words, of about equal length. */
function blocksOf(all: Token[]): Token[][] {
	const wordCount = all.filter((token) => token.word).length;
	const count = Math.max(1, Math.ceil(wordCount / BLOCK_WORDS));
	const size = Math.ceil(wordCount / count);
	const blocks: Token[][] = [[]];
	let inBlock = 0;
	for (const token of all) {
		if (token.word && inBlock === size) {
			blocks.push([]);
			inBlock = 0;
		}
		if (token.word) inBlock += 1;
		blocks.at(-1)!.push(token);
	}
	return blocks;
}

export function compileIndex(extracted: readonly ExtractedPage[]): CompiledIndex {
	const pages = [...extracted].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
	const vocabulary = new Map<string, Map<number, WordOnPage>>();
	const passages: { page: number; section: number; block: number; file: PassageFile }[] = [];
	const pageLengths: number[] = [];

	pages.forEach((page, pageNumber) => {
		const { sections, ...pageFacts } = page;
		const titleWords = new Set(words(page.title));
		let pageLength = 0;
		sections.forEach((section, sectionNumber) => {
			const headingWords = new Set(section.heading ? words(section.heading.title) : []);
			blocksOf(tokens(section.text)).forEach((block, blockNumber) => {
				passages.push({
					page: pageNumber,
					section: sectionNumber,
					block: blockNumber,
					file: {
						...pageFacts,
						...(section.heading && { section: section.heading }),
						text: block
							.map((token) => token.text)
							.join('')
							.trim(),
					},
				});
				for (const { word } of block) {
					if (!word) continue;
					pageLength += 1;
					if (STOP_WORDS.has(word)) continue;
					let onPages = vocabulary.get(word);
					if (!onPages) vocabulary.set(word, (onPages = new Map()));
					let onPage = onPages.get(pageNumber);
					if (!onPage) {
						onPage = { count: 0, inTitle: titleWords.has(word), headings: 0, passages: new Map() };
						onPages.set(pageNumber, onPage);
					}
					onPage.count += 1;
					const at = `${sectionNumber}.${blockNumber}`;
					let hits = onPage.passages.get(at);
					if (!hits) {
						const inHeading = headingWords.has(word);
						if (inHeading) onPage.headings += 1;
						hits = { section: sectionNumber, block: blockNumber, count: 0, inHeading };
						onPage.passages.set(at, hits);
					}
					hits.count += 1;
				}
			});
		});
		pageLengths.push(pageLength);
	});

	const averageLength = pageLengths.reduce((sum, n) => sum + n, 0) / Math.max(1, pages.length);
	const encoded = new Map<string, string>();
	for (const [word, onPages] of vocabulary) {
		const postings: PagePosting[] = [...onPages]
			.sort(([a], [b]) => a - b)
			.map(([page, onPage]) => {
				const tf =
					onPage.count + (onPage.inTitle ? TITLE_BONUS : 0) + HEADING_BONUS * onPage.headings;
				const norm = 1 - BM25_B + (BM25_B * pageLengths[page]!) / averageLength;
				// BM25's term-frequency part; the engine multiplies it by the query word's rarity.
				const frequency = (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * norm);
				return {
					page,
					score: Math.max(1, Math.round(frequency * SCORE_SCALE)),
					inTitle: onPage.inTitle,
					passages: [...onPage.passages.values()],
				};
			});
		encoded.set(word, encodePostings(postings));
	}

	const sizes = new Map<string, number>();
	// A word's share of its shard's JSON: its quoted key, the colon, the quoted postings, a comma.
	for (const [word, postings] of encoded) sizes.set(word, word.length + postings.length + 6);
	const keySet = chooseShardKeys(sizes, MAX_SHARD_CHARS);
	const keys = [...keySet].sort();
	const shards = new Map<string, ShardFile>(keys.map((key) => [key, { words: {} }]));
	for (const word of [...encoded.keys()].sort())
		shards.get(shardKeyOf(word, keySet))!.words[word] = encoded.get(word)!;

	const hashed = new Map<string, string>();
	let largestShardBytes = 0;
	keys.forEach((key, i) => {
		const content = JSON.stringify(shards.get(key));
		largestShardBytes = Math.max(largestShardBytes, Buffer.byteLength(content));
		hashed.set(shardPath('', i), content);
	});
	for (const { page, section, block, file } of passages)
		hashed.set(passagePath('', page, section, block), JSON.stringify(file));
	const hash = createHash('sha256');
	for (const [path, content] of hashed) hash.update(path).update('\0').update(content).update('\0');
	const dir = `${INDEX_ROOT}${hash.digest('hex').slice(0, 12)}/`;

	const manifest: Manifest = { dir, pages: pages.length, shards: keys };
	const files = new Map<string, string>([[MANIFEST_URL.slice(1), JSON.stringify(manifest)]]);
	for (const [path, content] of hashed) files.set(`${dir.slice(1)}${path}`, content);
	let bytes = 0;
	for (const content of files.values()) bytes += Buffer.byteLength(content);
	return {
		files,
		manifest,
		stats: {
			pages: pages.length,
			words: vocabulary.size,
			shards: keys.length,
			passages: passages.length,
			bytes,
			largestShardBytes,
		},
	};
}
