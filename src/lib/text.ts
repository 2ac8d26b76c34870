/** Plain-text helpers for word counts, reading time and search snippets. */

/**
 * Strips MDX/Markdown/HTML markup to plain text: imports, JSX/HTML tags, code fences' markers,
 * link targets, emphasis and heading markers.
 */
export function markupToText(source: string): string {
	return source
		.replace(/^import\s.+$/gm, ' ')
		.replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
		.replace(/<[^>]+>/g, ' ')
		.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
		.replace(/^\s{0,3}#{1,6}\s+/gm, '')
		.replace(/^\s*[-*+]\s+/gm, '')
		.replace(/^\s*\|?[-:| ]+\|?\s*$/gm, ' ')
		.replace(/[*_`|>]/g, ' ')
		.replace(/&[a-z]+;/gi, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}

/** Number of words in plain text. */
export function wordCount(text: string): number {
	const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
	return words ? words.length : 0;
}

/** Minutes to read at 225 words a minute, at least 1. */
export function readingMinutes(words: number): number {
	return Math.max(1, Math.round(words / 225));
}
