import { words } from './text.ts';

/** One run of excerpt text; `mark` runs are the words that matched the query. */
export interface ExcerptPart {
	text: string;
	mark: boolean;
}

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
		if (code[0] === '#') {
			const point =
				code[1] === 'x' || code[1] === 'X'
					? parseInt(code.slice(2), 16)
					: parseInt(code.slice(1), 10);
			return Number.isFinite(point) && point > 0 && point <= 0x10ffff
				? String.fromCodePoint(point)
				: whole;
		}
		return ENTITIES[code.toLowerCase()] ?? whole;
	});
}

/**
 * Splits an excerpt from the search index (escaped text with the matches wrapped in `<mark>`) into
 * plain text runs, so the dialog renders it as text and never as HTML. Any other tag is dropped.
 * @example excerptParts('a <mark>b</mark> &amp; c') // [{ text: 'a ', mark: false }, { text: 'b', mark: true }, { text: ' & c', mark: false }]
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
	const parts: ExcerptPart[] = [];
	let mark = false;
	for (const token of excerpt.split(/(<\/?[a-z][^>]*>)/i)) {
		if (/^<\/?[a-z]/i.test(token)) {
			const tag = /^<(\/?)mark\b/i.exec(token);
			if (tag) mark = tag[1] !== '/';
			continue;
		}
		const text = decodeEntities(token);
		if (!text) continue;
		const last = parts.at(-1);
		if (last && last.mark === mark) last.text += text;
		else parts.push({ text, mark });
	}
	return parts;
}

/** Words an excerpt shows: about two lines of the dialog. */
export const EXCERPT_WORDS = 24;

/** Words of context shown before an excerpt's first match. */
const LEAD_WORDS = 6;

const escapeHtml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The excerpt of a passage for a query, in the form excerptParts reads (escaped text, matches in
 * `<mark>`): the first run of EXCERPT_WORDS words holding the most matches, started a few words
 * before its first match, with each matching word marked without the punctuation around it. `locations` are the positions of
 * the matching words in the passage.
 * @example highlight('Each attention head attends.', (word) => word.startsWith('atten')) // { html: 'Each <mark>attention</mark> head <mark>attends</mark>.', locations: [1, 3] }
 */
export function highlight(
	text: string,
	isMatch: (word: string) => boolean,
	length = EXCERPT_WORDS,
): { html: string; locations: number[] } {
	const all = text.split(' ');
	const matched = all.map((word) => words(word).some(isMatch));
	const locations = matched.flatMap((match, i) => (match ? [i] : []));
	// The window of `length` words with the most matches, found by sliding it one word at a time.
	let best = 0;
	let bestCount = -1;
	let count = 0;
	for (let i = 0; i < all.length; i++) {
		if (matched[i]) count += 1;
		if (i >= length && matched[i - length]) count -= 1;
		const start = Math.max(0, i - length + 1);
		if (count > bestCount) [best, bestCount] = [start, count];
	}
	// Start a few words before the window's first match rather than with the match at its end.
	const firstMatch = locations.find((location) => location >= best);
	if (firstMatch !== undefined)
		best = Math.max(best, Math.min(firstMatch - LEAD_WORDS, all.length - length));
	const html = all
		.slice(best, best + length)
		.map((word, i) => {
			if (!matched[best + i]) return escapeHtml(word);
			const [, before = '', core = '', after = ''] =
				/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word) ?? [];
			return `${escapeHtml(before)}<mark>${escapeHtml(core)}</mark>${escapeHtml(after)}`;
		})
		.join(' ');
	return { html, locations };
}
