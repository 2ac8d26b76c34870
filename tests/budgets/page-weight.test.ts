import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listPages, pageWeight, withoutInlinedPictures } from '../../scripts/page-weight.ts';

/** A tiny build: one page with every kind of reference the budgets must count, or must not. */
const FILES: Record<string, string> = {
	'index.html':
		'<!doctype html><html><head><noscript><link rel="stylesheet" href="/noscript.css"></noscript>' +
		'<link rel="preload" href="/_astro/font.woff2" as="font" crossorigin><link rel="stylesheet" href="/_astro/site.css">' +
		'<link rel="stylesheet" href="/print.css" media="print"></head><body>' +
		'<astro-island component-url="/_astro/App.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
		'<astro-island component-url="/_astro/Later.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>' +
		'<script type="module" src="/_astro/page.js"></script></body></html>',
	'glossary.html':
		'<!doctype html><html><head><script>import("/_astro/island-runtime.abc.js")</script></head><body>' +
		'<astro-island component-url="/_astro/Later.js" renderer-url="/_astro/client.js" client="interaction" opts="{&quot;value&quot;:true}"></astro-island>' +
		'<astro-island component-url="/_astro/Browser.js" renderer-url="/_astro/client.js" client="interaction" opts="{&quot;name&quot;:&quot;Browser&quot;,&quot;value&quot;:&quot;letter term&quot;}"></astro-island>' +
		'</body></html>',
	'topics/guide.html':
		'<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><p>Text</p></body></html>',
	'topics/pictured.html':
		'<!doctype html><html><head><link rel="icon" href="data:image/svg+xml,<svg xmlns=\'http://www.w3.org/2000/svg\'><rect fill=\'%23abcdef\'/></svg>">' +
		'<link rel="stylesheet" href="/_astro/site.css"></head><body><p>Text</p>' +
		`<button><svg width="800" height="450" role="img" aria-label="A diagram" data-lead-diagram="">${Array.from(
			{ length: 40 },
			(_, i) => `<text x="${i * 17}" y="${i * 31}">label ${i * 7919}</text>`,
		).join('')}</svg></button>` +
		'<svg aria-hidden="true" viewBox="0 0 24 24"><path d="M1 2 3 4"/></svg></body></html>',
	'noscript.css': 'x'.repeat(5000),
	'print.css': 'p{color:red}'.repeat(500),
	'_astro/site.css': '@font-face{src:url(./other.woff2)}body{margin:0}',
	'_astro/font.woff2': 'F'.repeat(1000),
	'_astro/other.woff2': 'G'.repeat(300),
	'_astro/App.js':
		'import{a}from"./shared.js";import"./side.js";const later=()=>import("./lazy.js");export{a};',
	'_astro/client.js': 'import{b}from"./shared.js";b();',
	'_astro/shared.js': 'export const a=1,b=()=>{};',
	'_astro/side.js': 'console.log(1);',
	'_astro/lazy.js': 'export default 1;',
	'_astro/Later.js': 'export default 2;',
	'_astro/page.js': 'export{};',
	'_astro/Browser.js': 'import{a}from"./shared.js";export default a;',
	'_astro/island-runtime.abc.js': 'customElements.define("astro-island",class{});',
};

let dist: string;

beforeAll(() => {
	dist = mkdtempSync(join(tmpdir(), 'page-weight-'));
	for (const [path, content] of Object.entries(FILES)) {
		mkdirSync(dirname(join(dist, path)), { recursive: true });
		writeFileSync(join(dist, path), content);
	}
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('pageWeight', () => {
	test('lists every HTML page', () => {
		expect(listPages(dist)).toEqual([
			'glossary.html',
			'index.html',
			'topics/guide.html',
			'topics/pictured.html',
		]);
	});

	test('counts JavaScript that loads before interaction, with its static imports only', () => {
		expect(pageWeight(dist, 'index.html').jsFiles).toEqual([
			'_astro/App.js',
			'_astro/client.js',
			'_astro/page.js',
			'_astro/shared.js',
			'_astro/side.js',
		]);
	});

	test('counts linked stylesheets but not print or <noscript> ones, and fonts preloaded or referenced', () => {
		const index = pageWeight(dist, 'index.html');
		const guide = pageWeight(dist, 'topics/guide.html');
		expect(index.css).toBe(guide.css);
		expect(index.css).toBeLessThan(100);
		expect(index.fonts).toBe(1300);
		expect(guide.fonts).toBe(300);
	});

	test('counts, for an address that asks for a view, the runtime and the islands that hydrate for it', () => {
		const glossary = pageWeight(dist, 'glossary.html');
		expect(glossary.jsFiles).toEqual([]);
		expect(glossary.js).toBe(0);
		expect(glossary.jsForViewFiles).toEqual([
			'_astro/Browser.js',
			'_astro/client.js',
			'_astro/island-runtime.abc.js',
			'_astro/shared.js',
		]);
		expect(glossary.jsForView).toBeGreaterThan(0);
		expect(pageWeight(dist, 'index.html').jsForViewFiles).toEqual(
			pageWeight(dist, 'index.html').jsFiles,
		);
	});

	test('tells the pictures carried in a page (lead diagram, data: URLs) from its own markup', () => {
		const pictured = pageWeight(dist, 'topics/pictured.html');
		expect(pictured.inlinedPictures).toBeGreaterThan(200);
		expect(pictured.markup + pictured.inlinedPictures).toBe(pictured.html);
		const guide = pageWeight(dist, 'topics/guide.html');
		expect(guide.inlinedPictures).toBe(0);
		expect(guide.markup).toBe(guide.html);
	});

	test('takes out only the lead diagram and data: URLs, keeping icons and links', () => {
		const html =
			'<link rel="icon" href="data:image/svg+xml,<svg></svg>"><a href="/x">x</a>' +
			'<svg data-lead-diagram="" role="img"><text>a</text></svg><svg aria-hidden="true"><path/></svg>' +
			'<img src="data:image/png;base64,AAAA" alt="">';
		expect(withoutInlinedPictures(html)).toBe(
			'<link rel="icon" href=""><a href="/x">x</a><svg aria-hidden="true"><path/></svg><img src="" alt="">',
		);
	});

	test('a page with no scripts has no JavaScript before interaction', () => {
		const guide = pageWeight(dist, 'topics/guide.html');
		expect(guide.js).toBe(0);
		expect(guide.html).toBeGreaterThan(0);
	});
});
