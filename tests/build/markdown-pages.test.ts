/**
 * The Markdown versions of guides and articles in the build output: each holds the page's
 * headings and its references, and /llms.txt links every one of them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
const pagesOf = (folder: string) =>
	readdirSync(join(DIST, folder))
		.filter((f) => f.endsWith('.html'))
		.map((f) => `${folder}/${f}`);
const guides = pagesOf('topics');
const articles = pagesOf('blog');

// A guide and an article alike: their Markdown carries the FAQ and the references too.
test.each([...guides, ...articles])(
	'%s has a Markdown version with its headings and references',
	(file) => {
		const html = readFileSync(join(DIST, file), 'utf8');
		const markdown = readFileSync(join(DIST, file.replace(/\.html$/, '.md')), 'utf8');
		const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)]
			.map(([, , text]) =>
				text!
					.replace(/&amp;/g, '&')
					.replace(/&#39;/g, "'")
					.replace(/&quot;/g, '"')
					// The page sets typographic quotes; the Markdown keeps the writer's.
					.replace(/[“”]/g, '"')
					.replace(/[‘’]/g, "'")
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
		expect(html).toContain(`href="/${file.replace(/\.html$/, '.md')}"`);
		const faq = /<h2 id="faq-heading"[^>]*>([^<]+)<\/h2>/.exec(html)?.[1];
		if (faq) expect(markdown).toContain(`## ${faq.trim()}`);
	},
);

test('/llms.txt links the Markdown of every guide and article, and the open data', () => {
	const text = readFileSync(join(DIST, 'llms.txt'), 'utf8');
	for (const file of [...guides, ...articles])
		expect(text).toContain(`/${file.replace(/\.html$/, '.md')}`);
	expect(text).toContain('/glossary.json');
});
