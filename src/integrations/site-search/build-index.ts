/**
 * Builds the static site-search index with Pagefind over a finished build: every page marked with
 * `data-pagefind-body` (guides, articles, info pages and, once they exist, glossary term pages),
 * plus a generated document for each glossary term that has no indexable page of its own.
 * Throws when no page is marked for the index, when Pagefind reports an error, or when the written
 * index does not hold every record, so a build never ships an empty or partial index.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import type { TermFile } from '../../lib/glossary/term-model.ts';
import { termPath } from '../../lib/glossary/term-pages.ts';
import { termSearchDocument } from '../../lib/site-search/term-document.ts';

/**
 * Left out of every indexed page: navigation (breadcrumbs, tables of contents; the header and
 * footer sit outside the indexed content anyway) and the glossary tooltips inside guides and
 * articles, whose definitions would make every guide match every linked term.
 */
export const EXCLUDED_SELECTORS = ['nav', '[role="tooltip"]'];

/** Pagefind bundle files the site never loads: its own UIs (we ship ours) and its web worker. */
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/;

export interface SearchIndexReport {
	/** Built pages marked for the index. */
	pages: number;
	/** Glossary terms indexed from their data because they have no indexable page. */
	termDocuments: number;
	/** Records in the written index (pages + term documents). */
	records: number;
	outputPath: string;
}

export interface BuildSearchIndexOptions {
	/** The build output folder (dist). */
	siteDir: string;
	/** Every glossary term of this build. */
	terms: readonly TermFile[];
	/** Where the bundle goes; default `<siteDir>/pagefind`. */
	outputPath?: string;
}

/** HTML files under `dir`, as paths relative to it. */
function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const isMarkedForIndex = (file: string) => readFileSync(file, 'utf8').includes('data-pagefind-body');

export async function buildSearchIndex({ siteDir, terms, outputPath = join(siteDir, 'pagefind') }: BuildSearchIndexOptions): Promise<SearchIndexReport> {
	const marked = htmlFiles(siteDir).filter((file) => isMarkedForIndex(join(siteDir, file)));
	// Guides, articles and info pages are always marked; none marked means the layouts lost the markup.
	if (marked.length === 0) {
		throw new Error(
			`Site search: the index would be empty: no page in ${siteDir} carries data-pagefind-body ` +
				'(see searchIndexAttributes() in src/lib/site-search/result-types.ts and its use in the layouts).',
		);
	}
	const errors: string[] = [];
	const { index, errors: createErrors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS });
	if (!index) throw new Error(`Site search: Pagefind could not start: ${createErrors.join('; ')}`);
	try {
		errors.push(...createErrors);
		errors.push(...(await index.addDirectory({ path: siteDir })).errors);

		// Terms with a page marked for the index are found through it; the others are indexed from their data.
		const unpaged = terms.flatMap((term) => {
			const page = join(siteDir, 'glossary', `${term.slug}.html`);
			if (!existsSync(page)) return [{ term, url: `/glossary?term=${encodeURIComponent(term.slug)}` }];
			return isMarkedForIndex(page) ? [] : [{ term, url: termPath(term.slug) }];
		});
		const added = await Promise.all(unpaged.map(({ term, url }) => index.addHTMLFile({ url, content: termSearchDocument(term) })));
		for (const result of added) errors.push(...result.errors);
		const termDocuments = unpaged.length;

		const records = marked.length + termDocuments;
		errors.push(...(await index.writeFiles({ outputPath })).errors);
		if (errors.length) throw new Error(`Site search: Pagefind reported errors:\n${errors.join('\n')}`);

		const written = indexedRecordCount(outputPath);
		if (written !== records) throw new Error(`Site search: expected ${records} records in the index, Pagefind wrote ${written}.`);
		for (const file of readdirSync(outputPath)) {
			if (UNUSED_BUNDLE_FILES.test(file)) rmSync(join(outputPath, file));
		}
		return { pages: marked.length, termDocuments, records, outputPath };
	} finally {
		await pagefind.close();
	}
}

/** The number of records Pagefind says it wrote (from its entry file). */
export function indexedRecordCount(outputPath: string): number {
	const entryFile = join(outputPath, 'pagefind-entry.json');
	if (!existsSync(entryFile)) return 0;
	const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as { languages?: Record<string, { page_count?: number }> };
	return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
}
