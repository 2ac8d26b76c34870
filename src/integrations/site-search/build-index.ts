/**
 * Builds the static site-search index over a finished build. Pagefind reads every page marked
 * with `data-pagefind-body` (guides, articles, info pages and glossary term pages; the markup
 * comes from searchIndexAttributes() in src/lib/site-search/result-types.ts), leaving out
 * excluded elements, and records each page's text, headings and metadata; ./compile-index.ts
 * turns that into the site's own index, written to `/search-index.json` and `/search-index/`.
 * Pagefind's own files (its runtime, WebAssembly and index) are never written: the browser reads
 * our smaller index with src/lib/site-search/engine.ts. Throws when no page is marked, when a
 * glossary term's page is not, when Pagefind reports an error, or when it did not extract every
 * marked page, so a build never ships an empty or partial index.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { INDEX_ROOT, MANIFEST_URL } from '../../lib/site-search/index-format.ts';
import { mathsAsText } from '../../lib/maths/mathml.ts';
import { compileIndex, type CompiledIndex, type ExtractedPage } from './compile-index.ts';

/**
 * Left out of every indexed page: navigation (breadcrumbs, tables of contents; the header and
 * footer sit outside the indexed content anyway) and the glossary tooltips inside guides and
 * articles, whose definitions would make every guide match every linked term.
 */
export const EXCLUDED_SELECTORS = ['nav', '[role="tooltip"]'];

export interface SearchIndexReport {
	/** Pages in the written index. */
	pages: number;
	/** Of which glossary term pages. */
	termPages: number;
	stats: CompiledIndex['stats'];
	/** The manifest's path in the site folder. */
	manifestPath: string;
}

export interface BuildSearchIndexOptions {
	/** The build output folder (dist). */
	siteDir: string;
	/** Slugs of every glossary term of this build: each must have an indexed page. */
	termSlugs: readonly string[];
}

/** HTML files under `dir`, as paths relative to it with forward slashes. */
function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const isMarkedForIndex = (file: string) =>
	readFileSync(file, 'utf8').includes('data-pagefind-body');

export async function buildSearchIndex({
	siteDir,
	termSlugs,
}: BuildSearchIndexOptions): Promise<SearchIndexReport> {
	const marked = new Set(
		htmlFiles(siteDir).filter((file) => isMarkedForIndex(join(siteDir, file))),
	);
	// Guides, articles and info pages are always marked; none marked means the layouts lost the markup.
	if (marked.size === 0) {
		throw new Error(
			`Site search: the index would be empty: no page in ${siteDir} carries data-pagefind-body ` +
				'(see searchIndexAttributes() in src/lib/site-search/result-types.ts and its use in the layouts).',
		);
	}
	const unindexedTerms = termSlugs.filter((slug) => !marked.has(`glossary/${slug}.html`));
	if (unindexedTerms.length) {
		throw new Error(
			`Site search: ${unindexedTerms.length} glossary terms have no page marked for the index ` +
				`(${unindexedTerms.slice(0, 5).join(', ')}${unindexedTerms.length > 5 ? ', …' : ''}); src/pages/glossary/[slug].astro should carry searchIndexAttributes().`,
		);
	}

	const { index, errors } = await pagefind.createIndex({
		forceLanguage: 'en',
		excludeSelectors: EXCLUDED_SELECTORS,
	});
	if (!index) throw new Error(`Site search: Pagefind could not start: ${errors.join('; ')}`);
	let extracted: ExtractedPage[];
	try {
		// Page by page rather than addDirectory: each formula is given as readable text
		// (src/lib/maths/mathml.ts), or the index would run its parts together ("gt2" for gₜ²).
		for (const file of [...marked].sort()) {
			const content = mathsAsText(readFileSync(join(siteDir, file), 'utf8'));
			errors.push(...(await index.addHTMLFile({ sourcePath: file, content })).errors);
		}
		const { files, errors: fileErrors } = await index.getFiles();
		errors.push(...fileErrors);
		if (errors.length)
			throw new Error(`Site search: Pagefind reported errors:\n${errors.join('\n')}`);
		extracted = files.filter((file) => file.path.startsWith('fragment/')).map(readFragment);
	} finally {
		await pagefind.close();
	}
	if (extracted.length !== marked.size)
		throw new Error(
			`Site search: ${marked.size} pages are marked for the index, Pagefind extracted ${extracted.length}.`,
		);
	const compiled = compileIndex(extracted);
	writeIndex(siteDir, compiled);
	return {
		pages: compiled.stats.pages,
		termPages: termSlugs.length,
		stats: compiled.stats,
		manifestPath: join(siteDir, MANIFEST_URL),
	};
}

/**
 * Pagefind writes each fragment as gzipped JSON behind a 12-byte signature (`pagefind_dcd`). That
 * is its private format, not a documented interface: check the signature and the fields we read,
 * and stop the build with a message saying so if a Pagefind update changed them, rather than index
 * nothing or the wrong text. (Issue 30 plans to drop this adapter for text we extract ourselves.)
 */
export const PAGEFIND_SIGNATURE = 'pagefind_dcd';

export function readFragment(file: { path: string; content: Uint8Array }): ExtractedPage {
	const bytes = gunzipSync(file.content);
	const signature = bytes.subarray(0, PAGEFIND_SIGNATURE.length).toString('utf8');
	let page: Partial<ExtractedPage> | undefined;
	if (signature === PAGEFIND_SIGNATURE) {
		try {
			page = JSON.parse(bytes.subarray(PAGEFIND_SIGNATURE.length).toString('utf8'));
		} catch {
			page = undefined;
		}
	}
	if (!page || typeof page.url !== 'string' || typeof page.content !== 'string')
		throw new Error(
			`site search: ${file.path} is not a Pagefind fragment as this build expects (signature "${PAGEFIND_SIGNATURE}", then JSON with url and content). Pagefind's private format changed: update src/integrations/site-search/build-index.ts.`,
		);
	return page as ExtractedPage;
}

/** Writes the index, replacing any earlier one. */
function writeIndex(siteDir: string, { files }: CompiledIndex): void {
	rmSync(join(siteDir, INDEX_ROOT), { recursive: true, force: true });
	for (const [path, content] of files) {
		const target = join(siteDir, path);
		mkdirSync(dirname(target), { recursive: true });
		writeFileSync(target, content);
	}
}
