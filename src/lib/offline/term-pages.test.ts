import { expect, test } from 'vitest';
import { writeTermFiles } from '../../integrations/term-files.ts';
import type { OfflinePack } from './caches.ts';
import { downloadChanged } from './refresh.ts';
import {
	joinTermPage,
	shardCount,
	shardOf,
	splitTermPage,
	termFilesOf,
	type TermPart,
} from './term-pages.ts';

/** A term page laid out as the page function renders one (the parts the split looks for). */
const page = (slug: string, text = `What ${slug} means.`) =>
	`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="x">` +
	`<title>${slug} | AI Atlas</title><meta name="description" content="${text}">` +
	`<link rel="canonical" href="https://example.org/glossary/${slug}">` +
	`<script type="application/ld+json">{"name":"${slug}"}</script>` +
	`<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>` +
	`<link rel="stylesheet" href="/_astro/site.css"></head><body><header>AI Atlas</header>` +
	`<main id="main" class="flex-1"><h1>${slug}</h1><p>${text}</p></main><footer>Footer</footer></body></html>`;

const POLICY = "script-src 'self' 'sha256-abc'";
const slugs = Array.from({ length: 1000 }, (_, i) => `term-${i}`);

async function build(text: (slug: string) => string | undefined = () => undefined) {
	const files = new Map<string, string>();
	const { urls } = await writeTermFiles(
		slugs,
		async (slug) => ({ html: page(slug, text(slug)), policy: POLICY }),
		(url, body) => files.set(url, body),
	);
	const pack: OfflinePack = {
		title: 'Glossary',
		href: '/glossary',
		kind: 'Glossary',
		urls: ['/glossary', ...urls, '/glossary/letters/t', '/offline/glossary-index.json'],
		bytes: 0,
		version: urls.join(),
	};
	return { files, pack };
}

test('a term page splits into the shell every term shares and its own parts, and joins again', () => {
	const a = splitTermPage(page('overfitting'));
	const b = splitTermPage(page('transformer'));
	expect(a.shell).toBe(b.shell);
	expect(a.part).toEqual({
		head: '<title>overfitting | AI Atlas</title><meta name="description" content="What overfitting means.">',
		main: '<h1>overfitting</h1><p>What overfitting means.</p>',
	});
	// The page again, less what only crawlers read (canonical address, JSON-LD).
	expect(joinTermPage(a.shell, a.part)).toBe(
		page('overfitting')
			.replace(/<link rel="canonical"[^>]*>/, '')
			.replace(/<script type="application\/ld\+json">.*?<\/script>/g, ''),
	);
	// Text that looks like a replacement pattern stays as it is.
	expect(joinTermPage(a.shell, { head: '$&', main: '$1' })).toContain(
		'<main id="main" class="flex-1">$1</main>',
	);
	expect(() => splitTermPage('<html><body>no main</body></html>')).toThrow();
});

test('shards hold about 128 terms, a power of two of them, and the worker finds a term’s shard', async () => {
	expect([1, 128, 129, 1000, 100_000].map(shardCount)).toEqual([1, 1, 2, 8, 1024]);
	const { files, pack } = await build();
	const shards = pack.urls.filter((url) => url.includes('/terms-'));
	expect(shards).toHaveLength(8);
	for (const slug of ['term-0', 'term-517', 'term-999']) {
		const found = termFilesOf(pack.urls, slug)!;
		expect(found.shard).toMatch(
			new RegExp(`/terms-${shardOf(slug, 8)}-of-8\\.[0-9a-f]{12}\\.json$`),
		);
		const part = (JSON.parse(files.get(found.shard)!) as Record<string, TermPart>)[slug]!;
		const shell = files.get(found.shell)!;
		// The page's script policy travels in the shell, as a static page carries its own.
		expect(shell).toContain(`<meta http-equiv="content-security-policy" content="${POLICY}">`);
		expect(joinTermPage(shell, part)).toContain(`<main id="main" class="flex-1"><h1>${slug}</h1>`);
	}
	expect(termFilesOf(['/glossary'], 'term-0')).toBeUndefined();
});

test('after one term changes, refreshing the saved glossary downloads only its shard (review finding 8)', async () => {
	const before = await build();
	const after = await build((slug) => (slug === 'term-42' ? 'A new definition.' : undefined));
	// The saved cache holds the first build's files.
	const saved = new Map<string, string>(before.files);
	for (const url of before.pack.urls) if (!saved.has(url)) saved.set(url, 'page');
	const cache = {
		match: async (url: RequestInfo | URL) =>
			saved.has(String(url)) ? new Response(saved.get(String(url))) : undefined,
		put: async (url: RequestInfo | URL, response: Response) =>
			void saved.set(String(url), await response.text()),
	};
	const fetched: string[] = [];
	await downloadChanged(cache, after.pack, async (url) => {
		fetched.push(url);
		return new Response(after.files.get(url) ?? 'page');
	});
	const changed = termFilesOf(after.pack.urls, 'term-42')!.shard;
	expect(changed).not.toBe(termFilesOf(before.pack.urls, 'term-42')!.shard);
	// The one changed shard; the pages not named by their content are revalidated (304 if unchanged).
	expect(fetched.sort()).toEqual(
		[changed, '/glossary', '/glossary/letters/t', '/offline/glossary-index.json'].sort(),
	);
	const part = (JSON.parse(saved.get(changed)!) as Record<string, TermPart>)['term-42']!;
	expect(part.main).toContain('A new definition.');
});

test('a term whose page does not fit the shared shell is saved as a full page instead', async () => {
	const files = new Map<string, string>();
	const { fullPages } = await writeTermFiles(
		['a', 'b', 'c'],
		async (slug) => ({ html: page(slug), policy: slug === 'c' ? "script-src 'none'" : POLICY }),
		(url, body) => files.set(url, body),
	);
	// The first in A–Z order set the shell; the odd one out is listed whole.
	expect(fullPages).toEqual(['/glossary/c']);
	expect(JSON.stringify([...files.values()])).not.toContain('<h1>c</h1>');
});
