/**
 * The kinds of result the site search shows, and the markup that puts a page into its static index.
 * Glossary terms come from the glossary API (/api/glossary/search), never from the static index:
 * their pages are too many to index with the build. Editorial pages declare their type in markup
 * (`data-search-type="Guide"`), and the search dialog groups results by it.
 */
export const RESULT_TYPES = ['Glossary term', 'Guide', 'Article', 'Learning path', 'Page'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** The types of page in the static index: every result type but glossary terms. */
export type IndexedType = Exclude<ResultType, 'Glossary term'>;
export const INDEXED_TYPES: readonly IndexedType[] = RESULT_TYPES.filter(
	(type): type is IndexedType => type !== 'Glossary term',
);

/** Group headings in the search dialog. */
export const RESULT_TYPE_LABELS: Record<ResultType, string> = {
	'Glossary term': 'Glossary terms',
	Guide: 'Guides',
	Article: 'Articles',
	'Learning path': 'Learning paths',
	Page: 'Pages',
};

/**
 * The markers the build reads in a page's HTML (src/integrations/site-search/extract-page.ts):
 * - `body` on the element whose content is indexed (pages without one are left out);
 * - `ignore` on anything inside it to leave out of the index (navigation aids, quizzes, lists of
 *   links to other pages); `nav` and tooltips are always left out;
 * - `type`, `date` and `difficulty`: the page's facts, shown with its result (type also groups it).
 */
export const SEARCH_MARKERS = {
	body: 'data-search-body',
	ignore: 'data-search-ignore',
	type: 'data-search-type',
	date: 'data-search-date',
	difficulty: 'data-search-difficulty',
} as const;

/** What a page tells the index about itself beyond its type. */
export interface IndexedPageFacts {
	/** Publication date (guides and articles). */
	date?: Date;
	/** Difficulty or level. */
	difficulty?: string;
}

/**
 * The attributes that put a page's main content into the site search index, with its type, date
 * and difficulty. Spread them on the element that holds the page's own content; header, footer
 * and navigation stay outside it.
 */
export function searchIndexAttributes(
	type: IndexedType,
	facts: IndexedPageFacts = {},
): Record<string, string> {
	return {
		[SEARCH_MARKERS.body]: '',
		[SEARCH_MARKERS.type]: type,
		...(facts.date && { [SEARCH_MARKERS.date]: facts.date.toISOString().slice(0, 10) }),
		...(facts.difficulty && { [SEARCH_MARKERS.difficulty]: facts.difficulty }),
	};
}
