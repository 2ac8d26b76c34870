import type { LetterEntry } from './schema';

/** The 26 capital letters of the glossary's letter bar and A–Z index. */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * The letter bar's 26 entries for a list of term names: how many names start with each letter,
 * ignoring case (zeros included). A name starting with anything else (a digit, an accented
 * letter) counts under no letter, as in the database's `letter` column (`upper(substr(term, 1,
 * 1))`, which upper-cases ASCII letters only), so the page's built letter bar and the live API
 * agree.
 */
export function letterEntries(names: Iterable<string>): LetterEntry[] {
	const counts = new Map<string, number>();
	for (const name of names) {
		const first = name.charAt(0);
		const letter = /^[a-z]$/i.test(first) ? first.toUpperCase() : null;
		if (letter) counts.set(letter, (counts.get(letter) ?? 0) + 1);
	}
	return ALPHABET.map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
}
