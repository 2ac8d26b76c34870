/**
 * The search dialog's engine over the static index of editorial pages (guides, articles, learning
 * paths, info pages; read through ./index-reader.ts): ranks the pages a query matches and loads
 * their results a batch at a time. A query downloads the shards of the words typed (a few KB, once)
 * and, for each result shown, the passages it shows (a few hundred bytes each).
 */
import type { IndexReader } from './index-reader.ts';
import type { PassageFile, ShardFile } from './index-format.ts';
import { decodePostings } from './index-format.ts';
import { MAX_SECTIONS, pageResult, type SearchResult } from './results.ts';
import {
	MIN_PREFIX_LENGTH,
	STOP_WORDS,
	queryMatcher,
	searchWords,
	shardKeysFor,
	wordMatcher,
	words,
} from './text.ts';

/** What a query matches in the index: how many pages, and a way to load their results. */
export interface EditorialMatches {
	query: string;
	/** Pages matching the query. */
	total: number;
	/** How each page, in order, matched: 1 by its title or a heading, 2 by a mention. */
	tiers: readonly (1 | 2)[];
	/**
	 * The results from `offset` (at most `count`), in the index's order. Once `signal` aborts (the
	 * reader has typed past the query), no passage is requested and those in flight are abandoned.
	 */
	load(offset: number, count: number, signal?: AbortSignal): Promise<SearchResult[]>;
}

export interface SiteSearch {
	/** Ranks the pages matching `query` (downloading the shards of its words). */
	search(query: string, signal?: AbortSignal): Promise<EditorialMatches>;
}

/**
 * Queries shorter than this are not searched: one letter says nothing. Two letters still find
 * "AI" and "ML".
 */
export const MIN_QUERY_LENGTH = 2;

/** A word the reader has only started typing after the first is searched from this many letters. */
export const MIN_NEXT_WORD_LENGTH = 3;

/**
 * What to search for while the reader types: nothing below MIN_QUERY_LENGTH, and without a last
 * word that has only just begun ("attention h" searches "attention"), which would match the
 * start of too many words to say anything.
 * @example searchableQuery('  attention h ') // 'attention'
 * @example searchableQuery('attention hea') // 'attention hea'
 */
export function searchableQuery(query: string): string {
	const typed = query.trim().split(/\s+/).filter(Boolean);
	if (typed.length > 1 && typed.at(-1)!.length < MIN_NEXT_WORD_LENGTH) typed.pop();
	const searchable = typed.join(' ');
	return searchable.length >= MIN_QUERY_LENGTH ? searchable : '';
}

/** What one query word found on one page. */
interface PageHits {
	score: number;
	inTitle: boolean;
	/** By section: hits, whether the heading has the word, and hits by block. */
	sections: Map<number, { hits: number; inHeading: boolean; blocks: Map<number, number> }>;
}

/**
 * Every page a query word matches, through each index word it matches (itself, its stem, or words
 * it starts), scored by BM25: the best weighted frequency among those words times the rarity of
 * the query word (the pages it matches among all), so a rare variant ("transformation" for
 * "transformer") does not outrank the word itself.
 */
function pagesMatching(
	queryWord: string,
	shards: readonly ShardFile[],
	pageCount: number,
): Map<number, PageHits> {
	const pages = new Map<number, PageHits>();
	const matcher = wordMatcher(queryWord);
	const entries = shards.flatMap((shard) => Object.entries(shard.words));
	for (const [word, encoded] of entries) {
		const weight = matcher(word);
		if (!weight) continue;
		for (const posting of decodePostings(encoded)) {
			let hits = pages.get(posting.page);
			if (!hits)
				pages.set(posting.page, (hits = { score: 0, inTitle: false, sections: new Map() }));
			hits.score = Math.max(hits.score, weight * posting.score);
			hits.inTitle ||= posting.inTitle;
			for (const { section, block, count, inHeading } of posting.passages) {
				let inSection = hits.sections.get(section);
				if (!inSection)
					hits.sections.set(section, (inSection = { hits: 0, inHeading, blocks: new Map() }));
				inSection.hits += count;
				inSection.inHeading ||= inHeading;
				inSection.blocks.set(block, (inSection.blocks.get(block) ?? 0) + count);
			}
		}
	}
	const rarity = Math.log(1 + (pageCount - pages.size + 0.5) / (pages.size + 0.5));
	for (const hits of pages.values()) hits.score *= rarity;
	return pages;
}

/** How a page matched, as results.ts ranks it: 1 by its title or a heading, 2 by a mention. */
type Tier = 1 | 2;

interface Candidate {
	page: number;
	tier: Tier;
	score: number;
	/** Per query word, what it found on the page. */
	hits: PageHits[];
}

/** The passage of a section to show: the block where the most query words occur, then the most often. */
function bestBlock(candidate: Candidate, section: number): number {
	const blocks = new Map<number, { words: number; hits: number }>();
	for (const word of candidate.hits) {
		for (const [block, count] of word.sections.get(section)?.blocks ?? []) {
			const found = blocks.get(block) ?? { words: 0, hits: 0 };
			blocks.set(block, { words: found.words + 1, hits: found.hits + count });
		}
	}
	return [...blocks]
		.sort(([a, x], [b, y]) => y.words - x.words || y.hits - x.hits || a - b)
		.map(([block]) => block)[0]!;
}

/**
 * The sections (by number) whose passages a result shows: the text before the first heading, then
 * the sections whose heading names the query, then those with the most matches (the order
 * results.ts shows them in).
 */
function sectionsToShow(candidate: Candidate): number[] {
	const sections = new Map<number, { words: number; hits: number; heading: boolean }>();
	for (const word of candidate.hits) {
		for (const [section, found] of word.sections) {
			const seen = sections.get(section) ?? { words: 0, hits: 0, heading: true };
			sections.set(section, {
				words: seen.words + 1,
				hits: seen.hits + found.hits,
				heading: seen.heading && found.inHeading,
			});
		}
	}
	for (const seen of sections.values()) seen.heading &&= seen.words === candidate.hits.length;
	const headed = [...sections]
		.filter(([section]) => section > 0)
		.sort(([a, x], [b, y]) => Number(y.heading) - Number(x.heading) || y.hits - x.hits || a - b)
		.slice(0, MAX_SECTIONS)
		.map(([section]) => section);
	return sections.has(0) ? [0, ...headed] : headed;
}

/**
 * Whether the index has a word exactly as it is typed, rather than only longer words it starts
 * ("transf") or shares a stem with ("convolut", the stem of "convolution", is no word anyone
 * stops at). Words shorter than MIN_PREFIX_LENGTH count as unfinished: "co" or "re" is far more
 * often the start of a word.
 */
const isIndexedWord = (word: string, shards: readonly ShardFile[]): boolean =>
	word.length >= MIN_PREFIX_LENGTH && shards.some((shard) => Object.hasOwn(shard.words, word));

/**
 * How much longer to wait before downloading the passages of a query whose last word is not a
 * word of the index (or, under three letters, not a glossary name): the reader is most likely
 * still typing it. Typing at speed, the next key comes sooner and abandons the search; a reader who
 * stops there sees results this much later, still well within 300 ms of the last keystroke.
 */
export const UNFINISHED_WORD_WAIT_MS = 60;

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
	return new Promise((resolve, reject) => {
		signal.throwIfAborted();
		const timer = setTimeout(resolve, ms);
		signal.addEventListener(
			'abort',
			() => {
				clearTimeout(timer);
				reject(signal.reason);
			},
			{ once: true },
		);
	});
}

/** A SiteSearch over an index. */
export function createSiteSearch(index: IndexReader): SiteSearch {
	const keys = index.manifest.shards;
	const shardsOf = (word: string) =>
		Promise.all(shardKeysFor(word, keys).map((key) => index.shard(key)));

	/** The pages matching a query, best first, and whether its last word looks unfinished. */
	async function rank(query: string): Promise<{ ranked: Candidate[]; unfinished: boolean }> {
		const wanted = [...new Set(searchWords(query))];
		if (!wanted.length) return { ranked: [], unfinished: false };
		const shards = await Promise.all(wanted.map(shardsOf));
		const perWord = wanted.map((word, i) => pagesMatching(word, shards[i]!, index.manifest.pages));
		const candidates: Candidate[] = [];
		for (const page of perWord[0]!.keys()) {
			const hits = perWord.map((found) => found.get(page));
			if (hits.some((found) => !found)) continue;
			const all = hits as PageHits[];
			const inHeading = (section: number) =>
				section > 0 && all.every((found) => found.sections.get(section)?.inHeading);
			const headingMatch =
				all.every((found) => found.inTitle) || [...all[0]!.sections.keys()].some(inHeading);
			candidates.push({
				page,
				tier: headingMatch ? 1 : 2,
				score: all.reduce((sum, found) => sum + found.score, 0),
				hits: all,
			});
		}
		candidates.sort((a, b) => a.tier - b.tier || b.score - a.score || a.page - b.page);
		const last = words(query).at(-1)!;
		const lastShards = shards[wanted.indexOf(last)] ?? [];
		return {
			ranked: candidates,
			unfinished: !STOP_WORDS.has(last) && !isIndexedWord(last, lastShards),
		};
	}

	async function load(
		candidate: Candidate,
		query: string,
		isMatch: (word: string) => boolean,
		signal: AbortSignal | undefined,
	): Promise<SearchResult> {
		const passages: PassageFile[] = await Promise.all(
			sectionsToShow(candidate).map((section) =>
				index.passage(candidate.page, section, bestBlock(candidate, section), signal),
			),
		);
		return pageResult(passages, query, isMatch);
	}

	return {
		async search(query, signal) {
			const trimmed = query.trim();
			const { ranked, unfinished } = await rank(trimmed);
			// Only a reader still typing can make the wait worth it; without a signal nobody can.
			if (unfinished && signal) await pause(UNFINISHED_WORD_WAIT_MS, signal);
			const isMatch = queryMatcher(trimmed);
			return {
				query: trimmed,
				total: ranked.length,
				tiers: ranked.map((candidate) => candidate.tier),
				load: async (offset, count, loadSignal) => {
					loadSignal?.throwIfAborted();
					return Promise.all(
						ranked
							.slice(offset, offset + count)
							.map((candidate) => load(candidate, trimmed, isMatch, loadSignal)),
					);
				},
			};
		},
	};
}
