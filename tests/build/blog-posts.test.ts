/**
 * /api/blog-posts as the build writes it: a static file in the output (the build writes nothing
 * into the source tree), every article with its text, newest first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { BlogSearchPost } from '../../src/lib/blog.ts';
import { DIST, requireBuild } from '../helpers/build.ts';
import { articles, day } from '../helpers/content.ts';

beforeAll(() => requireBuild());

test('every article, newest first, with its title, text, excerpt, dates, author and address', () => {
	const posts = JSON.parse(readFileSync(join(DIST, 'api/blog-posts'), 'utf8')) as BlogSearchPost[];
	expect(posts.map((post) => post.url)).toEqual(articles().map((file) => `/blog/${file.slug}`));
	for (const [post, file] of posts.map((post, i) => [post, articles()[i]!] as const)) {
		expect(post).toEqual({
			title: file.data.title,
			content: expect.any(String),
			snippet: expect.any(String),
			date: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
			isoDate: day(file.data.date),
			author: expect.any(String),
			url: `/blog/${file.slug}`,
		});
		// The whole text, not an excerpt.
		expect(post.content.split(' ').length).toBeGreaterThan(file.body.split(/\s+/).length / 2);
	}
});

test('nothing is generated into the source tree', () => {
	expect(existsSync(join(import.meta.dirname, '../../netlify/functions/generated'))).toBe(false);
});
