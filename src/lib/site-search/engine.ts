/**
 * The search dialog's engine: reads the static index the build writes (format: ./index-format.ts),
 * fetched on demand (never before the dialog opens), and gives the dialog ranked, de-duplicated
 * results a batch at a time. A query downloads the shard of each word typed (a few KB, once) and,
 * for each result shown, the passages it shows (a few hundred bytes each).
 */
import { highlight } from './excerpt.ts';
import {
	MANIFEST_URL,
	PAGE_KIND_LETTERS,
	decodePostings,
	passagePath,
	shardPath,
	type Manifest,
	type PassageFile,
	type ShardFile,
} from './index-format.ts';
import {
	MAX_SECTIONS,
	rankResults,
	toSearchResult,
	type IndexFragment,
	type SearchResult,
} from './results.ts';
import {
	MIN_PREFIX_LENGTH,
	STOP_WORDS,
	namesKey,
	queryNameKeys,
	searchWords,
	shardKeyFor,
	wordMatcher,
	words,
} from './text.ts';

/**
 * Results loaded per batch ("Show more" loads the next): about a screenful. Each costs the
 * download of the passages it shows (one for a glossary term, up to four for a guide).
 */
export const BATCH_SIZE = 6;

export interface SearchBatch {
	query: string;
	/** Pages matching the query in the whole index. */
	total: number;
	/** Ranked results loaded so far for this query. */
	results: SearchResult[];
	/** Loads the next batch and returns the query's results so far. */
	more: (() => Promise<SearchBatch>) | null;
}

export interface SiteSearch {
	/**
	 * Searches, and loads the first batch of results. Once `signal` aborts (the reader has typed
	 * past the query), no passage is requested for it and those in flight are abandoned.
	 */
	search(query: string, signal?: AbortSignal): Promise<SearchBatch>;
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

/** The files of one build's index, each fetched at most once. */
export interface IndexReader {
	manifest: Manifest;
	shard(key: string): Promise<ShardFile>;
	/** A passage; `signal` abandons its download (the next request for it starts anew). */
	passage(page: number, section: number, block: number, signal?: AbortSignal): Promise<PassageFile>;
}

type FetchJson = (url: string, signal?: AbortSignal) => Promise<unknown>;

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
	const response = await fetch(url, { signal });
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
	return response.json();
}

/** Remembers each file's download; a failed one is forgotten, so the next search retries it. */
function once<T>(
	load: (path: string, signal?: AbortSignal) => Promise<T>,
): (path: string, signal?: AbortSignal) => Promise<T> {
	const loaded = new Map<string, Promise<T>>();
	return (path, signal) => {
		let file = loaded.get(path);
		if (!file) {
			file = load(path, signal);
			file.catch(() => loaded.delete(path));
			loaded.set(path, file);
		}
		return file;
	};
}

/** Fetches the manifest and returns a reader over the index it names. */
export async function loadSearchIndex(get: FetchJson = fetchJson): Promise<IndexReader> {
	const manifest = (await get(MANIFEST_URL)) as Manifest;
	const file = once(get);
	const shardNumbers = new Map(manifest.shards.map((key, i) => [key, i]));
	return {
		manifest,
		shard: (key) => file(shardPath(manifest.dir, shardNumbers.get(key)!)) as Promise<ShardFile>,
		passage: (page, section, block, signal) =>
			file(passagePath(manifest.dir, page, section, block), signal) as Promise<PassageFile>,
	};
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
	shard: ShardFile | undefined,
	pageCount: number,
): Map<number, PageHits> {
	const pages = new Map<number, PageHits>();
	if (!shard) return pages;
	const matcher = wordMatcher(queryWord);
	for (const [word, encoded] of Object.entries(shard.words)) {
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

/** How a page matched, as results.ts ranks it: 0 its own name, 1 a title or heading, 2 a mention. */
type Tier = 0 | 1 | 2;

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

/** The sections (by number) whose passages a result shows. */
function sectionsToShow(candidate: Candidate, isTerm: boolean): number[] {
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
	const ranked = [...sections];
	if (isTerm) {
		// A term shows one excerpt: from the section where the most query words occur, preferring
		// its opening (name, aliases and one-line summary), the best introduction to a term.
		ranked.sort(
			([a, x], [b, y]) =>
				y.words - x.words || Number(a !== 0) - Number(b !== 0) || y.hits - x.hits || a - b,
		);
		return ranked.slice(0, 1).map(([section]) => section);
	}
	// The text before the first heading, then the sections whose heading names the query, then
	// those with the most matches: the order results.ts shows them in.
	const headed = ranked
		.filter(([section]) => section > 0)
		.sort(([a, x], [b, y]) => Number(y.heading) - Number(x.heading) || y.hits - x.hits || a - b)
		.slice(0, MAX_SECTIONS)
		.map(([section]) => section);
	return sections.has(0) ? [0, ...headed] : headed;
}

/** A result as results.ts reads it, from the passages it shows. */
function toFragment(
	passages: PassageFile[],
	isMatch: (word: string) => boolean,
	isTerm: boolean,
): IndexFragment {
	const [first] = passages;
	const excerpts = passages.map((passage) => highlight(passage.text, isMatch));
	return {
		url: first!.url,
		excerpt: excerpts[0]!.html,
		meta: {
			title: first!.title,
			type: first!.type,
			date: first!.date,
			difficulty: first!.difficulty,
			aliases: first!.aliases,
		},
		sub_results: isTerm
			? []
			: passages.map((passage, i) => ({
					title: passage.section?.title ?? passage.title,
					url: passage.section ? `${passage.url}#${passage.section.id}` : passage.url,
					excerpt: excerpts[i]!.html,
					locations: excerpts[i]!.locations,
					...(passage.section && {
						anchor: { element: passage.section.element, id: passage.section.id },
					}),
				})),
	};
}

/**
 * Whether the index has a word exactly as it is typed, rather than only longer words it starts
 * ("transf") or shares a stem with ("convolut", the stem of "convolution", is no word anyone
 * stops at). Words shorter than MIN_PREFIX_LENGTH count only as glossary names (checked by the
 * caller): "co" or "re" is far more often the start of a word.
 */
const isIndexedWord = (word: string, shard: ShardFile | undefined): boolean =>
	word.length >= MIN_PREFIX_LENGTH && shard !== undefined && Object.hasOwn(shard.words, word);

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
	const keys = new Set(index.manifest.shards);
	const termLetter = PAGE_KIND_LETTERS['Glossary term'];
	const isTermPage = (page: number) => index.manifest.kinds[page] === termLetter;

	/** The pages matching a query, best first, and whether its last word looks unfinished. */
	async function rank(query: string): Promise<{ ranked: Candidate[]; unfinished: boolean }> {
		const wanted = [...new Set(searchWords(query))];
		if (!wanted.length) return { ranked: [], unfinished: false };
		const shardOf = (word: string) => {
			const key = shardKeyFor(word, keys);
			return key === undefined ? Promise.resolve(undefined) : index.shard(key);
		};
		// A glossary name is filed under its first word, which may be a small word ("The Bitter Lesson").
		const [nameShard, ...shards] = await Promise.all([words(query)[0]!, ...wanted].map(shardOf));
		const perWord = wanted.map((word, i) => pagesMatching(word, shards[i], index.manifest.pages));
		const names = queryNameKeys(query);
		const named = new Set(
			[...(nameShard?.names ?? []), ...(shards[0]?.names ?? [])]
				.filter(([key]) => namesKey(names, key))
				.map(([, page]) => page),
		);
		const candidates: Candidate[] = [];
		for (const page of perWord[0]!.keys()) {
			const hits = perWord.map((found) => found.get(page));
			if (hits.some((found) => !found)) continue;
			const all = hits as PageHits[];
			const inHeading = (section: number) =>
				section > 0 && all.every((found) => found.sections.get(section)?.inHeading);
			const headingMatch =
				all.every((found) => found.inTitle) ||
				(!isTermPage(page) && [...all[0]!.sections.keys()].some(inHeading));
			candidates.push({
				page,
				tier: named.has(page) ? 0 : headingMatch ? 1 : 2,
				score: all.reduce((sum, found) => sum + found.score, 0),
				hits: all,
			});
		}
		candidates.sort((a, b) => a.tier - b.tier || b.score - a.score || a.page - b.page);
		const last = words(query).at(-1)!;
		const lastShard = shards[wanted.indexOf(last)];
		return {
			ranked: candidates,
			unfinished: !STOP_WORDS.has(last) && !named.size && !isIndexedWord(last, lastShard),
		};
	}

	async function load(
		candidate: Candidate,
		isMatch: (word: string) => boolean,
		signal: AbortSignal | undefined,
	): Promise<IndexFragment> {
		const isTerm = isTermPage(candidate.page);
		const passages = await Promise.all(
			sectionsToShow(candidate, isTerm).map((section) =>
				index.passage(candidate.page, section, bestBlock(candidate, section), signal),
			),
		);
		return toFragment(passages, isMatch, isTerm);
	}

	return {
		async search(query, signal) {
			const trimmed = query.trim();
			const { ranked, unfinished } = await rank(trimmed);
			// Only a reader still typing can make the wait worth it; without a signal nobody can.
			if (unfinished && signal) await pause(UNFINISHED_WORD_WAIT_MS, signal);
			const matchers = searchWords(trimmed).map(wordMatcher);
			const isMatch = (word: string) => matchers.some((matches) => matches(word) > 0);
			const seen = new Set<string>();
			const loadFrom = async (offset: number, before: SearchResult[]): Promise<SearchBatch> => {
				// The shards are kept (the next query most likely needs them); passages are per query.
				signal?.throwIfAborted();
				const batch = await Promise.all(
					ranked
						.slice(offset, offset + BATCH_SIZE)
						.map((candidate) => load(candidate, isMatch, signal)),
				);
				const results = [
					...before,
					...rankResults(
						batch.map((fragment) => toSearchResult(fragment, trimmed)),
						trimmed,
						seen,
					),
				];
				const next = offset + BATCH_SIZE;
				return {
					query: trimmed,
					total: ranked.length,
					results,
					more: next < ranked.length ? () => loadFrom(next, results) : null,
				};
			};
			return loadFrom(0, []);
		},
	};
}
