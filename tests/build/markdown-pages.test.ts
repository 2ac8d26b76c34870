/**
 * The Markdown versions of guides and articles in the build output: each holds the page's
 * headings and its references, and /llms.txt links every one of them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
const guides = readdirSync(join(DIST, 'topics')).filter((f) => f.endsWith('.html'));

test.each(guides)('topics/%s has a Markdown version with its headings and references', (file) => {
	const html = readFileSync(join(DIST, 'topics', file), 'utf8');
	const markdown = readFileSync(join(DIST, 'topics', file.replace(/\.html$/, '.md')), 'utf8');
	const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)]
		.map(([, , text]) =>
			text!
				.replace(/&amp;/g, '&')
				.replace(/&#39;/g, "'")
				.replace(/&quot;/g, '"')
				.trim(),
		)
		.filter(
			(text) =>
				!/^(Check your understanding|Your learning paths|Track your progress|Remember this guide|Keep learning|On this page)$/.test(
					text,
				),
		);
	for (const heading of headings.slice(0, 8)) expect(markdown, heading).toContain(heading);
	const references = [...html.matchAll(/<li id="citation-(\d+)"/g)].length;
	if (references) expect(markdown).toMatch(new RegExp(`\\n${references}\\. `));
	expect(markdown).not.toMatch(/<Cite|<Checkpoint|<Callout/);
	expect(html).toContain(`href="/topics/${file.replace(/\.html$/, '.md')}"`);
});

test('/llms.txt links the Markdown of every guide and article, and the open data', () => {
	const text = readFileSync(join(DIST, 'llms.txt'), 'utf8');
	for (const file of guides) expect(text).toContain(`/topics/${file.replace(/\.html$/, '.md')}`);
	for (const file of readdirSync(join(DIST, 'blog')).filter((f) => f.endsWith('.html')))
		expect(text).toContain(`/blog/${file.replace(/\.html$/, '.md')}`);
	expect(text).toContain('/glossary.json');
});
