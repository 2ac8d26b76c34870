/**
 * The offline edition as a reader gets it: `npm run build:zim` writes the ZIM file from the build,
 * Kiwix's own server serves it (kiwix-serve, Debian's kiwix-tools, as on a Kiwix hotspot), and a
 * crawl from the welcome page follows every link. Also openZIM's checker (zimcheck, Debian's
 * zim-tools) over the file. Needs the build (npm test builds first) and the three Debian packages
 * that .ci/run installs: python3-libzim, kiwix-tools and zim-tools.
 */
import { EXPLORABLES } from '../../src/lib/explorables/catalog.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { attribute, elements, textOf } from '../../src/lib/html/tree.ts';
import { readTermFiles } from '../../src/server/glossary-seed.ts';
import { requireBuild } from '../helpers/build.ts';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-zim-test-'));
let server: ChildProcess | undefined;
let base = '';
let book = '';
/** Every HTML page the crawl reached, by URL. */
const pages = new Map<string, string>();
/** Every URL the crawl asked for, with what it answered. */
const answered = new Map<string, number>();
const broken: string[] = [];
/** Links to other sites (they stay links), and loads from other sites (there must be none). */
let external = 0;
const foreignLoads: string[] = [];
let linksChecked = 0;

/** Runs a command to the end; throws with its output unless it succeeds. */
function run(command: string, args: string[], install: string): string {
	const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: process.env });
	const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
	if (result.error)
		throw new Error(`${command}: ${result.error.message} (apt-get install -y ${install})`);
	if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
	return output;
}

async function freePort(): Promise<number> {
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	const { port } = probe.address() as AddressInfo;
	await new Promise((resolve) => probe.close(resolve));
	return port;
}

/** The URLs a page links to (a, area) and those it loads (everything else that names one). */
function urlsOf(html: string, pageUrl: string) {
	const links: string[] = [];
	const loads: string[] = [];
	for (const element of elements(parse(html))) {
		const href = attribute(element, 'href');
		if (href !== undefined && !href.startsWith('#'))
			(element.tagName === 'a' || element.tagName === 'area' ? links : loads).push(href);
		for (const name of ['src', 'poster', 'srcset', 'data']) {
			const value = attribute(element, name);
			if (value !== undefined) loads.push(value);
		}
	}
	const resolve = (value: string) => new URL(value, pageUrl);
	return { links: links.map(resolve), loads: loads.map(resolve) };
}

/** What a stylesheet loads: its url(…) and @import. */
const cssUrlsOf = (css: string, cssUrl: string) =>
	[...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)|@import\s+(['"])([^'"]*)\3/g)].map(
		(match) => new URL(match[2] ?? match[4]!, cssUrl),
	);

/** Follows every link and load from the welcome page, breadth first, a few requests at a time. */
async function crawl() {
	const start = `${base}/${book}/`;
	const queue: [url: string, from: string][] = [[start, '(welcome)']];
	const queued = new Set([start]);
	const visit = async ([url, from]: [string, string]) => {
		const res = await fetch(url);
		answered.set(url, res.status);
		if (!res.ok) return void broken.push(`${url} (${res.status}) ← ${from}`);
		const type = res.headers.get('content-type') ?? '';
		if (!type.startsWith('text/html') && !type.startsWith('text/css'))
			return void (await res.body?.cancel());
		const text = await res.text();
		if (type.startsWith('text/html')) pages.set(res.url, text);
		const { links, loads } = type.startsWith('text/html')
			? urlsOf(text, res.url)
			: { links: [], loads: cssUrlsOf(text, res.url) };
		for (const [url, isLoad] of [
			...links.map((url) => [url, false] as const),
			...loads.map((url) => [url, true] as const),
		]) {
			linksChecked += 1;
			if (url.origin !== base) {
				if (url.protocol === 'data:') continue;
				if (isLoad) foreignLoads.push(`${url.href} ← ${res.url}`);
				else external += 1;
				continue;
			}
			url.hash = '';
			if (!url.pathname.startsWith(`/${book}/`))
				broken.push(`${url.href} (outside the book) ← ${res.url}`);
			else if (!queued.has(url.href)) {
				queued.add(url.href);
				queue.push([url.href, res.url]);
			}
		}
	};
	while (queue.length) await Promise.all(queue.splice(0, 6).map(visit));
}

let buildSeconds = 0;
let crawlSeconds = 0;
let zimBytes = 0;

beforeAll(async () => {
	requireBuild();
	let started = performance.now();
	run(process.execPath, ['scripts/build-zim.ts', '--out', dir], 'python3-libzim');
	buildSeconds = (performance.now() - started) / 1000;
	const file = readdirSync(dir).find((name) => name.endsWith('.zim'))!;
	zimBytes = statSync(join(dir, file)).size;
	book = file.replace(/\.zim$/, '');
	const port = await freePort();
	base = `http://127.0.0.1:${port}`;
	// Without kiwix-serve's own toolbar, the pages are the file's alone.
	server = spawn(
		'kiwix-serve',
		['--nosearchbar', '-i', '127.0.0.1', '-p', `${port}`, join(dir, file)],
		{
			stdio: 'ignore',
		},
	);
	const failed = new Promise<never>((_, reject) =>
		server!.on('error', (error) =>
			reject(new Error(`kiwix-serve: ${error.message} (apt-get install -y kiwix-tools)`)),
		),
	);
	const ready = (async () => {
		for (;;) {
			try {
				if ((await fetch(`${base}/catalog/v2/entries`)).ok) return;
			} catch {
				// not listening yet
			}
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	})();
	await Promise.race([ready, failed]);
	started = performance.now();
	await crawl();
	crawlSeconds = (performance.now() - started) / 1000;
	console.log(
		`ZIM ${(zimBytes / 1e6).toFixed(1)} MB, built in ${buildSeconds.toFixed(0)} s; crawl: ` +
			`${pages.size} pages, ${answered.size} URLs, ${linksChecked} links and loads checked ` +
			`(${external} to other sites), ${broken.length} broken, in ${crawlSeconds.toFixed(1)} s`,
	);
}, 600_000);

afterAll(() => {
	server?.kill();
	rmSync(dir, { recursive: true, force: true });
});

describe('the offline edition in kiwix-serve', () => {
	test('every internal link from the welcome page resolves, and every term page is reachable', () => {
		expect(broken).toEqual([]);
		const missing = readTermFiles()
			.terms.map((term) => `${base}/${book}/glossary/${encodeURIComponent(term.slug)}`)
			.filter((url) => answered.get(url) !== 200);
		expect(missing).toEqual([]);
		for (const path of [
			'index',
			'learn',
			'data',
			'topics/neural-networks',
			'blog',
			'glossary/letters/a',
		])
			expect(pages.has(`${base}/${book}/${path}`), path).toBe(true);
		expect(zimBytes).toBeLessThan(30e6);
	});

	test('explorables are carried as their pictures with their words, without their inert controls', () => {
		const explore = pages.get(`${base}/${book}/explore`);
		expect(explore, '/explore is in the file').toBeDefined();
		for (const { slug } of EXPLORABLES) {
			const figure = elements(parse(explore!)).find(
				(element) => attribute(element, 'data-explorable') === slug,
			);
			expect(figure, slug).toBeDefined();
			const inside = [...elements(figure!)];
			expect(
				inside.some((element) => element.tagName === 'svg'),
				slug,
			).toBe(true);
			expect(
				inside.some((element) => element.tagName === 'figcaption'),
				slug,
			).toBe(true);
			expect(
				inside.some((element) => element.tagName === 'input'),
				slug,
			).toBe(false);
		}
	});

	test('no page asks for anything outside the file: no scripts, every load inside it', () => {
		expect(foreignLoads).toEqual([]);
		const offending: string[] = [];
		for (const [url, html] of pages)
			for (const element of elements(parse(html))) {
				const styles =
					element.tagName === 'style' ? textOf(element) : (attribute(element, 'style') ?? '');
				if (element.tagName === 'script' || /url\(\s*['"]?(?:[a-z]+:|\/\/)|@import/i.test(styles))
					offending.push(`${url}: <${element.tagName}>`);
			}
		expect(offending).toEqual([]);
		// Parsing every page of the file: a few seconds alone, over 40 on a busy machine.
	}, 180_000);

	test('the welcome page opens the file, and its search box finds terms through Kiwix’s full-text search', async () => {
		const welcome = await fetch(`${base}/${book}/`);
		const html = await welcome.text();
		expect(html).toContain('The offline edition');
		const form = [...elements(parse(html))].find(
			(element) => element.tagName === 'form' && attribute(element, 'role') === 'search',
		)!;
		const search = new URL(attribute(form, 'action')!, welcome.url);
		for (const input of elements(form))
			if (attribute(input, 'type') === 'hidden')
				search.searchParams.set(attribute(input, 'name')!, attribute(input, 'value')!);
		for (const [query, slug] of [
			['overfitting', 'overfitting'],
			['gradient descent', 'gradient-descent'],
		]) {
			search.searchParams.set('pattern', query);
			const results = await fetch(search);
			expect(results.status).toBe(200);
			const found = urlsOf(await results.text(), results.url)
				.links.map((url) => url.pathname)
				.filter((path) => path.startsWith(`/${book}/`));
			expect(found.slice(0, 3), query).toContain(`/${book}/glossary/${slug}`);
		}
	});

	test('the file carries openZIM’s metadata and a 48×48 PNG illustration', async () => {
		const meta = async (name: string) => {
			const res = await fetch(`${base}/raw/${book}/meta/${encodeURIComponent(name)}`);
			return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
		};
		for (const name of [
			'Name',
			'Title',
			'Description',
			'LongDescription',
			'Language',
			'Creator',
			'Publisher',
			'Date',
			'Tags',
			'Source',
			'License',
		]) {
			const { status, body } = await meta(name);
			expect(status, name).toBe(200);
			expect(body.toString().trim(), name).not.toBe('');
		}
		expect((await meta('Language')).body.toString()).toBe('eng');
		expect((await meta('Creator')).body.toString()).toBe('AI Atlas');
		expect((await meta('License')).body.toString()).toContain('CC BY 4.0');
		const png = (await meta('Illustration_48x48@1')).body;
		expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
		expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
	});

	test('openZIM’s checker passes it: integrity, metadata, main page, internal and external links', () => {
		const file = join(dir, `${book}.zim`);
		expect(run('zimcheck', ['--all', file], 'zim-tools')).toContain('Overall Test Status: Pass');
	});
});
