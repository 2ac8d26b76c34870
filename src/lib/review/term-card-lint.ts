/**
 * The leak lint of term cards: a "name" or "example" card must not show the name it asks for.
 * It checks the cards termCards() built, independently of how hideNames() hides, with three
 * looser tests of its own, so a form the hiding misses is caught here rather than by a reader:
 * - a spelling without spaces or signs: "learningrate" in `learning_rate=0.001`, "gpt" in ChatGPT;
 * - a word sharing the start of a name's word (at least LEAK_PREFIX letters, and all but at most
 *   LEAK_TAIL of it): "orthogonal" for Orthogonality, "distributed" for Distribution;
 * - a word with the same Porter stem: "bagged" for Bagging.
 * tests/content/term-cards.test.ts requires no leak in any term file.
 */
import { stem } from '../site-search/text.ts';
import { HIDDEN, type NewCard } from './cards.ts';
import { nameParts } from './term-cards.ts';

export const LEAK_PREFIX = 6;
export const LEAK_TAIL = 4;

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a word of a text is a form of a word of a name. */
function sameWord(word: string, namePart: string): boolean {
	if (word === namePart) return true;
	if (namePart.length >= 3 && stem(word) === stem(namePart)) return true;
	let common = 0;
	while (common < word.length && word[common] === namePart[common]) common++;
	return common >= LEAK_PREFIX && common >= namePart.length - LEAK_TAIL;
}

/** Other terms' names as word lists, by first word, so each text word is looked up once. */
type NameIndex = Map<string, string[][]>;

function indexNames(names: string[][]): NameIndex {
	const index: NameIndex = new Map();
	for (const parts of names) {
		if (!parts.length) continue;
		const list = index.get(parts[0]!) ?? [];
		list.push(parts);
		index.set(parts[0]!, list);
	}
	return index;
}

/** The words of a text that spell another glossary term's name (plural allowed), by position. */
function otherTermWords(words: string[], index: NameIndex, own: Set<string>): Set<number> {
	const same = (word: string | undefined, part: string) =>
		word === part || word === `${part}s` || word === `${part}es`;
	const taken = new Set<number>();
	words.forEach((word, i) => {
		const candidates = [word, word.replace(/e?s$/, '')]
			.flatMap((key) => index.get(key) ?? [])
			.filter((parts) => !own.has(parts.join('')));
		for (const parts of candidates)
			if (parts.every((part, k) => same(words[i + k], part)))
				for (let k = 0; k < parts.length; k++) taken.add(i + k);
	});
	return taken;
}

/**
 * The forms of the names a text still shows (after hiding), each once. A word that spells another
 * glossary term's name (`otherNames`, e.g. "standard deviation" on the Standardization card,
 * "tokens" on the Tokenization card) is that term, not a form of this one.
 */
export function leaksIn(text: string, names: string[], otherNames: string[][] = []): string[] {
	const own = ownNames(names);
	let index = indexes.get(otherNames);
	if (!index) indexes.set(otherNames, (index = indexNames(otherNames)));
	const found = new Set<string>();
	// Each piece between two hidden names is checked on its own: a mask joins nothing.
	for (const piece of text.split(HIDDEN)) {
		const words = nameParts(piece);
		const squashed = squash(piece);
		const others = otherTermWords(words, index, own);
		for (const name of names) {
			const key = squash(name);
			if (key.length < 2) continue;
			const bare = name.replace(/[^\p{L}\p{N}]/gu, '');
			// Short names (GPT, GAN) only as written, or inside a compound written with their capitals.
			const inCompound =
				key.length >= 5
					? squashed.includes(key)
					: piece.replace(/[^\p{L}\p{N}\s]/gu, '').includes(bare);
			const parts = nameParts(name);
			const inWords =
				parts.length > 0 &&
				words.some((_, i) =>
					parts.every((part, k) => {
						const word = words[i + k];
						return word !== undefined && !others.has(i + k) && sameWord(word, part);
					}),
				);
			if (inCompound || inWords) found.add(name);
		}
	}
	return [...found];
}

/** Other names as word lists, parsed once per list (a test passes every glossary name for each term). */
const parsed = new WeakMap<string[], string[][]>();
const indexes = new WeakMap<string[][], NameIndex>();
const ownNames = (names: string[]) => new Set(names.map((name) => nameParts(name).join('')));

/** Every leak of a term's cards, as "term:{slug}:{kind} shows {name}: {prompt}". */
export function cardLeaks(cards: NewCard[], names: string[], otherNames: string[] = []): string[] {
	let others = parsed.get(otherNames);
	if (!others) parsed.set(otherNames, (others = otherNames.map((name) => nameParts(name))));
	return cards
		.filter((card) => /:(?:name|example)$/.test(card.id))
		.flatMap((card) =>
			leaksIn(card.content.prompt.replace(/^Which term [^?]*\? /, ''), names, others).map(
				(name) => `${card.id} shows "${name}": ${card.content.prompt}`,
			),
		);
}
