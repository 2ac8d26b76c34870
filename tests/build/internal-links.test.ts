/**
 * Every internal link of the built site leads somewhere (review 2026-11-28, finding 6): each
 * `href` starting with `/` or `#` in a built page names a built page or file, a page rendered on
 * demand (a glossary term of content/glossary/terms, /search), and its `#anchor` an id on that
 * page. So a typo in a writer's link (`/topics/vector-serach`), or a `<Cite n={3} />` with no
 * reference 3 (its `#citation-3` has no target), fails here with the file to fix.
 * Reads the build (npm test builds first; run `npm run build` before running this file alone).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { DIST, requireBuild } from '../helpers/build.ts';
import { CONTENT_DIR, termSlugs } from '../helpers/content.ts';
import { brokenLinks, type BuiltPage } from '../helpers/internal-links.ts';

let pages: BuiltPage[] = [];
beforeAll(() => {
	requireBuild(DIST);
	pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.html'))
		.map((file) => ({ file, html: readFileSync(join(DIST, file), 'utf8') }));
});

/** The file a writer edits for a built page: its guide, article or path, else the page's source. */
function sourceOf(path: string): string {
	const [, section, slug] = /^\/(topics|blog|learn)\/([^/]+)$/.exec(path) ?? [];
	const file =
		section === 'learn' ? `paths/${slug}.yaml` : section ? `${section}/${slug}.mdx` : undefined;
	return file && existsSync(join(CONTENT_DIR, file)) ? `content/${file}` : `src/pages${path}`;
}

test('every internal link and #anchor of the built pages resolves', () => {
	const problems = brokenLinks(pages, {
		exists: (file) => existsSync(join(DIST, file)),
		onDemand: new Set([...termSlugs().map((slug) => `/glossary/${slug}`), '/search']),
	}).map(({ page, href, reason }) => `${sourceOf(page)} (built as ${page}): ${href}: ${reason}`);
	expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
});

test('a broken page link, a missing anchor and a citation with no reference are found', () => {
	const built: BuiltPage[] = [
		{ file: 'topics/edge-ai.html', html: '<h2 id="what-it-is">What</h2>' },
		{
			file: 'blog/rag.html',
			html: [
				'<a href="/topics/vector-serach">guide</a>',
				'<a href="/topics/edge-ai#what-it-is">fine</a>',
				'<a href="/topics/edge-ai#what-it-was">gone</a>',
				'<a href="/glossary/embedding">term</a>',
				'<a href="/glossary/embeddingz">no term</a>',
				'<sup class="cite"><a href="#citation-1" id="cite-ref-1">[1]</a></sup>',
				'<a href="mailto:a@b.c">mail</a> <a href="https://example.com/x">out</a>',
			].join('\n'),
		},
	];
	const found = brokenLinks(built, {
		exists: (file) => built.some((page) => page.file === file),
		onDemand: new Set(['/glossary/embedding']),
	});
	expect(found.map(({ page, href, reason }) => `${page} ${href}: ${reason}`)).toEqual([
		'/blog/rag /topics/vector-serach: no such page',
		'/blog/rag /topics/edge-ai#what-it-was: no id "what-it-was" on /topics/edge-ai',
		'/blog/rag /glossary/embeddingz: no such page',
		'/blog/rag #citation-1: no id "citation-1" on /blog/rag (a <Cite n={…} /> needs that reference in the front matter’s references)',
	]);
});
