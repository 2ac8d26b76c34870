/**
 * Builds the static site-search index with Pagefind over a finished build: every page marked with
 * `data-pagefind-body` (guides, articles, info pages and glossary term pages; the markup comes
 * from searchIndexAttributes() in src/lib/site-search/result-types.ts). Throws when no page is
 * marked, when a glossary term's page is not, when Pagefind reports an error, or when the written
 * index does not hold every marked page, so a build never ships an empty or partial index.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Left out of every indexed page: navigation (breadcrumbs, tables of contents; the header and
 * footer sit outside the indexed content anyway) and the glossary tooltips inside guides and
 * articles, whose definitions would make every guide match every linked term.
 */
export const EXCLUDED_SELECTORS = ['nav', '[role="tooltip"]'];

/** Pagefind bundle files the site never loads: its own UIs (we ship ours) and its web worker. */
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/;

export interface SearchIndexReport {
	/** Pages in the written index. */
	pages: number;
	/** Of which glossary term pages. */
	termPages: number;
	outputPath: string;
}

export interface BuildSearchIndexOptions {
	/** The build output folder (dist). */
	siteDir: string;
	/** Slugs of every glossary term of this build: each must have an indexed page. */
	termSlugs: readonly string[];
	/** Where the bundle goes; default `<siteDir>/pagefind`. */
	outputPath?: string;
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
	outputPath = join(siteDir, 'pagefind'),
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
	try {
		errors.push(...(await index.addDirectory({ path: siteDir })).errors);
		errors.push(...(await index.writeFiles({ outputPath })).errors);
		if (errors.length)
			throw new Error(`Site search: Pagefind reported errors:\n${errors.join('\n')}`);
		const written = indexedPageCount(outputPath);
		if (written !== marked.size)
			throw new Error(
				`Site search: ${marked.size} pages are marked for the index, Pagefind wrote ${written}.`,
			);
		for (const file of readdirSync(outputPath)) {
			if (UNUSED_BUNDLE_FILES.test(file)) rmSync(join(outputPath, file));
		}
		return { pages: written, termPages: termSlugs.length, outputPath };
	} finally {
		await pagefind.close();
	}
}

/** The number of pages Pagefind says it wrote (from its entry file). */
export function indexedPageCount(outputPath: string): number {
	const entryFile = join(outputPath, 'pagefind-entry.json');
	if (!existsSync(entryFile)) return 0;
	const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
		languages?: Record<string, { page_count?: number }>;
	};
	return Object.values(entry.languages ?? {}).reduce(
		(sum, language) => sum + (language.page_count ?? 0),
		0,
	);
}
