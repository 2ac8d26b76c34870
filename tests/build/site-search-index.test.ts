/**
 * The site search index: how the build makes it (on small fixture sites), and the index the last
 * `npm run build` wrote to dist/search-index (npm test builds before running Vitest).
 * How well it finds things: site-search-relevance.test.ts; what a first query costs:
 * site-search-size.test.ts.
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, test } from 'vitest';
import { buildSearchIndex } from '../../src/integrations/site-search/build-index.ts';
import {
	MAX_SHARD_CHARS,
	type Manifest,
	type PassageFile,
} from '../../src/lib/site-search/index-format.ts';
import {
	searchIndexAttributes,
	type IndexedPageFacts,
	type IndexedType,
} from '../../src/lib/site-search/result-types.ts';

const dirs: string[] = [];
/** Each site folder's pages, as the build lists them. */
const pagesOf = new Map<string, string[]>();
function siteDir(pages: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'site-search-'));
	dirs.push(dir);
	pagesOf.set(dir, Object.keys(pages).sort());
	for (const [path, html] of Object.entries(pages)) {
		mkdirSync(join(dir, path, '..'), { recursive: true });
		writeFileSync(join(dir, path), html);
	}
	return dir;
}
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
	pagesOf.clear();
});
const index = (dir: string) => buildSearchIndex({ siteDir: dir, pages: pagesOf.get(dir)! });

const page = (body: string) =>
	`<!doctype html><html lang="en"><head><title>t</title></head><body><nav>Home Blog Glossary</nav>${body}</body></html>`;
const marked = (type: IndexedType, facts: IndexedPageFacts, inner: string) =>
	page(
		`<main>${'<p>Site chrome.</p>'}<article ${Object.entries(searchIndexAttributes(type, facts))
			.map(([name, value]) => `${name}="${value}"`)
			.join(' ')}>${inner}</article></main>`,
	);
const guide = marked(
	'Guide',
	{ date: new Date('2025-04-12') },
	'<h1>Transformers</h1><nav>On this page</nav><h2 id="heads">Attention heads</h2><p>Each head attends, see <a>RAG</a><span role="tooltip">Retrieval tooltip text</span>.</p><section data-search-ignore><p>Quiz</p></section>',
);
/** Each page of the index written to a site folder, with its whole indexed text. */
function readIndex(
	siteDir: string,
): (Omit<PassageFile, 'text' | 'section'> & { content: string })[] {
	const manifest = JSON.parse(readFileSync(join(siteDir, 'search-index.json'), 'utf8')) as Manifest;
	const dir = join(siteDir, manifest.dir, 'p');
	const pages = new Map<number, { facts: Omit<PassageFile, 'text'>; text: string[] }>();
	const passages = readdirSync(dir)
		.map((file) => ({ at: file.match(/\d+/g)!.map(Number), file }))
		.sort((a, b) => a.at[0]! - b.at[0]! || a.at[1]! - b.at[1]! || a.at[2]! - b.at[2]!);
	for (const { at, file } of passages) {
		const { text, ...facts } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as PassageFile;
		// A page's first passage (the text before its first heading) carries no section.
		const page = pages.get(at[0]!) ?? { facts, text: [] };
		page.text.push(text);
		pages.set(at[0]!, page);
	}
	expect(pages.size).toBe(manifest.pages);
	return [...pages.values()].map(({ facts, text }) => ({ ...facts, content: text.join(' ') }));
}

describe('the site search index built after every build', () => {
	it('fails loudly when no page is marked for the index', () => {
		const dir = siteDir({ 'index.html': page('<main><h1>Home</h1></main>') });
		expect(() => index(dir)).toThrow(/index would be empty/);
		expect(() => index(siteDir({}))).toThrow(/index would be empty/);
	});

	it('indexes only marked pages, with type and date, without navigation, tooltips or ignored parts', () => {
		const dir = siteDir({
			'topics/transformers.html': guide,
			'index.html': page('<main><h1>Home</h1></main>'),
			'glossary/rag.html': page('<main><h1>RAG</h1><p>Retrieval.</p></main>'),
		});
		const report = index(dir);
		expect(report).toMatchObject({ pages: 1 });
		expect(readdirSync(dir).sort()).toEqual([
			'glossary',
			'index.html',
			'search-index',
			'search-index.json',
			'topics',
		]);

		const [guideRecord] = readIndex(dir);
		expect(guideRecord).toMatchObject({
			url: '/topics/transformers',
			title: 'Transformers',
			type: 'Guide',
			date: '2025-04-12',
		});
		expect(guideRecord!.content).toContain('Each head attends');
		expect(guideRecord!.content).not.toMatch(/On this page|tooltip|Site chrome|Home Blog|Quiz/);
	});
});

describe('the index in the build output', () => {
	const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
	const count = (folder: string, ext: string) =>
		readdirSync(join(import.meta.dirname, '../../content', folder)).filter((f) => f.endsWith(ext))
			.length;

	test('holds every guide, article, learning path and info page, typed, and no glossary term', () => {
		expect(existsSync(join(DIST, 'search-index.json')), 'run npm run build first').toBe(true);
		const records = readIndex(DIST);
		const typed = (type: string) => records.filter((r) => r.type === type);
		expect({
			guides: typed('Guide').length,
			articles: typed('Article').length,
			paths: typed('Learning path').length,
		}).toEqual({
			guides: count('topics', '.mdx'),
			articles: count('blog', '.mdx'),
			paths: count('paths', '.yaml'),
		});
		// About, resources, contact and the three legal pages.
		expect(
			typed('Page')
				.map((r) => r.url)
				.sort(),
		).toEqual([
			'/about',
			'/contact',
			'/disclaimer',
			'/privacy-policy',
			'/resources',
			'/terms-and-conditions',
		]);
		// Terms are searched through the glossary API: the index does not grow with the glossary.
		expect(records.filter((r) => r.url.startsWith('/glossary'))).toEqual([]);
		expect(records.find((r) => r.url === '/topics/edge-ai')?.date).toBe('2025-04-12');
		expect(typed('Learning path').every((r) => r.url.startsWith('/learn/'))).toBe(true);
		expect(existsSync(join(DIST, 'pagefind'))).toBe(false);
	});

	test('keeps every shard under its cap', () => {
		const manifest = JSON.parse(readFileSync(join(DIST, 'search-index.json'), 'utf8')) as Manifest;
		const sizes = manifest.shards.map(
			(_, i) => readFileSync(join(DIST, manifest.dir, 's', `${i}.json`)).length,
		);
		expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_SHARD_CHARS);
	});
});
