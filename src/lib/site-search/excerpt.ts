/**
 * Excerpts of search results: a run of a passage's words with the ones that matched marked, cut
 * by the same tokeniser that counted the words when the index was built (./text.ts), so what is
 * marked is exactly what matched. Plain text runs: the dialog renders them as text, never as HTML.
 */
import { tokens } from './text.ts';

/** One run of excerpt text; `mark` runs are the words that matched the query. */
export interface ExcerptPart {
	text: string;
	mark: boolean;
}

export interface Excerpt {
	parts: ExcerptPart[];
	/** How many words of the whole passage matched. */
	matches: number;
}

/** Words an excerpt shows: about two lines of the dialog. */
export const EXCERPT_WORDS = 24;

/** Words of context shown before an excerpt's first match. */
const LEAD_WORDS = 6;

/**
 * The excerpt of a passage for a query: the first run of `length` words holding the most matches,
 * started a few words before its first match, each matching word marked.
 * @example excerpt('Each attention head attends.', (word) => word.startsWith('atten')).parts // [{ text: 'Each ', mark: false }, { text: 'attention', mark: true }, { text: ' head ', mark: false }, { text: 'attends', mark: true }, { text: '.', mark: false }]
 */
export function excerpt(
	text: string,
	isMatch: (word: string) => boolean,
	length = EXCERPT_WORDS,
): Excerpt {
	const all = tokens(text);
	// Positions (in `all`) of the words, and whether each matched.
	const wordAt = all.flatMap((token, i) => (token.word ? [i] : []));
	const matched = wordAt.map((i) => isMatch(all[i]!.word!));
	// The window of `length` words with the most matches, found by sliding it one word at a time.
	let best = 0;
	let bestCount = -1;
	let count = 0;
	for (let i = 0; i < wordAt.length; i++) {
		if (matched[i]) count += 1;
		if (i >= length && matched[i - length]) count -= 1;
		if (count > bestCount) [best, bestCount] = [Math.max(0, i - length + 1), count];
	}
	// Start a few words before the window's first match rather than with the match at its end.
	const firstMatch = matched.findIndex((match, i) => match && i >= best);
	if (firstMatch !== -1)
		best = Math.max(best, Math.min(firstMatch - LEAD_WORDS, wordAt.length - length));
	const parts: ExcerptPart[] = [];
	const push = (text: string, mark: boolean) => {
		const last = parts.at(-1);
		if (last && last.mark === mark) last.text += text;
		else if (text) parts.push({ text, mark });
	};
	const start = wordAt[best] ?? 0;
	const lastWord = wordAt[Math.min(best + length, wordAt.length) - 1];
	// Up to the last word shown, and the punctuation right after it ("attends.").
	const end = lastWord === undefined ? all.length : lastWord + 2;
	let w = best;
	for (let i = start; i < Math.min(end, all.length); i++) {
		const token = all[i]!;
		if (token.word) push(token.text, matched[w++]!);
		else push(i === lastWord! + 1 ? trailing(token.text) : token.text, false);
	}
	return { parts, matches: matched.filter(Boolean).length };
}

/** What follows the last word shown, up to the next space: its punctuation, not the next sentence. */
const trailing = (between: string) => /^\S*/.exec(between)![0];
