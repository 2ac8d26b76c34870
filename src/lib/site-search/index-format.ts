/**
 * The site search index as files: written by the build (src/integrations/site-search), read by the
 * search dialog (./engine.ts). Three kinds of file, all JSON (so the server compresses them):
 *
 * - the manifest, `/search-index.json`: where this build's index lives and its shard keys;
 * - shards, `<dir>/s/<n>.json`: the words starting with one key (a few letters, more where many
 *   words share them, so that no shard grows past MAX_SHARD_CHARS), each with the pages it occurs
 *   on, its score there and the passages it occurs in;
 * - passages, `<dir>/p/<page>-<section>-<block>.json`: a run of a page's text within one section,
 *   with the page's title and facts, so a result downloads only the text it shows.
 *
 * Everything under `<dir>` (named after a hash of the whole index) never changes and is cached for
 * good; only the manifest is fetched anew. Only editorial pages are indexed (guides, articles,
 * learning paths, info pages): glossary terms are searched through the glossary API, so the index
 * stays the same size however large the glossary grows.
 */
import type { IndexedType } from './result-types.ts';

/** Where the manifest is served. */
export const MANIFEST_URL = '/search-index.json';

/** The folder of the hashed index files, with a trailing slash. */
export const INDEX_ROOT = '/search-index/';

export interface Manifest {
	/** The folder of this build's shards and passages (under INDEX_ROOT), with a trailing slash. */
	dir: string;
	/** Pages in the index. */
	pages: number;
	/** Shard keys; a shard's file is named after its position in this list. */
	shards: string[];
}

/** One page's occurrences of one word. */
export interface PagePosting {
	/** Page number (pages are numbered in the order of their addresses). */
	page: number;
	/**
	 * How much the word says about the page: BM25's term-frequency part (title and heading words
	 * counting extra) as an integer. The search multiplies it by the rarity of the query word.
	 */
	score: number;
	/** The word is in the page's title or one of its aliases. */
	inTitle: boolean;
	passages: PassageHits[];
}

/** One passage's occurrences of one word. */
export interface PassageHits {
	/** Section of the page: 0 is the text before its first heading. */
	section: number;
	/** Block of that section (long sections are cut into blocks). */
	block: number;
	count: number;
	/** The word is in the section's heading. */
	inHeading: boolean;
}

/**
 * A shard of at most this many characters of words and postings (a few KB compressed), however
 * many pages share its words: a key whose words outgrow it is split by one more letter.
 */
export const MAX_SHARD_CHARS = 12_000;

export interface ShardFile {
	/** Each word's postings, encoded by encodePostings. */
	words: Record<string, string>;
}

export interface PassageFile {
	/** The page's address (clean, without `.html`). */
	url: string;
	title: string;
	type: IndexedType;
	date?: string;
	difficulty?: string;
	/** The section the passage belongs to, unless it is the text before the first heading. */
	section?: { title: string; id: string; element: string };
	/** The passage's text (white space collapsed); ./text.ts's tokens() finds its words. */
	text: string;
}

export const shardPath = (dir: string, shard: number) => `${dir}s/${shard}.json`;

export const passagePath = (dir: string, page: number, section: number, block: number) =>
	`${dir}p/${page}-${section}-${block}.json`;

const base36 = (n: number) => n.toString(36);
/** Marks a word in a title or heading: not a base-36 digit, so parseInt stops before it. */
const FLAG = '!';

/**
 * A word's postings as a compact string: pages separated by `;`, each `page-delta.score` (base 36,
 * `!` appended when the word is in the title) followed by `,section.block.count` per passage
 * (`!` appended when the word is in the section's heading).
 * @example encodePostings([{ page: 3, score: 20, inTitle: true, passages: [{ section: 0, block: 0, count: 2, inHeading: false }] }]) // '3.k!,0.0.2'
 */
export function encodePostings(postings: readonly PagePosting[]): string {
	let previous = 0;
	return postings
		.map(({ page, score, inTitle, passages }) => {
			const head = `${base36(page - previous)}.${base36(score)}${inTitle ? FLAG : ''}`;
			previous = page;
			const hits = passages.map(
				(p) =>
					`${base36(p.section)}.${base36(p.block)}.${base36(p.count)}${p.inHeading ? FLAG : ''}`,
			);
			return [head, ...hits].join(',');
		})
		.join(';');
}

/** The inverse of encodePostings. */
export function decodePostings(encoded: string): PagePosting[] {
	let page = 0;
	return encoded.split(';').map((entry) => {
		const [head = '', ...hits] = entry.split(',');
		const [delta = '0', score = '0'] = head.split('.');
		page += parseInt(delta, 36);
		return {
			page,
			score: parseInt(score, 36),
			inTitle: score.endsWith(FLAG),
			passages: hits.map((hit) => {
				const [section = '0', block = '0', count = '0'] = hit.split('.');
				return {
					section: parseInt(section, 36),
					block: parseInt(block, 36),
					count: parseInt(count, 36),
					inHeading: count.endsWith(FLAG),
				};
			}),
		};
	});
}
