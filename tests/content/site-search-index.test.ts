import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../src/integrations/site-search/build-index.ts';
import type { TermFile } from '../../src/lib/glossary/term-model.ts';
import { searchIndexAttributes } from '../../src/lib/site-search/result-types.ts';

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

const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body><nav>Home Blog</nav>${body}</body></html>`;
const guide = page(
	`<main ${Object.entries(searchIndexAttributes('Guide', { date: new Date('2025-04-12') }))
		.map(([name, value]) => `${name}="${value}"`)
		.join(' ')}><h1>Attention</h1><h2 id="heads">Attention heads</h2><p>Each head attends.</p></main>`,
);

/** The records Pagefind wrote (fragments are gzipped JSON behind a 12-byte signature). */
function readFragments(outputPath: string): { url: string; meta: Record<string, string>; filters: Record<string, string[]> }[] {
	const dir = join(outputPath, 'fragment');
	return readdirSync(dir).map((file) => JSON.parse(gunzipSync(readFileSync(join(dir, file))).subarray(12).toString('utf8')));
}

const term = (slug: string, name: string, aliases: string[] = []): TermFile => ({
	term: name,
	slug,
	aliases,
	short_definition: `${name} in one line.`,
	comprehensive_definition: `${name} explained.\n\nA second paragraph.`,
	examples: ['An example.'],
	example_sentences: [],
	difficulty_level: 'intermediate',
	categories: ['Generative AI:Retrieval and Grounding'],
	related_terms: [],
	pronunciation_uk_audio: null,
	pronunciation_us_audio: null,
	meta_title: null,
	meta_description: null,
});

describe('the site search index built after every build', () => {
	it('fails loudly when no page is marked for the index', async () => {
		const dir = siteDir({ 'index.html': page('<main><h1>Home</h1></main>') });
		await expect(buildSearchIndex({ siteDir: dir, terms: [term('rag', 'Retrieval-Augmented Generation', ['RAG'])] })).rejects.toThrow(
			/index would be empty/,
		);
	});

	it('fails loudly for an empty build folder', async () => {
		await expect(buildSearchIndex({ siteDir: siteDir({}), terms: [] })).rejects.toThrow(/index would be empty/);
	});

	it('indexes marked pages and each term without an indexable page of its own', async () => {
		const dir = siteDir({
			'topics/transformers.html': guide,
			'index.html': page('<main><h1>Home</h1></main>'),
			'glossary/attention.html': page('<main data-pagefind-body><h1>Attention</h1></main>'),
			'glossary/embedding.html': page('<main><h1>Embedding</h1></main>'),
		});
		const report = await buildSearchIndex({
			siteDir: dir,
			terms: [term('attention', 'Attention'), term('embedding', 'Embedding'), term('rag', 'Retrieval-Augmented Generation', ['RAG'])],
		});
		// The guide and the attention term page, plus documents for embedding (page not marked) and rag (no page).
		expect(report).toMatchObject({ pages: 2, termDocuments: 2, records: 4 });
		const files = readdirSync(report.outputPath);
		expect(files).toContain('pagefind.js');
		expect(files.some((file) => file.endsWith('.pf_meta'))).toBe(true);
		expect(files.filter((file) => /pagefind-(ui|worker)/.test(file))).toEqual([]);
		const records = readFragments(report.outputPath).sort((a, b) => (a.url < b.url ? -1 : 1));
		expect(records.map((r) => r.url)).toEqual(['/glossary/attention.html', '/glossary/embedding', '/glossary?term=rag', '/topics/transformers.html']);
		expect(records[2]).toMatchObject({
			meta: { title: 'Retrieval-Augmented Generation', type: 'Glossary term', difficulty: 'intermediate', aliases: 'RAG' },
			filters: { type: ['Glossary term'], difficulty: ['intermediate'] },
		});
		expect(records[3]).toMatchObject({ meta: { title: 'Attention', type: 'Guide', date: '2025-04-12' }, filters: { type: ['Guide'] } });
	});
});
