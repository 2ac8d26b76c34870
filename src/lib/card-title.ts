/**
 * What a share card can draw of a title. The cards are set in Inter, which covers Latin, Greek,
 * Cyrillic and Vietnamese; a name in another script (Chinese, Arabic…) or with emoji would come
 * out as boxes, so the card takes the first name of the term it can draw (an alias), or says only
 * what the page is. A word longer than a line at the smallest size is shortened with an ellipsis
 * (the page itself, and its og:title, keep the whole name).
 */

/** Code point ranges, inclusive. */
export type Ranges = readonly (readonly [number, number])[];

/** Parses CSS `unicode-range` values (`U+0000-00FF,U+0131,…`). */
export function parseUnicodeRanges(values: readonly string[]): Ranges {
	const ranges: [number, number][] = [];
	for (const value of values)
		for (const part of value.split(',')) {
			const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
			if (!match) continue;
			const [, start, end] = match;
			if (start!.includes('?')) {
				ranges.push([
					parseInt(start!.replace(/\?/g, '0'), 16),
					parseInt(start!.replace(/\?/g, 'F'), 16),
				]);
			} else ranges.push([parseInt(start!, 16), parseInt(end ?? start!, 16)]);
		}
	return ranges;
}

const inRanges = (code: number, ranges: Ranges) =>
	ranges.some(([start, end]) => code >= start && code <= end);

/** Whether every character of `text` (spaces aside) is in the fonts' ranges. */
export function drawable(text: string, ranges: Ranges): boolean {
	return [...text].every((char) => /\s/.test(char) || inRanges(char.codePointAt(0)!, ranges));
}

/** Longest word a card draws whole: about a line at the smallest title size. */
export const MAX_WORD_LENGTH = 40;

/** Shortens words longer than MAX_WORD_LENGTH to that length, ending in an ellipsis. */
export function shortenLongWords(text: string, max = MAX_WORD_LENGTH): string {
	return text.replace(/\S+/g, (word) =>
		[...word].length > max ? `${[...word].slice(0, max - 1).join('')}…` : word,
	);
}

/**
 * The title a card draws: the first of `names` (the page's title, then its other names) that the
 * fonts cover, its long words shortened; `fallback` when none can be drawn.
 */
export function cardTitle(names: readonly string[], ranges: Ranges, fallback: string): string {
	const name = names.find((candidate) => candidate.trim() && drawable(candidate, ranges));
	return shortenLongWords(name ?? fallback);
}
