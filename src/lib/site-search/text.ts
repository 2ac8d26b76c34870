/**
 * The one tokeniser and stemmer of site search, shared by the build (which writes the index) and
 * the browser (which reads it), so a word is cut and reduced the same way on both sides.
 */
import { stemmer } from 'stemmer';
import { foldText } from '../text.ts';

/**
 * Small words that say little about what a reader looks for ("what is attention"). They are left
 * out of the index and of queries: they occur on every page, so they would only make the index
 * bigger and every result match.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
	'a',
	'an',
	'and',
	'are',
	'as',
	'at',
	'be',
	'by',
	'do',
	'does',
	'for',
	'from',
	'how',
	'in',
	'is',
	'it',
	'its',
	'of',
	'on',
	'or',
	'that',
	'the',
	'this',
	'to',
	'was',
	'what',
	'why',
	'with',
]);

/** A run of letters and digits (with any accents written as combining marks). */
const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;

/** What a run of letters stands for in the index: lower-cased, accents and any other sign removed. */
const wordKey = (run: string): string => foldText(run).replace(/[^\p{L}\p{N}]/gu, '');

/** A stretch of text: a word (with its index form in `word`) or what lies between two words. */
export interface Token {
	text: string;
	word?: string;
}

/**
 * The text cut into words and what lies between them; joined back, the tokens are the text. The
 * build counts word positions with it and the dialog marks matches with it, so both agree on
 * where each word is.
 * @example tokens('Self-Attention!') // [{ text: 'Self', word: 'self' }, { text: '-' }, { text: 'Attention', word: 'attention' }, { text: '!' }]
 */
export function tokens(text: string): Token[] {
	const out: Token[] = [];
	let at = 0;
	for (const match of text.matchAll(WORD_RUN)) {
		const between = text.slice(at, match.index);
		const word = wordKey(match[0]);
		if (word) {
			if (between) out.push({ text: between });
			out.push({ text: match[0], word });
		} else out.push({ text: between + match[0] });
		at = match.index + match[0].length;
	}
	if (at < text.length) out.push({ text: text.slice(at) });
	return out;
}

/** Lower-cased words of a text (runs of letters and digits, accents removed). */
export function words(text: string): string[] {
	return tokens(text).flatMap((token) => (token.word ? [token.word] : []));
}

/** A word's stem (Porter): "heads" and "head", "training" and "trained" share one. */
export const stem = (word: string): string => stemmer(word);

/** The words of a query that are searched for: all but the stop words. */
export const searchWords = (query: string): string[] =>
	words(query).filter((word) => !STOP_WORDS.has(word));

/**
 * A typed word is also matched as the start of longer words ("transform" finds "transformer")
 * from this many letters; a shorter word matches only itself ("AI", "ML"), as one or two letters
 * start far too many words to be useful.
 */
export const MIN_PREFIX_LENGTH = 3;

/** What a match through another word with the same stem counts for, against the word itself. */
export const STEM_MATCH_WEIGHT = 0.8;

/** What a match through the start of a longer word counts for, against the word itself. */
export const PREFIX_MATCH_WEIGHT = 0.5;

/**
 * A matcher for one query word: how well it matches a word of the text, 1 for the word itself,
 * STEM_MATCH_WEIGHT for another word with its stem ("transformation" for "transformer"),
 * PREFIX_MATCH_WEIGHT for a longer word it starts, 0 otherwise.
 */
export function wordMatcher(queryWord: string): (word: string) => number {
	const queryStem = stem(queryWord);
	const prefix = queryWord.length >= MIN_PREFIX_LENGTH;
	return (word) => {
		if (word === queryWord) return 1;
		if (stem(word) === queryStem) return STEM_MATCH_WEIGHT;
		return prefix && word.startsWith(queryWord) ? PREFIX_MATCH_WEIGHT : 0;
	};
}

/** Whether a word of the text matches any searched word of the query (wordMatcher's way). */
export function queryMatcher(query: string): (word: string) => boolean {
	const matchers = searchWords(query).map(wordMatcher);
	return (word) => matchers.some((matches) => matches(word) > 0);
}

/** A name reduced to its letters and digits: "Self-Attention" and "self attention" are one name. */
export const nameKey = (name: string): string => words(name).join('');

/**
 * The names a query may stand for, as nameKey keys: as typed, and without its small words
 * ("what is attention" names Attention).
 */
export function queryNameKeys(query: string): string[] {
	return [...new Set([nameKey(query), searchWords(query).join('')])].filter(Boolean);
}

/** Whether a query names a glossary term by its name key (or the plural of it: "CNNs"). */
export const namesKey = (queryKeys: readonly string[], key: string): boolean =>
	queryKeys.some((queryKey) => queryKey === key || queryKey === `${key}s`);

/**
 * Where the index words a query word may match start: the word itself, cut back to what it shares
 * with its stem ("happy" and "happiness" share "happ"), since a word with the same stem begins there.
 * A word shorter than MIN_PREFIX_LENGTH matches only itself.
 */
export function matchReach(queryWord: string): string {
	if (queryWord.length < MIN_PREFIX_LENGTH) return queryWord;
	const queryStem = stem(queryWord);
	let shared = 0;
	while (shared < queryWord.length && queryWord[shared] === queryStem[shared]) shared += 1;
	return queryWord.slice(0, Math.max(MIN_PREFIX_LENGTH, shared));
}

/**
 * The index shards a query word's matches can be in. Each index word sits in the shard with the
 * longest key that starts it; a key may be longer than the typed word when that part of the index
 * was split to keep shards small, so every key that starts with the word's reach counts too.
 */
export function shardKeysFor(queryWord: string, keys: readonly string[]): string[] {
	const reach = matchReach(queryWord);
	let home: string | undefined;
	for (const key of keys) if (reach.startsWith(key) && key.length > (home?.length ?? 0)) home = key;
	const longer =
		queryWord.length < MIN_PREFIX_LENGTH
			? []
			: keys.filter((key) => key.length > reach.length && key.startsWith(reach));
	return [...(home === undefined ? [] : [home]), ...longer];
}
