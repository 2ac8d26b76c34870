/**
 * The site search index: how the build makes it (on small fixture sites), and the index the last
 * `npm run build` wrote to dist/search-index (npm test builds before running Vitest).
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
import { readTermFiles } from '../../src/server/glossary-seed.ts';
import type { Manifest, PassageFile } from '../../src/lib/site-search/index-format.ts';
import {
	searchIndexAttributes,
	type IndexedPageFacts,
	type ResultType,
} from '../../src/lib/site-search/result-types.ts';

const dirs: string[] = [];
function siteDir(pages: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'site-search-'));
	dirs.push(dir);
	for (const [path, html] of Object.entries(pages)) {
		mkdirSync(join(dir, path, '..'), { recursive: true });
		writeFileSync(join(dir, path), html);
	}
	return dir;
}
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (body: string) =>
	`<!doctype html><html lang="en"><head><title>t</title></head><body><nav>Home Blog Glossary</nav>${body}</body></html>`;
const marked = (type: ResultType, facts: IndexedPageFacts, inner: string) =>
	page(
		`<main>${'<p>Site chrome.</p>'}<article ${Object.entries(searchIndexAttributes(type, facts))
			.map(([name, value]) => `${name}="${value}"`)
			.join(' ')}>${inner}</article></main>`,
	);
const guide = marked(
	'Guide',
	{ date: new Date('2025-04-12') },
	'<h1>Transformers</h1><nav>On this page</nav><h2 id="heads">Attention heads</h2><p>Each head attends, see <a>RAG</a><span role="tooltip">Retrieval tooltip text</span>.</p>',
);
const termPage = (name: string, aliases: string) =>
	marked(
		'Glossary term',
		{ difficulty: 'intermediate' },
		`<h1>${name}</h1><p>Also known as <span data-pagefind-meta="aliases">${aliases}</span></p><p>${name} explained.</p>`,
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
	it('fails loudly when no page is marked for the index', async () => {
		const dir = siteDir({ 'index.html': page('<main><h1>Home</h1></main>') });
		await expect(buildSearchIndex({ siteDir: dir, termSlugs: [] })).rejects.toThrow(
			/index would be empty/,
		);
		await expect(buildSearchIndex({ siteDir: siteDir({}), termSlugs: [] })).rejects.toThrow(
			/index would be empty/,
		);
	});

	it('fails loudly when a glossary term has no page marked for the index', async () => {
		const dir = siteDir({
			'topics/transformers.html': guide,
			'glossary/rag.html': page('<main><h1>RAG</h1></main>'),
		});
		await expect(buildSearchIndex({ siteDir: dir, termSlugs: ['rag', 'cnn'] })).rejects.toThrow(
			/2 glossary terms have no page marked for the index \(rag, cnn\)/,
		);
	});

	it('indexes only marked pages, with type, date, difficulty and aliases, without navigation or tooltips', async () => {
		const dir = siteDir({
			'topics/transformers.html': guide,
			'index.html': page('<main><h1>Home</h1></main>'),
			'glossary/retrieval-augmented-generation.html': termPage(
				'Retrieval-Augmented Generation',
				'RAG',
			),
		});
		const report = await buildSearchIndex({
			siteDir: dir,
			termSlugs: ['retrieval-augmented-generation'],
		});
		expect(report).toMatchObject({ pages: 2, termPages: 1 });
		// Pagefind only extracts: none of its files (runtime, WebAssembly, index) is written.
		expect(readdirSync(dir).sort()).toEqual([
			'glossary',
			'index.html',
			'search-index',
			'search-index.json',
			'topics',
		]);

		const [term, guideRecord] = readIndex(dir);
		expect(term).toMatchObject({
			url: '/glossary/retrieval-augmented-generation',
			title: 'Retrieval-Augmented Generation',
			type: 'Glossary term',
			difficulty: 'intermediate',
			aliases: 'RAG',
		});
		expect(guideRecord).toMatchObject({
			url: '/topics/transformers',
			title: 'Transformers',
			type: 'Guide',
			date: '2025-04-12',
		});
		expect(guideRecord!.content).toContain('Each head attends');
		expect(guideRecord!.content).not.toMatch(/On this page|tooltip|Site chrome|Home Blog/);
	});
});

describe('the index in the build output', () => {
	const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');

	test('holds every guide, article and info page, typed, and no term page (rendered on demand)', () => {
		expect(existsSync(join(DIST, 'search-index.json')), 'run npm run build first').toBe(true);
		const { terms } = readTermFiles();
		const guides = readdirSync(join(import.meta.dirname, '../../content/topics')).filter((f) =>
			f.endsWith('.mdx'),
		).length;
		const articles = readdirSync(join(import.meta.dirname, '../../content/blog')).filter((f) =>
			f.endsWith('.mdx'),
		).length;
		const count = (type: string) => records.filter((r) => r.type === type).length;
		const records = readIndex(DIST);
		expect({
			guides: count('Guide'),
			articles: count('Article'),
			terms: count('Glossary term'),
		}).toEqual({ guides, articles, terms: 0 });
		expect(terms.length).toBeGreaterThan(0);
		// About, resources, contact and the three legal pages.
		expect(
			records
				.filter((r) => r.type === 'Page')
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
		expect(records.find((r) => r.url === '/topics/edge-ai')?.date).toBe('2025-04-12');
		expect(existsSync(join(DIST, 'pagefind'))).toBe(false);
	});
});
