/**
 * The auto-linker's view of characters (linker.ts, rules 2 and 3): word characters, white space,
 * hyphens and apostrophes, where a match may start, the index key of a form, and sentence ends.
 */

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
export const WORD_RUNS = /[\p{L}\p{M}\p{N}]+/gu;
export const HYPHENS = new Set(['-', '\u2010', '\u2011']);
export const APOSTROPHES = new Set(["'", '\u2018', '\u2019', '\u02bc']);

export function isWordCharAt(text: string, i: number): boolean {
	if (i < 0 || i >= text.length) return false;
	const code = text.charCodeAt(i);
	if (code < 128)
		return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
	// Low surrogate: judge the whole code point from its high surrogate.
	if (code >= 0xdc00 && code <= 0xdfff && i > 0) return WORD_CHAR.test(text.slice(i - 1, i + 1));
	const cp = text.codePointAt(i)!;
	return WORD_CHAR.test(String.fromCodePoint(cp));
}

const SPACE = /\s/u;

export function isSpace(ch: string): boolean {
	const code = ch.charCodeAt(0);
	if (code < 128) return code === 32 || (code >= 9 && code <= 13);
	return SPACE.test(ch);
}

/** A match may start at i: a word character not inside a word nor after a joining hyphen. */
export function isWordStart(text: string, i: number): boolean {
	if (!isWordCharAt(text, i) || isWordCharAt(text, i - 1)) return false;
	if (i >= 2 && HYPHENS.has(text[i - 1]!) && isWordCharAt(text, i - 2)) return false;
	return true;
}

/** The index key of a form: lower case, separators as one space, apostrophes straight. */
export function normalizeForm(form: string): string {
	let out = '';
	let pendingSpace = false;
	for (const ch of form.normalize('NFC').trim()) {
		if (isSpace(ch) || HYPHENS.has(ch)) {
			pendingSpace = out.length > 0;
			continue;
		}
		if (pendingSpace) {
			out += ' ';
			pendingSpace = false;
		}
		out += APOSTROPHES.has(ch) ? "'" : ch.toLowerCase();
	}
	return out;
}

export function countWordChars(key: string): number {
	let n = 0;
	for (const m of key.matchAll(WORD_RUNS)) n += m[0].length;
	return n;
}

const OPENERS = new Set(['"', "'", '\u201c', '\u2018', '(', '[', '\u00ab', '*', '_']);
const CLOSERS = new Set(['"', "'", '\u201d', '\u2019', ')', ']', '\u00bb', '*', '_']);
const SENTENCE_ENDS = new Set(['.', '!', '?', '\u2026']);

/** True if `text` (what precedes a word) ends a sentence, or is empty (start of a block). */
export function endsSentence(text: string): boolean {
	let i = text.length - 1;
	while (i >= 0 && (isSpace(text[i]!) || OPENERS.has(text[i]!))) i--;
	if (i < 0) return true;
	while (i >= 0 && CLOSERS.has(text[i]!)) i--;
	return i >= 0 && SENTENCE_ENDS.has(text[i]!);
}
