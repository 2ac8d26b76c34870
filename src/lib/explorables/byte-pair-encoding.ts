/**
 * Byte-pair encoding as Sennrich, Haddow and Birch learn it (2016, arXiv:1508.07909, Algorithm 1):
 * every word of the corpus starts as its characters plus an end-of-word symbol `</w>`; each step
 * counts the adjacent pairs of symbols over the corpus, each word weighted by how often it occurs,
 * and merges the most frequent pair everywhere into one new symbol. A word is then tokenised by
 * splitting it the same way and applying the learned merges in the order they were learned.
 *
 * Ties: when several pairs share the highest count, the pair met first wins, reading the corpus
 * words in order and each word left to right. That is what the paper's Python does
 * (`max(pairs, key=pairs.get)` over a dict filled in that order) and what the Hugging Face course's
 * implementation does (a strict `>` over its pairs in order).
 */

export const END = '</w>';

export interface CorpusWord {
	word: string;
	count: number;
}
/** The paper's example vocabulary: {low, lower, newest, widest} with their counts. */
export const CORPUS: readonly CorpusWord[] = [
	{ word: 'low', count: 5 },
	{ word: 'lower', count: 2 },
	{ word: 'newest', count: 6 },
	{ word: 'widest', count: 3 },
];

export type Pair = readonly [string, string];

export interface Merge {
	pair: Pair;
	/** How often the pair occurred in the corpus when it was merged. */
	count: number;
	/** Every corpus word's symbols after this merge. */
	words: string[][];
}

/** A word as symbols before any merge: its characters, then the end-of-word symbol if any. */
export const split = (word: string, end = END) => [...word, ...(end ? [end] : [])];

/** `symbols` with every occurrence of `pair` merged, left to right, never overlapping. */
export function applyMerge(symbols: readonly string[], [a, b]: Pair): string[] {
	const out: string[] = [];
	for (let i = 0; i < symbols.length; i++) {
		if (symbols[i] === a && symbols[i + 1] === b) {
			out.push(a + b);
			i++;
		} else out.push(symbols[i]!);
	}
	return out;
}

/** The adjacent pairs and their counts, in the order first met (the tie-break order). */
export function countPairs(words: readonly (readonly string[])[], counts: readonly number[]) {
	const pairs = new Map<string, { pair: Pair; count: number }>();
	words.forEach((symbols, w) => {
		for (let i = 0; i + 1 < symbols.length; i++) {
			const key = `${symbols[i]} ${symbols[i + 1]}`;
			const seen = pairs.get(key);
			if (seen) seen.count += counts[w]!;
			else pairs.set(key, { pair: [symbols[i]!, symbols[i + 1]!], count: counts[w]! });
		}
	});
	return [...pairs.values()];
}

/** Up to `merges` steps of BPE training; fewer when every word has become one symbol. */
export function learn(corpus: readonly CorpusWord[], merges: number, end = END): Merge[] {
	const counts = corpus.map((c) => c.count);
	let words = corpus.map((c) => split(c.word, end));
	const steps: Merge[] = [];
	for (let n = 0; n < merges; n++) {
		let best: { pair: Pair; count: number } | undefined;
		for (const candidate of countPairs(words, counts))
			if (!best || candidate.count > best.count) best = candidate;
		if (!best) break;
		words = words.map((symbols) => applyMerge(symbols, best.pair));
		steps.push({ pair: best.pair, count: best.count, words });
	}
	return steps;
}

/** A word's tokens under the learned merges, applied in the order they were learned. */
export function tokenize(word: string, merges: readonly Merge[], end = END): string[] {
	return merges.reduce((symbols, m) => applyMerge(symbols, m.pair), split(word, end));
}

/** All the merges the example corpus allows: 15, after which each word is one symbol. */
export const MERGES = learn(CORPUS, 100);

/** What the reader types, as the figure reads it: lower-case letters a to z, at most 10. */
export const cleanWord = (typed: string) =>
	typed
		.toLowerCase()
		.replace(/[^a-z]/g, '')
		.slice(0, 10);

const shown = (symbols: readonly string[]) => symbols.join(' + ');

/** The words the live region says: the latest merge and how the reader's word is cut. */
export function describe(merges: number, word: string): string {
	const learned = MERGES.slice(0, merges);
	const last = learned.at(-1);
	const step = last
		? `Merge ${merges}: "${last.pair[0]}" + "${last.pair[1]}" becomes "${last.pair.join('')}", a pair seen ${last.count} times.`
		: 'No merges yet: every word is single characters plus the end-of-word symbol </w>.';
	if (!word) return `${step} Type a word to see its tokens.`;
	const tokens = tokenize(word, learned);
	return `${step} With ${merges} ${merges === 1 ? 'merge' : 'merges'}, "${word}" is ${tokens.length} ${tokens.length === 1 ? 'token' : 'tokens'}: ${shown(tokens)}.`;
}
