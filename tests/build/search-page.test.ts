/**
 * /search in the build output (npm test builds before running Vitest): every blog post is in the
 * page's HTML, so the results paint with the page instead of after the island's code and a request
 * for the posts (its Largest Contentful Paint; `npm run bench:lcp` times it). The island then
 * filters them by the query and refreshes them from /api/blog-posts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST_DIR } from '../../scripts/lib.ts';

const posts = JSON.parse(
	readFileSync(
		join(import.meta.dirname, '../../netlify/functions/generated/blog-posts.json'),
		'utf8',
	),
) as { title: string; url: string; snippet: string }[];

test('every post is in the HTML of /search, as a result linking to the article, before any script', () => {
	const file = join(DIST_DIR, 'search.html');
	expect(existsSync(file), 'run npm run build first').toBe(true);
	const html = readFileSync(file, 'utf8');
	const list = /<ol[^>]*aria-label="[^"]*"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
	const titles = [...list.matchAll(/<h2[^>]*><a href="([^"]+)"[^>]*>([^<]*)<\/a><\/h2>/g)].map(
		(m) => ({ url: m[1], title: m[2]!.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") }),
	);
	expect(posts).toHaveLength(6);
	expect(titles).toEqual(posts.map(({ url, title }) => ({ url, title })));
});
