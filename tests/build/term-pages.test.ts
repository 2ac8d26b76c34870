/**
 * The glossary term pages as the built page function renders them on demand (npm test builds
 * before running Vitest) from a database seeded with every term file: a page per term, structured
 * data that parses and names the term, links that resolve, and the page weight budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readTermFiles } from '../../src/server/glossary-seed.ts';
import { termPages } from '../../scripts/term-pages.ts';
import { OLD_TERM_LINK } from '../helpers/old-term-link.ts';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
const { terms } = readTermFiles();
const pageFile = (path: string) =>
	join(
		DIST,
		`${decodeURIComponent(path.replace(/[?#].*$/, '')).replace(/\/$/, '') || '/index'}.html`,
	);
/** Every term's page, rendered once for the whole file. */
const rendered = new Map<string, string>();
const html = (slug: string) => rendered.get(slug)!;
const isTermPage = (path: string) => /^\/glossary\/[^/]+$/.test(path.replace(/[?#].*$/, ''));
const termSlugs = new Set(terms.map((t) => t.slug));

beforeAll(async () => {
	const pages = await termPages();
	try {
		for (const term of terms) rendered.set(term.slug, await pages.html(term.slug));
	} finally {
		pages.close();
	}
}, 120_000);
afterAll(() => rendered.clear());
const jsonLd = (page: string) =>
	[...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
		JSON.parse(m[1]!),
	);
const links = (page: string) =>
	[...page.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('glossary term pages', () => {
	test('every term has its page, and none is in the build: they are rendered on demand', () => {
		expect(rendered.size).toBe(terms.length);
		expect(existsSync(join(DIST, 'glossary', `${terms[0]!.slug}.html`))).toBe(false);
	});

	test('every page has DefinedTerm structured data naming its term, in the glossary set, and a breadcrumb', () => {
		const wrong: string[] = [];
		for (const term of terms) {
			const data = jsonLd(html(term.slug));
			const defined = data.find((d) => d['@type'] === 'DefinedTerm');
			const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
			if (
				defined?.name !== term.term ||
				!String(defined?.inDefinedTermSet?.['@id']).endsWith('/glossary#glossary') ||
				crumbs?.itemListElement?.length !== 4
			) {
				wrong.push(term.slug);
			}
		}
		expect(wrong).toEqual([]);
		const set = jsonLd(readFileSync(join(DIST, 'glossary.html'), 'utf8')).find(
			(d) => d['@type'] === 'DefinedTermSet',
		);
		expect(set?.['@id']).toMatch(/\/glossary#glossary$/);
	});

	test('every related-term, Mentioned in, category and neighbour link resolves to a built page', () => {
		const broken = new Set<string>();
		let mentions = 0;
		for (const term of terms) {
			const page = html(term.slug);
			const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
			mentions += (article.match(/aria-labelledby="mentioned-in"/g) ?? []).length;
			for (const href of links(page.slice(page.indexOf('<main'), page.indexOf('</main>')))) {
				if (!href.startsWith('/')) continue;
				const found = isTermPage(href)
					? termSlugs.has(decodeURIComponent(href.slice('/glossary/'.length)))
					: existsSync(pageFile(href));
				if (!found) broken.add(`${term.slug} → ${href}`);
			}
		}
		expect([...broken]).toEqual([]);
		// The linker links guides and articles to their terms, so many pages list where they are mentioned.
		expect(mentions).toBeGreaterThan(100);
	});

	test("no page links a term by the glossary browser's old address, /glossary?term=", () => {
		expect(terms.filter((term) => OLD_TERM_LINK.test(html(term.slug))).map((t) => t.slug)).toEqual(
			[],
		);
	});

	test('a page names its canonical address, its own title and description, and loads no script before interaction', () => {
		const term = terms.find((t) => t.slug === 'retrieval-augmented-generation')!;
		const page = html(term.slug);
		expect(page).toContain(`<link rel="canonical" href="`);
		expect(page).toMatch(
			/<link rel="canonical" href="[^"]+\/glossary\/retrieval-augmented-generation"/,
		);
		expect(page).toContain(`<title>${term.meta_title} | AI Atlas</title>`);
		expect(page).toContain(`<meta property="og:title"`);
		expect(page).not.toMatch(/<script[^>]+src=/);
		expect(page).not.toMatch(/<link[^>]+rel="modulepreload"/);
	});

	test('a page shares its letter’s card, drawn at build time', () => {
		const card = html('retrieval-augmented-generation').match(
			/<meta property="og:image" content="[^"]*(\/cards\/[^"]+)"/,
		)?.[1];
		expect(card).toBe('/cards/glossary/letters/r.png');
		expect(existsSync(join(DIST, card!))).toBe(true);
	});

	test('each page is at most 15 KB of HTML with brotli', () => {
		// Brotli at its best quality takes ~0.1 s a page: measure the 25 largest pages, which bound the rest.
		const largest = terms
			.map((t) => ({ slug: t.slug, raw: Buffer.from(html(t.slug)) }))
			.sort((a, b) => b.raw.length - a.raw.length)
			.slice(0, 25);
		const over = largest
			.map((p) => ({ slug: p.slug, bytes: brotliCompressSync(p.raw).length }))
			.filter((p) => p.bytes > 15 * 1024)
			.map((p) => `${p.slug}: ${p.bytes} bytes`);
		expect(over).toEqual([]);
	});
});
