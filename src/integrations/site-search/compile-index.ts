/**
 * Compiles the pages Pagefind extracted from the build into the site's own static search index
 * (format: src/lib/site-search/index-format.ts): an inverted index cut into small shards by the
 * first letters of each word, and the pages' text cut into passages, so the search dialog
 * downloads only the shards of the words typed and the passages of the results it shows.
 */
import { createHash } from 'node:crypto';
import {
	INDEX_ROOT,
	PAGE_KIND_LETTERS,
	MANIFEST_URL,
	encodePostings,
	passagePath,
	shardPath,
	type Manifest,
	type PagePosting,
	type PassageFile,
	type ShardFile,
} from '../../lib/site-search/index-format.ts';
import { resultHref } from '../../lib/site-search/results.ts';
import { parseResultType } from '../../lib/site-search/result-types.ts';
import {
	MAX_SHARD_KEY_LENGTH,
	STOP_WORDS,
	nameKey,
	shardKeyFor,
	words,
} from '../../lib/site-search/text.ts';

/** A page as Pagefind records it (its fragment): text with word positions of its anchors. */
export interface ExtractedPage {
	url: string;
	/** The indexed text; its words (separated by white space) are what anchor locations count. */
	content: string;
	meta: Record<string, string | undefined>;
	anchors: { element: string; id: string; text: string; location: number }[];
}

/**
 * A section longer than this many words is cut into blocks of about equal length: an excerpt
 * shows 24 words, and a result then downloads a block, never a whole long section.
 */
export const BLOCK_WORDS = 80;

/**
 * A shard key of three letters gets its own file when its words' postings reach this many
 * characters, else its words join the two-letter shard (and a small two-letter one the
 * one-letter shard): fewer, fuller files, and a shorter list of keys in the manifest.
 */
export const MIN_SHARD_CHARS = 1500;

/** Scores are stored as integers: BM25's frequency part (0 to K1 + 1) times this. */
export const SCORE_SCALE = 20;

/** Ranking weights: BM25 with a soft length normalisation (guides run to thousands of words, terms to a few hundred, and a guide whose section is about the query must not drown under short pages that mention it once). */
const BM25_K1 = 1.2;
const BM25_B = 0.3;
/** A word in the page's title or a term's alias counts as this many more occurrences. */
const TITLE_BONUS = 6;
/** A word in a section heading counts as this many more occurrences. */
const HEADING_BONUS = 2;

export interface CompiledIndex {
	/** File contents by path relative to the site root (no leading slash). */
	files: Map<string, string>;
	manifest: Manifest;
	stats: { pages: number; words: number; shards: number; passages: number; bytes: number };
}

interface Section {
	/** Word position where the section starts (its heading's first word). */
	start: number;
	end: number;
	heading?: { title: string; id: string; element: string; words: Set<string> };
}

interface WordOnPage {
	count: number;
	inTitle: boolean;
	headings: number;
	passages: Map<string, { section: number; block: number; count: number; inHeading: boolean }>;
}

const HEADING = /^h[2-6]$/i;

/** A page's sections: the text before its first heading, then one per heading with an id. */
function sectionsOf(page: ExtractedPage, length: number): Section[] {
	const headings = page.anchors
		.filter((anchor) => HEADING.test(anchor.element) && anchor.id && anchor.location > 0)
		.sort((a, b) => a.location - b.location);
	const starts = [0, ...headings.map((h) => h.location)];
	return starts.map((start, i) => {
		const heading = i > 0 ? headings[i - 1]! : undefined;
		return {
			start,
			end: starts[i + 1] ?? length,
			...(heading && {
				heading: {
					title: heading.text.trim(),
					id: heading.id,
					element: heading.element.toLowerCase(),
					words: new Set(words(heading.text)),
				},
			}),
		};
	});
}

/** Cuts [start, end) into blocks of at most BLOCK_WORDS words, of about equal length. */
function blocksOf(start: number, end: number): [number, number][] {
	const count = Math.max(1, Math.ceil((end - start) / BLOCK_WORDS));
	const size = Math.ceil((end - start) / count);
	return Array.from({ length: count }, (_, i) => [
		start + i * size,
		Math.min(end, start + (i + 1) * size),
	]);
}

const sortedByUrl = (pages: readonly ExtractedPage[]) =>
	pages
		.map((page) => ({ ...page, url: resultHref(page.url) }))
		.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));

/** Groups keys bottom-up: a three-letter key too small joins its two-letter parent, and so on. */
function chooseShardKeys(sizes: Map<string, number>): Set<string> {
	const keys = new Map<string, number>();
	for (const [word, size] of sizes) {
		const key = word.slice(0, MAX_SHARD_KEY_LENGTH);
		keys.set(key, (keys.get(key) ?? 0) + size);
	}
	for (let length = MAX_SHARD_KEY_LENGTH; length > 1; length--) {
		for (const [key, size] of [...keys]) {
			if (key.length !== length || size >= MIN_SHARD_CHARS) continue;
			const parent = key.slice(0, length - 1);
			keys.delete(key);
			keys.set(parent, (keys.get(parent) ?? 0) + size);
		}
	}
	return new Set(keys.keys());
}

/** The shard of a word (every word has one: one-letter keys are never merged away). */
function keyOf(word: string, keys: ReadonlySet<string>): string {
	const key = shardKeyFor(word, keys);
	if (key === undefined) throw new Error(`Site search: no shard for "${word}"`);
	return key;
}

export function compileIndex(extracted: readonly ExtractedPage[]): CompiledIndex {
	const pages = sortedByUrl(extracted);
	const vocabulary = new Map<string, Map<number, WordOnPage>>();
	const passages: { page: number; section: number; block: number; file: PassageFile }[] = [];
	const pageLengths: number[] = [];
	const names: [string, number][] = [];
	let kinds = '';

	pages.forEach((page, pageNumber) => {
		const type = parseResultType(page.meta.type);
		const title = page.meta.title?.trim() || page.url;
		const aliases = page.meta.aliases?.trim();
		const pageFacts: Omit<PassageFile, 'text'> = {
			url: page.url,
			title,
			type,
			...(page.meta.date && { date: page.meta.date }),
			...(page.meta.difficulty && { difficulty: page.meta.difficulty }),
			...(aliases && { aliases }),
		};
		kinds += PAGE_KIND_LETTERS[type];
		const aliasList = (aliases ?? '').split(',').map((alias) => alias.trim());
		const titleWords = new Set([title, ...aliasList].flatMap(words));
		if (type === 'Glossary term') {
			for (const name of [title, ...aliasList]) if (nameKey(name)) names.push([name, pageNumber]);
		}

		const text = page.content.split(/\s+/);
		let pageLength = 0;
		sectionsOf(page, text.length).forEach((section, sectionNumber) => {
			blocksOf(section.start, section.end).forEach(([start, end], blockNumber) => {
				const passageWords = text.slice(start, end);
				passages.push({
					page: pageNumber,
					section: sectionNumber,
					block: blockNumber,
					file: {
						...pageFacts,
						...(section.heading && {
							section: {
								title: section.heading.title,
								id: section.heading.id,
								element: section.heading.element,
							},
						}),
						text: passageWords.join(' '),
					},
				});
				for (const word of passageWords.flatMap(words)) {
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
						const inHeading = section.heading?.words.has(word) ?? false;
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

	// Names are filed under their first word, which may be a stop word ("The Bitter Lesson").
	const keyedNames = names.map(([name, page]) => ({
		first: words(name)[0]!,
		entry: [nameKey(name), page] as [string, number],
	}));
	const sizes = new Map<string, number>();
	for (const [word, postings] of encoded) sizes.set(word, word.length + postings.length);
	for (const { first, entry } of keyedNames)
		sizes.set(first, (sizes.get(first) ?? 0) + entry[0].length + 4);
	const keySet = chooseShardKeys(sizes);
	const keys = [...keySet].sort();
	const shards = new Map<string, ShardFile>(keys.map((key) => [key, { words: {}, names: [] }]));
	for (const word of [...encoded.keys()].sort())
		shards.get(keyOf(word, keySet))!.words[word] = encoded.get(word)!;
	for (const { first, entry } of keyedNames) shards.get(keyOf(first, keySet))!.names.push(entry);

	const hashed = new Map<string, string>();
	keys.forEach((key, i) => hashed.set(shardPath('', i), JSON.stringify(shards.get(key))));
	for (const { page, section, block, file } of passages)
		hashed.set(passagePath('', page, section, block), JSON.stringify(file));
	const hash = createHash('sha256');
	for (const [path, content] of hashed) hash.update(path).update('\0').update(content).update('\0');
	const dir = `${INDEX_ROOT}${hash.digest('hex').slice(0, 12)}/`;

	const manifest: Manifest = { dir, pages: pages.length, kinds, shards: keys };
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
		},
	};
}
