/**
 * The kinds of page the site search indexes. Pages declare theirs in markup
 * (`data-pagefind-meta="type:Guide"`), and the search dialog groups results by it.
 */
export const RESULT_TYPES = ['Glossary term', 'Guide', 'Article', 'Page'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Group headings in the search dialog. */
export const RESULT_TYPE_LABELS: Record<ResultType, string> = {
	'Glossary term': 'Glossary terms',
	Guide: 'Guides',
	Article: 'Articles',
	Page: 'Pages',
};

/** Coerces an indexed `type` value to a known type (an unmarked page is a plain Page). */
export function parseResultType(value: unknown): ResultType {
	return RESULT_TYPES.includes(value as ResultType) ? (value as ResultType) : 'Page';
}

/** What a page tells the index about itself beyond its type. */
export interface IndexedPageFacts {
	/** Publication date (guides and articles). */
	date?: Date;
	/** Difficulty level (glossary terms). */
	difficulty?: string;
}

/**
 * The `data-pagefind-*` attributes that put a page's main content into the site search index,
 * with its type, date and difficulty as metadata (type and difficulty also as filters). Spread
 * them on the element that holds the page's own content; header, footer and navigation stay
 * outside it, and pages without them are left out of the index.
 */
export function searchIndexAttributes(
	type: ResultType,
	facts: IndexedPageFacts = {},
): Record<string, string> {
	// Pagefind reads several values from one element only as attribute captures (`key[attr]`).
	const values: Record<string, string> = { 'data-search-type': type };
	const meta = ['type[data-search-type]'];
	const filters = ['type[data-search-type]'];
	if (facts.date) {
		values['data-search-date'] = facts.date.toISOString().slice(0, 10);
		meta.push('date[data-search-date]');
	}
	if (facts.difficulty) {
		values['data-search-difficulty'] = facts.difficulty;
		meta.push('difficulty[data-search-difficulty]');
		filters.push('difficulty[data-search-difficulty]');
	}
	return {
		'data-pagefind-body': '',
		'data-pagefind-meta': meta.join(', '),
		'data-pagefind-filter': filters.join(', '),
		...values,
	};
}
