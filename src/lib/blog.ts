/** Blog constants and the search logic of /search (pure, shared by the page and tests). */

/** The section label every article carries in its structured data. */
export const BLOG_SECTION = 'AI Tools';

/** A post as /api/blog-posts returns it. */
export interface BlogSearchPost {
	title: string;
	/** Plain text of the article. */
	content: string;
	/** The excerpt. */
	snippet: string;
	/** Long-form date, e.g. "April 5, 2025". */
	date: string;
	/** ISO date, for sorting. */
	isoDate: string;
	author: string;
	url: string;
}

/**
 * A post as /search shows it before the posts arrive from /api/blog-posts: in the page from the
 * build, so the results paint with the page. Its text is left out (the articles' text would
 * weigh more than the rest of the page); the island searches it once the posts arrive.
 */
export type BlogPostCard = Omit<BlogSearchPost, 'content'> & { content?: string };

/**
 * Text as search compares it: lower-cased, with typographic quotes and apostrophes as typed on a
 * keyboard, so "tool's" finds the "tool’s" that articles show. Keeps the text's length, so
 * positions found in it are positions in the original.
 */
export function searchText(text: string): string {
	return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
}

/** Normalises a query the way the search page does: trimmed and lower-cased. */
export function normaliseQuery(query: string): string {
	return searchText(query.trim());
}

/**
 * Posts whose title, content or snippet contains the query (case-insensitive substring), newest
 * first, with no page size. An empty query matches nothing. Cards without their text are matched
 * on their title and snippet.
 */
export function searchPosts<T extends BlogPostCard>(posts: T[], query: string): T[] {
	const q = normaliseQuery(query);
	if (!q) return [];
	return posts
		.filter((post) =>
			[post.title, post.content ?? '', post.snippet].some((field) => searchText(field).includes(q)),
		)
		.sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}

/**
 * A short excerpt of `text` around the first match of `query`, with the match's position so the
 * page can highlight it. Falls back to the start of the text.
 */
export function snippetAround(
	text: string,
	query: string,
	radius = 110,
): { before: string; match: string; after: string } {
	const q = normaliseQuery(query);
	const index = q ? searchText(text).indexOf(q) : -1;
	if (index === -1) {
		const cut =
			text.length > radius * 2 ? `${text.slice(0, radius * 2).replace(/\s+\S*$/, '')}…` : text;
		return { before: cut, match: '', after: '' };
	}
	const start = Math.max(0, index - radius);
	const end = Math.min(text.length, index + q.length + radius);
	return {
		before: `${start > 0 ? '…' : ''}${text.slice(start, index).replace(/^\S*\s/, start > 0 ? '' : '$&')}`,
		match: text.slice(index, index + q.length),
		after: `${text.slice(index + q.length, end)}${end < text.length ? '…' : ''}`,
	};
}

/** "1 result found" / "N results found". */
export function resultCountLabel(count: number): string {
	return `${count} ${count === 1 ? 'result' : 'results'} found`;
}

/** The excerpt when it contains the query, else the passage of the article around the match. */
export function resultSnippet(post: BlogPostCard, query: string): string {
	const q = normaliseQuery(query);
	const content = post.content ?? '';
	if (searchText(post.snippet).includes(q) || !searchText(content).includes(q)) return post.snippet;
	const { before, match, after } = snippetAround(content, query);
	return `${before}${match}${after}`;
}
