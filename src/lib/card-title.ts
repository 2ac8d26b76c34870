/**
 * The characters a share card's fonts cover. The cards are set in Inter, whose subsets (Latin,
 * Greek, Cyrillic, Vietnamese) each declare their code points as a CSS `unicode-range`.
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
