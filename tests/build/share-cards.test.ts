/**
 * The built site's share cards, read from the build output (`npm run build` first; `npm test`
 * builds when needed): every guide, article, glossary term and index page has its own card, a
 * 1200×630 PNG within the weight budget, named by its og:image and twitter:image tags and used by
 * its structured data, and nothing else on the page makes a reader download it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { MAX_CARD_BYTES } from '../../src/integrations/share-card-drawing/index.ts';
import { requireBuild } from '../helpers/build.ts';
import { articles, guides } from '../helpers/content.ts';

const DIST = process.env.DIST_DIR || 'dist';
const built = existsSync(join(DIST, 'index.html'));

const files = (dir: string, ext: string): string[] =>
	existsSync(dir)
		? readdirSync(dir, { recursive: true, encoding: 'utf8' })
				.filter((name) => name.endsWith(ext))
				.map((name) => join(dir, name))
		: [];

/**
 * Pages that have a card: the four index pages and every guide, article and term page. The A–Z
 * index's letter pages (glossary/letters/) share the glossary's card.
 */
const cardPages = built
	? ['index.html', 'topics.html', 'blog.html', 'glossary.html']
			.map((page) => join(DIST, page))
			.concat(
				['topics', 'blog', 'glossary'].flatMap((section) => files(join(DIST, section), '.html')),
			)
			.filter((file) => !relative(DIST, file).startsWith(join('glossary', 'letters')))
	: [];

const decode = (text: string) =>
	text.replace(
		/&(amp|lt|gt|quot|#39|#x27);/g,
		(_, entity: string) =>
			({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[entity]!,
	);

interface PageHead {
	path: string;
	meta: (key: string) => string | undefined;
	h1: string;
	jsonLd: Record<string, unknown>[];
	html: string;
}

function readPage(file: string): PageHead {
	const html = readFileSync(file, 'utf8');
	const meta = (key: string) => {
		const match = html.match(
			new RegExp(`<meta (?:property|name)="${key.replace(/:/g, '\\:')}" content="([^"]*)"`),
		);
		return match ? decode(match[1]) : undefined;
	};
	const h1 = decode(
		(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '')
			.replace(/<[^>]+>/g, '')
			.replace(/\s+/g, ' ')
			.trim(),
	);
	const jsonLd = [
		...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
	].map((m) => JSON.parse(m[1]));
	return {
		path: `/${relative(DIST, file)
			.replace(/\.html$/, '')
			.replace(/^index$/, '')}`,
		meta,
		h1,
		jsonLd,
		html,
	};
}

/** Width and height from a PNG's IHDR chunk, or undefined if the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	if (
		!bytes.subarray(0, 8).equals(signature) ||
		bytes.subarray(12, 16).toString('latin1') !== 'IHDR'
	)
		return undefined;
	return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every image URL a JSON-LD block names, at any depth. */
const ldImages = (value: unknown): string[] =>
	Array.isArray(value)
		? value.flatMap(ldImages)
		: value && typeof value === 'object'
			? Object.entries(value).flatMap(([key, v]) =>
					key === 'image'
						? [v].flat().filter((u): u is string => typeof u === 'string')
						: ldImages(v),
				)
			: [];

describe('share cards in the build output', () => {
	beforeEach(() => requireBuild(DIST));
	const pages = cardPages.map(readPage);

	test('covers the index pages, every guide and article, and each letter of the glossary', () => {
		const paths = pages.map((p) => p.path);
		expect(paths).toEqual(
			expect.arrayContaining([
				'/',
				'/topics',
				'/blog',
				'/glossary',
				'/topics/edge-ai',
				'/blog/ai-agents-101',
			]),
		);
		expect(paths.filter((p) => p.startsWith('/topics/')).sort()).toEqual(
			guides()
				.map((g) => `/topics/${g.slug}`)
				.sort(),
		);
		expect(paths.filter((p) => p.startsWith('/blog/')).sort()).toEqual(
			articles()
				.map((a) => `/blog/${a.slug}`)
				.sort(),
		);
		// Term pages, rendered on demand, use their letter's card (tests/build/term-pages.test.ts).
		const letterCards = files(join(DIST, 'cards/glossary/letters'), '.png');
		expect(letterCards.length).toBeGreaterThanOrEqual(20);
	});

	test('every page names its own card in og:image and twitter:image, with size, type and alt text', () => {
		const wrong = pages.flatMap((page) => {
			const expected = `/cards${page.path === '/' ? '/index' : page.path}.png`;
			const og = page.meta('og:image');
			const problems = [
				og && new URL(og).pathname === expected ? '' : `og:image is ${og}, expected …${expected}`,
				page.meta('twitter:image') === og ? '' : 'twitter:image differs from og:image',
				page.meta('og:image:width') === '1200' && page.meta('og:image:height') === '630'
					? ''
					: 'og:image:width/height are not 1200×630',
				page.meta('og:image:type') === 'image/png' ? '' : 'og:image:type is not image/png',
				page.meta('og:image:alt')?.includes(page.h1)
					? ''
					: `og:image:alt "${page.meta('og:image:alt')}" does not name "${page.h1}"`,
				page.meta('twitter:image:alt') === page.meta('og:image:alt')
					? ''
					: 'twitter:image:alt differs from og:image:alt',
			];
			return problems.filter(Boolean).map((problem) => `${page.path}: ${problem}`);
		});
		expect(wrong).toEqual([]);
	});

	test('every card is a 1200×630 PNG of at most 60 KB, and no card is left without a page', () => {
		const named = new Set(pages.map((page) => new URL(page.meta('og:image')!).pathname));
		const cards = files(join(DIST, 'cards'), '.png').map((file) => `/${relative(DIST, file)}`);
		// The letters' cards are named by the term pages, rendered on demand.
		for (const card of cards) if (card.startsWith('/cards/glossary/letters/')) named.add(card);
		expect(new Set(cards)).toEqual(named);
		const wrong = cards.flatMap((card) => {
			const bytes = readFileSync(join(DIST, card));
			const size = pngSize(bytes);
			if (!size || size.width !== 1200 || size.height !== 630)
				return [`${card}: not a 1200×630 PNG (${JSON.stringify(size)})`];
			return bytes.length > MAX_CARD_BYTES ? [`${card}: ${bytes.length} bytes`] : [];
		});
		expect(wrong).toEqual([]);
	});

	test('structured data uses the card as an image wherever the page has structured data', () => {
		const wrong = pages
			.filter((page) => page.jsonLd.length > 0)
			.filter((page) => !page.jsonLd.flatMap(ldImages).includes(page.meta('og:image')!))
			.map((page) => page.path);
		expect(wrong).toEqual([]);
	});

	test('nothing but the sharing tags and structured data refers to a card, so readers never download one', () => {
		const wrong = pages
			.filter((page) =>
				page.html
					.replace(/<meta [^>]*>/g, '')
					.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')
					.includes('/cards/'),
			)
			.map((page) => page.path);
		expect(wrong).toEqual([]);
	});

	test('the build-time list of cards is not published', () => {
		expect(existsSync(join(DIST, 'share-cards.json'))).toBe(false);
		const sitemaps = files(DIST, '.xml').filter((file) => file.includes('sitemap'));
		expect(sitemaps.some((file) => readFileSync(file, 'utf8').includes('share-cards'))).toBe(false);
		expect(statSync(join(DIST, 'cards')).isDirectory()).toBe(true);
	});
});
