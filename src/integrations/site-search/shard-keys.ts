/**
 * Which shards the index is cut into. Every word goes to the shard whose key is the longest that
 * starts it (shardKeyOf). Keys start as the first three letters of the
 * words; a key whose words are too few to fill a file joins a shorter one (fewer, fuller files),
 * and a key whose words outgrow the cap is split by one more letter, so no query ever downloads a
 * shard larger than the cap, however many pages the index holds.
 */

/** Keys start as this many first letters of each word. */
export const BASE_KEY_LENGTH = 3;

/**
 * A key gets its own file when its words' postings reach this many characters, else its words join
 * the shorter key (a small two-letter one the one-letter key).
 */
export const MIN_SHARD_CHARS = 1500;

const total = (words: readonly string[], sizes: ReadonlyMap<string, number>) =>
	words.reduce((sum, word) => sum + sizes.get(word)!, 0);

/** Groups keys bottom-up: a three-letter key too small joins its two-letter parent, and so on. */
function mergedBaseKeys(sizes: ReadonlyMap<string, number>): Map<string, string[]> {
	const keys = Map.groupBy(sizes.keys(), (word) => word.slice(0, BASE_KEY_LENGTH));
	for (let length = BASE_KEY_LENGTH; length > 1; length--) {
		for (const [key, words] of [...keys]) {
			if (key.length !== length || total(words, sizes) >= MIN_SHARD_CHARS) continue;
			const parent = key.slice(0, length - 1);
			keys.delete(key);
			const group = keys.get(parent);
			if (group) group.push(...words);
			else keys.set(parent, words);
		}
	}
	return keys;
}

/** Splits a key over the cap by one more letter, the largest groups first, until it fits. */
function split(
	key: string,
	words: string[],
	sizes: ReadonlyMap<string, number>,
	cap: number,
	into: Set<string>,
): void {
	into.add(key);
	let remaining = total(words, sizes);
	if (remaining <= cap) return;
	const groups = Map.groupBy(
		words.filter((word) => word.length > key.length),
		(word) => word.slice(0, key.length + 1),
	);
	const bySize = [...groups].sort(
		([a, x], [b, y]) => total(y, sizes) - total(x, sizes) || (a < b ? -1 : 1),
	);
	for (const [child, childWords] of bySize) {
		if (remaining <= cap) break;
		remaining -= total(childWords, sizes);
		split(child, childWords, sizes, cap, into);
	}
}

/** The shard keys for words of the given sizes (characters each takes in its shard's file). */
export function chooseShardKeys(sizes: ReadonlyMap<string, number>, cap: number): Set<string> {
	const keys = new Set<string>();
	for (const [key, words] of mergedBaseKeys(sizes)) split(key, words, sizes, cap, keys);
	return keys;
}

/**
 * The shard of an index word: the one with the longest key that starts it (one-letter keys are
 * never merged away, so every word has one).
 */
export function shardKeyOf(word: string, keys: ReadonlySet<string>): string {
	for (let length = word.length; length > 0; length--) {
		const key = word.slice(0, length);
		if (keys.has(key)) return key;
	}
	throw new Error(`Site search: no shard for "${word}"`);
}
