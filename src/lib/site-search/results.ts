/**
 * Turns what the search finds into what the search dialog shows: one result per page (never two
 * for the same address), a page with up to three matching sections, ranked for a learning site and
 * grouped by type. Editorial pages come from the static index (./engine.ts), glossary terms from the
 * glossary API (./term-results.ts); both end up as SearchResults here.
 */
import { excerpt, type ExcerptPart } from './excerpt.ts';
import type { PassageFile } from './index-format.ts';
import { RESULT_TYPE_LABELS, type ResultType } from './result-types.ts';
import { nameKey, namesKey, queryNameKeys, searchWords, wordMatcher, words } from './text.ts';

/** A heading-led section of a page that matched. */
export interface ResultSection {
	title: string;
	url: string;
	excerpt: ExcerptPart[];
	/** The section's heading itself contains every word searched for. */
	headingMatch: boolean;
}

/** How a result matched: by the term's own name, by a title or section heading, or only in its text. */
export type MatchKind = 'name' | 'heading' | 'mention';

export interface SearchResult {
	url: string;
	title: string;
	type: ResultType;
	/** ISO date (guides and articles). */
	date?: string;
	/** Difficulty level (glossary terms). */
	difficulty?: string;
	aliases: string[];
	/** The page's own excerpt; empty when its matching sections carry the excerpts. */
	excerpt: ExcerptPart[];
	sections: ResultSection[];
	/** Set by rankResults. */
	match?: MatchKind;
}

export interface ResultGroup {
	/** Unique among the groups of one list. */
	key: string;
	type: ResultType;
	label: string;
	results: SearchResult[];
}

/** At most this many sections are shown under a page. */
export const MAX_SECTIONS = 3;

/**
 * Whether every query word that carries meaning (every word, if all are small ones) is found among
 * the words of the text, as the index finds it: the word itself, a word with its stem, or a longer
 * word it starts.
 */
export function matchesAllWords(text: string, query: string): boolean {
	const meaningful = searchWords(query);
	const wanted = meaningful.length ? meaningful : words(query);
	if (!wanted.length) return false;
	const present = words(text);
	return wanted.every((word) => {
		const matches = wordMatcher(word);
		return present.some((candidate) => matches(candidate) > 0);
	});
}

/** Whether the query is exactly a glossary term's name or one of its aliases (or their plural). */
export function isExactTermMatch(
	query: string,
	result: Pick<SearchResult, 'type' | 'title' | 'aliases'>,
): boolean {
	if (result.type !== 'Glossary term') return false;
	const keys = queryNameKeys(query);
	return [result.title, ...result.aliases].some((name) => namesKey(keys, nameKey(name)));
}

/** A built file's address as the site serves it: `.html` (and `/index.html`) dropped. */
export function resultHref(url: string): string {
	return url.replace(/^([^?#]*?)(\/index)?\.html(?=[?#]|$)/, '$1');
}

/**
 * A page of the static index as a result, from the passages the engine chose to show: the first is
 * its opening (the text before its first heading) when that matched, the others its sections.
 * Sections whose heading names what was searched come first, then those with the most matches.
 */
export function pageResult(
	passages: readonly PassageFile[],
	query: string,
	isMatch: (word: string) => boolean,
): SearchResult {
	const [first] = passages;
	if (!first) throw new Error('Site search: a result needs at least one passage');
	const sections = passages
		.map((passage, order) => ({ passage, order, found: excerpt(passage.text, isMatch) }))
		.filter(({ passage }) => passage.section)
		.map(({ passage, order, found }) => ({
			order,
			hits: found.matches,
			section: {
				title: passage.section!.title,
				url: `${passage.url}#${passage.section!.id}`,
				excerpt: found.parts,
				headingMatch: matchesAllWords(passage.section!.title, query),
			},
		}))
		.sort(
			(a, b) =>
				Number(b.section.headingMatch) - Number(a.section.headingMatch) ||
				b.hits - a.hits ||
				a.order - b.order,
		)
		.slice(0, MAX_SECTIONS)
		.map(({ section }) => section);
	// With sections shown, the page line only carries text found before the first heading.
	const opening = passages.find((passage) => !passage.section);
	return {
		url: first.url,
		title: first.title,
		type: first.type,
		...(first.date && { date: first.date }),
		...(first.difficulty && { difficulty: first.difficulty }),
		aliases: [],
		excerpt: opening ? excerpt(opening.text, isMatch).parts : [],
		sections,
	};
}

/** How a result matches a query: by a term's own name, by a title or heading, or only in its text. */
export function matchKind(result: SearchResult, query: string): MatchKind {
	if (isExactTermMatch(query, result)) return 'name';
	if (
		matchesAllWords([result.title, ...result.aliases].join(' '), query) ||
		result.sections.some((section) => section.headingMatch)
	)
		return 'heading';
	return 'mention';
}

export const MATCH_ORDER: Record<MatchKind, number> = { name: 0, heading: 1, mention: 2 };

/**
 * Ranks results (given in the index's relevance order) for a learning site: a glossary term whose
 * name or alias is the query comes first, then pages whose title or a section heading names it,
 * then passing mentions; within each tier the index's order stands. Repeated addresses are dropped.
 */
export function rankResults(
	results: readonly SearchResult[],
	query: string,
	seen: Set<string> = new Set(),
): SearchResult[] {
	const unique = results.filter((result) => {
		if (seen.has(result.url)) return false;
		seen.add(result.url);
		return true;
	});
	return unique
		.map((result, order) => ({ result: { ...result, match: matchKind(result, query) }, order }))
		.sort((a, b) => MATCH_ORDER[a.result.match] - MATCH_ORDER[b.result.match] || a.order - b.order)
		.map(({ result }) => result);
}

/**
 * Results grouped by type, groups in the order their best result ranks. Results that only mention
 * the query form groups of their own after those that name it ("More guides"), so grouping never
 * lifts a passing mention above a guide section whose heading matches.
 */
export function groupByType(results: readonly SearchResult[]): ResultGroup[] {
	const groups = new Map<string, ResultGroup>();
	for (const result of results) {
		const mention = result.match === 'mention';
		const key = `${result.type}${mention ? ':mention' : ''}`;
		let group = groups.get(key);
		if (!group) {
			const label = RESULT_TYPE_LABELS[result.type];
			const named = groups.has(result.type);
			group = {
				key,
				type: result.type,
				label: mention && named ? `More ${label.toLowerCase()}` : label,
				results: [],
			};
			groups.set(key, group);
		}
		group.results.push(result);
	}
	return [...groups.values()];
}

/** Every choosable line in display order (each page, then its sections): what the arrow keys walk. */
export function resultTargets(groups: readonly ResultGroup[]): { url: string; title: string }[] {
	return groups.flatMap((group) =>
		group.results.flatMap((result) => [
			{ url: result.url, title: result.title },
			...result.sections.map((s) => ({ url: s.url, title: s.title })),
		]),
	);
}
