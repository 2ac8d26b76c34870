/**
 * Parsing and formatting of a term's comma-separated category text ('Primary:Secondary, Legacy'):
 * 'Primary:Secondary' names a primary category and one of its secondary ones; an entry without a
 * colon is a legacy category.
 */

export interface CategoryRef {
	primary: string;
	/** Empty for a legacy entry without a colon. */
	secondary: string;
}

/**
 * Splits comma-separated text into trimmed, non-empty, de-duplicated entries.
 * @example splitList(' a, b,,a ') // ['a', 'b']
 */
export function splitList(text: string | null | undefined): string[] {
	if (!text) return [];
	const seen = new Set<string>();
	const out: string[] = [];
	for (const raw of text.split(',')) {
		const item = raw.trim();
		if (item && !seen.has(item.toLowerCase())) {
			seen.add(item.toLowerCase());
			out.push(item);
		}
	}
	return out;
}

/**
 * Splits multi-line text (examples, example sentences) into trimmed, non-empty lines, in order.
 * @example splitLines(' a\n\n b ') // ['a', 'b']
 */
export function splitLines(text: string | null | undefined): string[] {
	return (text ?? '')
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean);
}

/**
 * Parses one category entry. 'Deep Learning:Architectures' is a primary with a secondary; an
 * entry without a colon is a legacy category, treated as a primary.
 * @example parseCategory('Deep Learning:Architectures') // { primary: 'Deep Learning', secondary: 'Architectures' }
 */
export function parseCategory(entry: string): CategoryRef {
	const index = entry.indexOf(':');
	if (index === -1) return { primary: entry.trim(), secondary: '' };
	return { primary: entry.slice(0, index).trim(), secondary: entry.slice(index + 1).trim() };
}

/** Parses a term's comma-separated category text. */
export function parseCategories(text: string | null | undefined): CategoryRef[] {
	return splitList(text)
		.map(parseCategory)
		.filter((ref) => ref.primary.length > 0);
}
