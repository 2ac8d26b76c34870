/**
 * Builds the static site-search index over a finished build, in three steps read top to bottom:
 * read every built page marked `data-search-body` (guides, articles, learning paths and info
 * pages; the markup comes from searchIndexAttributes() in src/lib/site-search/result-types.ts)
 * with ./extract-page.ts, compile them with ./compile-index.ts, and write the index to
 * `/search-index.json` and `/search-index/`. Glossary terms are not in it: the search dialog asks
 * the glossary API for them. Throws when no page is marked, so a build never ships an empty index.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INDEX_ROOT } from '../../lib/site-search/index-format.ts';
import { SEARCH_MARKERS } from '../../lib/site-search/result-types.ts';
import { compileIndex, type CompiledIndex } from './compile-index.ts';
import { extractPage, type ExtractedPage } from './extract-page.ts';

/** Every page of the build marked for the index, read. */
function readMarkedPages(siteDir: string, files: readonly string[]): ExtractedPage[] {
	const pages: ExtractedPage[] = [];
	for (const file of files) {
		const html = readFileSync(join(siteDir, file), 'utf8');
		// Most pages are not marked (the glossary's own pages among them): skip them unparsed.
		if (!html.includes(SEARCH_MARKERS.body)) continue;
		const page = extractPage(html, file);
		if (page) pages.push(page);
	}
	return pages;
}

export function buildSearchIndex({
	siteDir,
	pages: files,
}: {
	siteDir: string;
	/** The built pages, as files of `siteDir` with forward slashes, in a stable order. */
	pages: readonly string[];
}): CompiledIndex['stats'] {
	const pages = readMarkedPages(siteDir, files);
	// Guides, articles and info pages are always marked; none marked means the layouts lost the markup.
	if (pages.length === 0) {
		throw new Error(
			`Site search: the index would be empty: no page in ${siteDir} carries ${SEARCH_MARKERS.body} ` +
				'(see searchIndexAttributes() in src/lib/site-search/result-types.ts and its use in the layouts).',
		);
	}
	const compiled = compileIndex(pages);
	writeIndex(siteDir, compiled);
	return compiled.stats;
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
