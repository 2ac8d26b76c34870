/**
 * /search?q= as the build's page function renders it on demand (npm test builds before running
 * Vitest): the results for the query are in the HTML, the same as /api/blog-posts gives the island
 * (title, text or excerpt containing the query, newest first), with the SPEC's count line and empty
 * message, so they paint with the page and read without JavaScript (`npm run bench:lcp` times
 * the paint). Cached at the CDN per query.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BlogSearchPost } from '../../src/lib/blog.ts';
import { termPages, type TermPages } from '../../scripts/term-pages.ts';
import { DIST } from '../helpers/build.ts';

const posts = JSON.parse(readFileSync(join(DIST, 'api/blog-posts'), 'utf8')) as BlogSearchPost[];

/** What the page should list for `query`, computed independently from the API's data. */
const expected = (query: string) => {
	const q = query.trim().toLowerCase();
	return posts
		.filter((p) => [p.title, p.content, p.snippet].some((field) => field.toLowerCase().includes(q)))
		.map((p) => p.url);
};

let pages: TermPages;
beforeAll(async () => {
	pages = await termPages();
});
afterAll(() => pages?.close());

const decode = (html: string) =>
	html
		.replace(/<!--[^>]*-->/g, '')
		.replace(/&amp;/g, '&')
		.replace(/&quot;|&#34;/g, '"')
		.replace(/&#x27;|&#39;/g, "'");

/** The page's HTML before any script, with what the reader sees of it. */
async function searchPage(query?: string) {
	const res = await pages.render(
		query === undefined ? '/search' : `/search?q=${encodeURIComponent(query)}`,
	);
	expect(res.status).toBe(200);
	const html = await res.text();
	const list = /<ol[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/ol>/.exec(html);
	return {
		res,
		html,
		text: decode(html.replace(/<[^>]+>/g, '')),
		listName: list ? decode(list[1]!) : undefined,
		links: [...(list?.[2] ?? '').matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((m) => m[1]),
		status: decode(/<p role="status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''),
	};
}

describe('/search rendered on demand', () => {
	test.each(['agents', ' Ghibli ', 'ai', 'personalization'])(
		'"%s": the results are in the HTML, newest first, with the count line',
		async (query) => {
			const want = expected(query);
			expect(want.length).toBeGreaterThan(0);
			const page = await searchPage(query);
			expect(page.links).toEqual(want);
			expect(page.listName).toBe(`Results for “${query.trim()}”`);
			expect(page.status).toBe(`${want.length} ${want.length === 1 ? 'result' : 'results'} found`);
			expect(page.text).toContain(`Search Results for “${query.trim()}”`);
			expect(page.html).toContain(`<title>Search Results for “${query.trim()}” | AI Atlas</title>`);
			// The match is marked in the HTML.
			expect(page.html).toMatch(/<mark[^>]*>/);
			// The form works without JavaScript, showing the query.
			expect(page.html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
			expect(page.html).toMatch(new RegExp(`name="q"[^>]*value="${query}"`));
		},
	);

	test('a query matching only an article’s text finds it, with the passage around the match', async () => {
		// A word of an article's text that is in no title or excerpt.
		const post = posts.find((p) => /reinforcement/i.test(p.content))!;
		expect(`${post.title} ${post.snippet}`).not.toMatch(/reinforcement/i);
		const page = await searchPage('reinforcement');
		expect(page.links).toEqual([post.url]);
		expect(page.html).toMatch(/<mark[^>]*>reinforcement<\/mark>/i);
	});

	test('no match: the SPEC’s message, and no list', async () => {
		const page = await searchPage('quokkazebra');
		expect(page.status).toBe('0 results found');
		expect(page.text).toContain('No results found for "quokkazebra". Try a different term!');
		expect(page.links).toEqual([]);
	});

	test('without a query: an invitation, and every article', async () => {
		const page = await searchPage();
		expect(page.text).toContain('Search the blog');
		expect(page.status).toBe('Type a word or phrase to search every blog article.');
		expect(page.listName).toBe('Every blog article');
		expect(page.links).toEqual(posts.map((p) => p.url));
		expect(page.html).toContain('<title>Search | AI Atlas</title>');
	});

	test('cached by the CDN per query, checked by browsers each time, and never carries the articles’ text', async () => {
		const { res, html } = await searchPage('agents');
		expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
		expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/max-age=\d+/);
		expect(res.headers.get('netlify-vary')).toBe('query=q');
		expect(res.headers.get('netlify-cache-tag')).toBe('blog');
		expect(res.headers.get('content-security-policy')).toBeTruthy();
		// The page carries cards, not the articles: far less than their text.
		const text = posts.reduce((sum, p) => sum + p.content.length, 0);
		expect(html.length).toBeLessThan(text / 2);
	});
});
