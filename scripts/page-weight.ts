/**
 * What each built page costs a first-time reader, computed from the build output (dist/) rather
 * than timed, so the figures are the same on every machine. Used by the budget test
 * (tests/budgets/budgets.test.ts) and printed by `npm run bench:pages`.
 *
 * Sizes are brotli at the highest quality, as a CDN serves text; font files are counted as they
 * are (WOFF2 is already compressed).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const compressedSizes = new Map<string, number>();

const brotli = (text: string | Buffer) =>
	brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The page with its inlined pictures taken out (an inline diagram removed, a data: URL emptied). */
export function withoutInlinedPictures(html: string): string {
	return html
		.replace(/<svg\b[^>]*\sdata-lead-diagram\b[^>]*>[\s\S]*?<\/svg>/g, '')
		.replace(/(\s(?:href|src)=")data:image\/[^"]*"/g, '$1"');
}

/** The React runtime islands share: React, React DOM, the JSX runtime, Astro's React renderer. */
const REACT_RUNTIME = /^_astro\/(react|react-dom|jsx-runtime|client)\.[\w-]+\.js$/;

/** The page without its learning sections (`<section … data-learning …>`, never nested). */
function withoutLearning(html: string): string {
	return html.replace(/<section\b[^>]*\sdata-learning\b[\s\S]*?<\/section>/g, '');
}

/** The page without its explorables' server-rendered islands (`<figure data-explorable>` inside). */
function withoutExplorables(html: string): string {
	return html.replace(
		/<astro-island\b(?:(?!<\/astro-island>)[\s\S])*?\sdata-explorable=[\s\S]*?<\/astro-island>/g,
		'',
	);
}

/** Brotli size of a file (cached: pages share their CSS and JS). */
const brotliSize = (file: string) =>
	compressedSizes.get(file) ?? compressedSizes.set(file, brotli(readFileSync(file))).get(file)!;
const brotliTotal = (files: Iterable<string>) =>
	[...files].reduce((sum, file) => sum + brotliSize(file), 0);

/** Every HTML page in dist, as paths relative to it. */
export function listPages(distDir: string): string[] {
	return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
		.filter((path) => path.endsWith('.html'))
		.sort();
}

/** Resolves a URL found in a page or stylesheet to a file in dist (same-site paths only). */
function fileFor(distDir: string, url: string, from: string): string | undefined {
	if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
	const path = url.split(/[?#]/)[0]!;
	const file = path.startsWith('/') ? join(distDir, path) : resolve(dirname(from), path);
	return existsSync(file) ? file : undefined;
}

/** A JavaScript file and every file it imports statically (dynamic `import()` loads later, on demand). */
function withStaticImports(file: string, seen: Set<string>): void {
	if (seen.has(file)) return;
	seen.add(file);
	const code = readFileSync(file, 'utf8');
	for (const match of code.matchAll(
		/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g,
	)) {
		const imported = resolve(dirname(file), match[1]!);
		if (existsSync(imported)) withStaticImports(imported, seen);
	}
}

export type PageWeight = ReturnType<typeof pageWeight>;
/** The weight of one page of the build. */
export function pageWeight(distDir: string, page: string) {
	const file = join(distDir, page);
	const html = readFileSync(file, 'utf8');
	const head = (html.split('</head>')[0] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
	const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

	const stylesheets = [...head.matchAll(/<link\b[^>]*>/g)]
		.map((m) => m[0])
		.filter((tag) => attr(tag, 'rel') === 'stylesheet' && !/\smedia="print"/.test(tag))
		.map((tag) => fileFor(distDir, attr(tag, 'href') ?? '', file))
		.filter((f): f is string => Boolean(f));

	const fontFiles = new Set<string>();
	for (const tag of head.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)) {
		const font = fileFor(distDir, attr(tag[0], 'href') ?? '', file);
		if (font) fontFiles.add(font);
	}
	for (const sheet of stylesheets) {
		for (const url of readFileSync(sheet, 'utf8').matchAll(
			/url\(\s*["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\s*\)/g,
		)) {
			const font = fileFor(distDir, url[1]!, sheet);
			if (font) fontFiles.add(font);
		}
	}

	const scripts = new Set<string>();
	const add = (into: Set<string>, url: string | undefined) => {
		const script = url && fileFor(distDir, url, file);
		if (script) withStaticImports(script, into);
	};
	for (const tag of html.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/g))
		add(scripts, attr(tag[0], 'src'));
	for (const tag of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g))
		add(scripts, attr(tag[0], 'href'));
	// An island that waits for interaction loads as the page does when the address asks for its view.
	const viewUrls: (string | undefined)[] = [];
	for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
		const urls = ['component-url', 'renderer-url', 'before-hydration-url'].map((name) =>
			attr(tag, name),
		);
		const opts = attr(tag, 'opts')?.replaceAll('&quot;', '"') ?? '{}';
		if (attr(tag, 'client') !== 'interaction') urls.forEach((url) => add(scripts, url));
		else if (typeof (JSON.parse(opts) as { value?: unknown }).value === 'string')
			viewUrls.push(html.match(/["'](\/_astro\/island-runtime\.[\w-]+\.js)["']/)?.[1], ...urls);
	}
	const jsFiles = [...scripts].sort();
	const viewScripts = new Set(scripts);
	viewUrls.forEach((url) => add(viewScripts, url));
	const jsForViewFiles = [...viewScripts].sort();

	// Brotli size of the page less its first `n` kinds of carried parts (at most the whole page's).
	const strip = [withoutInlinedPictures, withoutLearning, withoutExplorables];
	const sizes: number[] = [];
	const lessParts = (n: number): number =>
		(sizes[n] ??= n
			? Math.min(brotli(strip.slice(0, n).reduce((page, step) => step(page), html)), lessParts(0))
			: brotliSize(file));

	// Compressed only when asked for: the CSS and font budgets cover every page, the HTML ones a few.
	return {
		/** Path of the HTML file inside dist, e.g. `topics/edge-ai.html`. */
		page,
		/** The HTML document itself. */
		get html() {
			return lessParts(0);
		},
		/** `html` without `inlinedPictures`, `learning` and `explorables`: the page's own markup and text. */
		get markup() {
			return lessParts(3);
		},
		/**
		 * The part of `html` that is its explorables' server-rendered figures (picture, words,
		 * controls), budgeted apart from the text they illustrate.
		 */
		get explorables() {
			return lessParts(2) - lessParts(3);
		},
		/**
		 * The part of `html` that makes a guide a lesson (`<section data-learning>`): its "Check your
		 * understanding" blocks, what it expects and teaches, its place in learning paths and its
		 * review terms. Budgeted apart from the text it teaches.
		 */
		get learning() {
			return lessParts(1) - lessParts(2);
		},
		/**
		 * The part of `html` that is pictures carried in the page instead of linked: the lead diagram
		 * (`<svg data-lead-diagram>`) and `data:` URLs (the site icon). Each replaced a request before
		 * the first paint; the budgets count them apart from the page's own markup.
		 */
		get inlinedPictures() {
			return lessParts(0) - lessParts(1);
		},
		/**
		 * Stylesheets linked from <head> (outside <noscript>): the page cannot paint before they
		 * arrive. A stylesheet carried in the page blocks its first paint as much as a linked one.
		 */
		css:
			brotliTotal(stylesheets) +
			[...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
				(sum, [, css]) => sum + brotliCompressSync(css!).length,
				0,
			),
		/** Font files the page preloads or its stylesheets reference. */
		fonts: [...fontFiles].reduce((sum, font) => sum + statSync(font).size, 0),
		/**
		 * JavaScript files fetched before the reader interacts: external scripts, module preloads and
		 * every island that does not wait for interaction (`client:load`, `idle`, `visible`…), with
		 * everything they import statically.
		 */
		js: brotliTotal(jsFiles),
		/**
		 * `js` without the React runtime every island shares (react, react-dom, the JSX runtime and
		 * Astro's React renderer): what the page's own islands cost.
		 */
		jsBesidesReact: brotliTotal(
			jsFiles.filter((script) => !REACT_RUNTIME.test(relative(distDir, script))),
		),
		/** Inline scripts the page runs as it loads (the head script, a paint script…), compressed together. */
		get inlineScripts() {
			const inline = [
				...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
			];
			return inline.length ? brotli(inline.map(([, code]) => code).join('\n')) : 0;
		},
		/** The files counted in `js`, for messages. */
		jsFiles: jsFiles.map((script) => relative(distDir, script)),
		/**
		 * JavaScript fetched before the reader interacts when the page's address asks for a view of
		 * one of its islands (`client:interaction="letter term"` and `?letter=B`, say: that island
		 * hydrates as the page loads): `js`, plus the deferred island runtime and those islands' code.
		 * Equal to `js` on a page without such an island.
		 */
		jsForView: brotliTotal(jsForViewFiles),
		/** The files counted in `jsForView`, for messages. */
		jsForViewFiles: jsForViewFiles.map((script) => relative(distDir, script)),
	};
}

/** Kilobytes (1 KB = 1024 bytes) with one decimal, e.g. `20.3 KB`. */
export function formatKB(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * What each explorable on `page` fetches when it wakes, besides the shared React runtime: its
 * island's component and everything it imports statically (brotli), by the explorable's slug.
 */
export function explorableWeights(distDir: string, page = 'explore.html'): Map<string, number> {
	const file = join(distDir, page);
	const html = readFileSync(file, 'utf8');
	const weights = new Map<string, number>();
	for (const [island] of html.matchAll(/<astro-island\b[\s\S]*?<\/astro-island>/g)) {
		const slug = island.match(/\sdata-explorable="([^"]+)"/)?.[1];
		const url = island.match(/\scomponent-url="([^"]+)"/)?.[1];
		const component = slug && url && fileFor(distDir, url, file);
		if (!component) continue;
		const scripts = new Set<string>();
		withStaticImports(component, scripts);
		weights.set(
			slug,
			brotliTotal([...scripts].filter((script) => !REACT_RUNTIME.test(relative(distDir, script)))),
		);
	}
	return weights;
}

/** The build's own figures per page (what tests/budgets/budgets.test.ts checks). */
export function printPageWeights(distDir: string) {
	console.log(
		"\nPage weight from the build (brotli; HTML includes the pictures, learning sections and explorables carried in it, also shown apart; inline scripts apart; JavaScript counted before any interaction, besides the shared React runtime, and for an address that asks for an island's view, e.g. /glossary?letter=B):",
	);
	console.log(
		`  ${'page'.padEnd(46)} ${['HTML', 'pictures', 'learning', 'explore', 'CSS', 'fonts', 'inline JS', 'JS', 'JS -React', 'JS (view)'].map((h) => h.padStart(9)).join(' ')}`,
	);
	for (const page of listPages(distDir)) {
		const weight = pageWeight(distDir, page);
		const cells = [
			weight.html,
			weight.inlinedPictures,
			weight.learning,
			weight.explorables,
			weight.css,
			weight.fonts,
			weight.inlineScripts,
			weight.js,
			weight.jsBesidesReact,
			weight.jsForView,
		].map((bytes) => formatKB(bytes).padStart(9));
		console.log(`  ${page.padEnd(46)} ${cells.join(' ')}`);
	}
	console.log(
		'\nExplorables: JavaScript each fetches when it wakes, besides the React runtime (brotli):',
	);
	for (const [slug, bytes] of explorableWeights(distDir))
		console.log(`  ${slug.padEnd(46)} ${formatKB(bytes).padStart(9)}`);
}
