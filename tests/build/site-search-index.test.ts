/**
 * The site search index: how the build makes it (on small fixture sites), and the index the last
 * `npm run build` wrote to dist/pagefind (npm test builds before running Vitest).
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
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, test } from 'vitest';
import { buildSearchIndex } from '../../src/integrations/site-search/build-index.ts';
import { readTermFiles } from '../../src/server/glossary-seed.ts';
import {
	TERM_NAME_WEIGHT,
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
		`<h1 data-pagefind-weight="${TERM_NAME_WEIGHT}">${name}</h1><p>Also known as <span data-pagefind-weight="${TERM_NAME_WEIGHT}" data-pagefind-meta="aliases">${aliases}</span></p><p>${name} explained.</p>`,
	);

/** The records Pagefind wrote (fragments are gzipped JSON behind a 12-byte signature). */
function readFragments(outputPath: string): {
	url: string;
	content: string;
	meta: Record<string, string>;
	filters: Record<string, string[]>;
}[] {
	const dir = join(outputPath, 'fragment');
	return readdirSync(dir)
		.map((file) =>
			JSON.parse(
				gunzipSync(readFileSync(join(dir, file)))
					.subarray(12)
					.toString('utf8'),
			),
		)
		.sort((a, b) => (a.url < b.url ? -1 : 1));
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
		const files = readdirSync(report.outputPath);
		expect(files).toContain('pagefind.js');
		expect(files.filter((file) => /pagefind-(ui|worker)/.test(file))).toEqual([]);

		const [term, guideRecord] = readFragments(report.outputPath);
		expect(term).toMatchObject({
			url: '/glossary/retrieval-augmented-generation.html',
			meta: {
				title: 'Retrieval-Augmented Generation',
				type: 'Glossary term',
				difficulty: 'intermediate',
				aliases: 'RAG',
			},
			filters: { type: ['Glossary term'], difficulty: ['intermediate'] },
		});
		expect(guideRecord).toMatchObject({
			url: '/topics/transformers.html',
			meta: { title: 'Transformers', type: 'Guide', date: '2025-04-12' },
			filters: { type: ['Guide'] },
		});
		expect(guideRecord!.content).toContain('Each head attends');
		expect(guideRecord!.content).not.toMatch(/On this page|tooltip|Site chrome|Home Blog/);
	});
});

describe('the index in the build output', () => {
	const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
	const output = join(DIST, 'pagefind');

	test('holds every guide, article, info page and glossary term, typed', () => {
		expect(existsSync(join(output, 'pagefind-entry.json')), 'run npm run build first').toBe(true);
		const { terms } = readTermFiles();
		const guides = readdirSync(join(import.meta.dirname, '../../content/topics')).filter((f) =>
			f.endsWith('.mdx'),
		).length;
		const articles = readdirSync(join(import.meta.dirname, '../../content/blog')).filter((f) =>
			f.endsWith('.mdx'),
		).length;
		const count = (type: string) => records.filter((r) => r.meta.type === type).length;
		const records = readFragments(output);
		expect({
			guides: count('Guide'),
			articles: count('Article'),
			terms: count('Glossary term'),
		}).toEqual({ guides, articles, terms: terms.length });
		// About, resources, contact and the three legal pages.
		expect(
			records
				.filter((r) => r.meta.type === 'Page')
				.map((r) => r.url)
				.sort(),
		).toEqual([
			'/about.html',
			'/contact.html',
			'/disclaimer.html',
			'/privacy-policy.html',
			'/resources.html',
			'/terms-and-conditions.html',
		]);
		const rag = records.find((r) => r.url === '/glossary/retrieval-augmented-generation.html');
		expect(rag?.meta).toMatchObject({
			title: 'Retrieval-Augmented Generation',
			aliases: 'RAG',
			difficulty: 'intermediate',
		});
		expect(records.find((r) => r.url === '/topics/edge-ai.html')?.meta.date).toBe('2025-04-12');
	});
});
