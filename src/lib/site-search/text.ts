/**
 * The one tokeniser and stemmer of site search, shared by the build (which writes the index) and
 * the browser (which reads it), so a word is cut and reduced the same way on both sides.
 */
import { stemmer } from 'stemmer';

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

/** Lower-cased words of a text (runs of letters and digits, accents removed). */
export function words(text: string): string[] {
	return (
		text
			.toLowerCase()
			.normalize('NFKD')
			.replace(/\p{M}/gu, '')
			.match(/[\p{L}\p{N}]+/gu) ?? []
	);
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

/** Index shards are keyed by a word's first letters, up to this many. */
export const MAX_SHARD_KEY_LENGTH = 3;

/**
 * The shard holding a word: the one with the longest key that starts the word. Every word whose
 * first MAX_SHARD_KEY_LENGTH letters agree lands in one shard, so a typed prefix of that length or
 * more is looked up in a single file.
 */
export function shardKeyFor(word: string, keys: ReadonlySet<string>): string | undefined {
	for (let length = Math.min(word.length, MAX_SHARD_KEY_LENGTH); length > 0; length--) {
		const key = word.slice(0, length);
		if (keys.has(key)) return key;
	}
	return undefined;
}
