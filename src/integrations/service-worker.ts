/**
 * Offline reading, at the end of the build:
 * - the packs "Save for offline" downloads (`/offline/packs/{topics|blog}/{slug}.json` and
 *   `/offline/packs/glossary.json`): every address a page needs offline (the page, its
 *   stylesheet, its islands' code, the term pages it links) and their compressed size, so the
 *   reader sees the size before downloading;
 * - the saved glossary's term pages as one shell and shards of the terms' own parts
 *   (src/lib/offline/term-pages.ts), rendered through this build's page function;
 * - the app icons the web app manifest names, drawn from the site icon (public/favicon.svg);
 * - the service worker (src/sw/sw.ts) bundled with esbuild, with Serwist's precache list (from
 *   `@serwist/build`'s documented `getManifest`) and this build's id injected.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { getManifest } from '@serwist/build';
import { Resvg } from '@resvg/resvg-js';
import { parse } from 'parse5';
import type { OfflinePack } from '../lib/offline/caches.ts';
import { attribute, elements, firstElement, headStylesheets, textOf } from '../lib/html/tree.ts';
import type { Document } from '../lib/html/tree.ts';
import { buildLazyIslands, type LazyIslands } from './on-interaction/lazy-runtime.ts';
import type { ChunkGraph } from './chunk-graph.ts';
import type { BuiltSite } from './built-site.ts';
import { bundleScript } from './bundle.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const sitePath = (file: string) =>
	file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
const fileOf = (dist: string, url: string) =>
	join(dist, url === '/' ? 'index.html' : /\.\w+$/.test(url) ? url : `${url}.html`);

/**
 * A page rendered on demand (a term page a guide or article links): not in the build, so a pack
 * lists its address with an estimate of its compressed size, and a version that changes with its
 * content. (The saved glossary holds its term pages as term files instead: writeTermFilesOf.)
 * Its assets are the site's own (stylesheet, islands), which the page packing it already holds.
 */
export interface OnDemandPage {
	bytes: number;
	version: string;
}

/**
 * Compressed bytes of a term page besides its entry's own text (layout, header, footer), measured
 * on the pages the on-demand function renders (docs/decisions/term-pages-on-demand.md).
 */
const TERM_PAGE_LAYOUT_BYTES = 4_000;

/** The on-demand page of each glossary term, with an estimate of its size, for the packs. */
export function termPagesOnDemand(terms: readonly { slug: string }[]): Map<string, OnDemandPage> {
	return new Map(
		terms.map((term) => {
			const entry = JSON.stringify(term);
			return [
				`/glossary/${encodeURIComponent(term.slug)}`,
				{
					bytes: brotliCompressSync(entry).length + TERM_PAGE_LAYOUT_BYTES,
					version: createHash('sha1').update(entry).digest('hex').slice(0, 16),
				},
			];
		}),
	);
}

/**
 * Writes the saved glossary's term files into the build (scripts/term-files.ts, in a process of
 * its own: the page function that renders them cannot be loaded inside Vite).
 */
async function writeTermFilesOf(dist: string): Promise<{
	urls: string[];
	fullPages: string[];
	/** One term page as rendered: its islands' code is in <main>, which the shell leaves out. */
	sample: string;
	terms: number;
	seconds: number;
}> {
	const { stdout } = await promisify(execFile)(
		process.execPath,
		[here('../../scripts/term-files.ts'), dist],
		// React in the mode the function was built in (production, as on Netlify, unless the build
		// was told otherwise): a development build calls jsxDEV, which production React lacks.
		{
			maxBuffer: 256 * 1024 * 1024,
			env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
		},
	);
	const line = stdout.split('\n').find((text) => text.startsWith('term-files '));
	if (!line) throw new Error(`scripts/term-files.ts said nothing of its files:\n${stdout}`);
	return JSON.parse(line.slice('term-files '.length));
}

/** A built page, parsed. */
const readPage = (dist: string, url: string) => parse(readFileSync(fileOf(dist, url), 'utf8'));

/**
 * The attributes by which Astro's `<astro-island>` names its component, renderer and hydration
 * code (undocumented markup: on-interaction/astro-markup.test.ts fails the day they change).
 */
export const ISLAND_SCRIPT_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'];
/** …and a `<script>`'s: how a page asks for the client build's code. */
const SCRIPT_ATTRIBUTES = new Set([...ISLAND_SCRIPT_ATTRIBUTES, 'src']);

/** Whether the page carries the loader of the deferred island runtime, which imports it. */
const loadsIslandRuntime = (document: Document, lazy: LazyIslands) =>
	[...elements(document)].some(
		(element) =>
			element.tagName === 'script' &&
			[lazy.loaderScript, lazy.viewLoaderScript].includes(textOf(element)),
	);

/** The client build's stylesheets a page links in its <head>, as site paths. */
const pageStylesheets = (document: Document, assets: string) =>
	headStylesheets(firstElement(document, 'head')!)
		.map((link) => attribute(link, 'href') ?? '')
		.filter((href) => href.startsWith(assets));

/** Collects what a page needs offline, with compressed sizes cached per file. */
function packBuilder({
	dist,
	assets,
	graph,
	lazy,
	onDemand = new Map(),
}: {
	dist: string;
	/** Site path of the build's assets folder (`/_astro/`). */
	assets: string;
	graph: ChunkGraph;
	lazy: LazyIslands;
	onDemand?: ReadonlyMap<string, OnDemandPage>;
}) {
	const sizes = new Map<string, number>();
	const sizeOf = (url: string) => {
		let size = sizes.get(url) ?? onDemand.get(url)?.bytes;
		if (size === undefined) {
			const file = fileOf(dist, url);
			size = existsSync(file)
				? brotliCompressSync(readFileSync(file), {
						params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
					}).length
				: 0;
			sizes.set(url, size);
		}
		return size;
	};
	/** A script and every file it loads, as site paths (the island runtime, not bundled by Vite, loads none). */
	const scriptClosure = (url: string, into: Set<string>) => {
		if (into.has(url)) return;
		into.add(url);
		for (const next of graph.get(url) ?? []) scriptClosure(next, into);
	};
	const assetsOf = (document: Document) => {
		const scripts = new Set<string>();
		for (const element of elements(document))
			for (const { name, value } of element.attrs) {
				if (!SCRIPT_ATTRIBUTES.has(name)) continue;
				// A `src` may name any file; an island's code is always the client build's.
				if (graph.has(value)) scriptClosure(value, scripts);
				else if (name !== 'src')
					throw new Error(
						`service-worker: island code ${value} is not a chunk of the client build`,
					);
			}
		if (loadsIslandRuntime(document, lazy)) scriptClosure(lazy.runtimeUrl, scripts);
		return [...pageStylesheets(document, assets), ...scripts];
	};
	return {
		/** A page's stylesheets and code, as site paths. */
		assets: assetsOf,
		/** Scripts and every file they load, as site paths. */
		closure(scripts: string[]) {
			const into = new Set<string>();
			for (const url of scripts) scriptClosure(url, into);
			return [...into];
		},
		/** The page, its stylesheets and code, and the `extra` addresses with theirs. */
		pack(page: string, document: Document, extra: string[] = []) {
			const urls = new Set([page, ...assetsOf(document)]);
			for (const url of extra) {
				urls.add(url);
				if (!url.endsWith('.json') && !onDemand.has(url))
					for (const asset of assetsOf(readPage(dist, url))) urls.add(asset);
			}
			const list = [...urls];
			const fingerprint = createHash('sha256');
			for (const url of list) {
				const file = fileOf(dist, url);
				fingerprint
					.update(url)
					.update(existsSync(file) ? readFileSync(file) : (onDemand.get(url)?.version ?? ''));
			}
			return {
				urls: list,
				bytes: list.reduce((sum, url) => sum + sizeOf(url), 0),
				version: fingerprint.digest('hex').slice(0, 16),
			};
		},
	};
}

/**
 * The islands a learner's answers, marks and own cards go through. Their code is precached, so on any page
 * the reader visited they work offline even if the reader never touched them online (they
 * hydrate on first use, so the page alone never fetched them).
 */
const LEARNING_ISLANDS = new Set(['CheckpointQuiz', 'StepDone', 'AddToReview', 'MakeCard']);

/** The code of the learning islands on a page (component, renderer, island runtime). */
function learningIslandScripts(document: Document, lazy: LazyIslands): string[] {
	const urls: string[] = [];
	for (const island of elements(document)) {
		if (island.tagName !== 'astro-island') continue;
		const { name } = JSON.parse(attribute(island, 'opts') ?? '{}') as { name?: string };
		if (!name || !LEARNING_ISLANDS.has(name)) continue;
		for (const url of [attribute(island, 'component-url'), attribute(island, 'renderer-url')])
			if (url) urls.push(url);
	}
	if (urls.length && loadsIslandRuntime(document, lazy)) urls.push(lazy.runtimeUrl);
	return urls;
}

/** The glossary term pages an article links in its body. */
function linkedTerms(document: Document): string[] {
	const article = firstElement(document, 'article');
	const hrefs = [...(article ? elements(article) : [])].map((el) => attribute(el, 'href') ?? '');
	return [...new Set(hrefs.filter((href) => /^\/glossary\/[a-z0-9-]+$/.test(href)))];
}

function writeJson(dist: string, path: string, value: unknown) {
	const file = join(dist, path);
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, JSON.stringify(value));
}

export async function offlineReading(
	{ config, dist, pages, logger }: BuiltSite,
	{
		graph,
		onDemandPages = new Map(),
	}: {
		/** The client build's chunk graph (chunk-graph.ts). */
		graph: ChunkGraph;
		/** Pages rendered on demand, by address, that packs may list. */
		onDemandPages?: ReadonlyMap<string, OnDemandPage>;
	},
): Promise<void> {
	if (graph.size === 0)
		throw new Error(
			'service-worker: the client build reported no chunks (was the ai-atlas:chunk-graph Vite plugin skipped?)',
		);
	const assetsDir = config.build.assets;
	const lazy = await buildLazyIslands();
	// This build's id: changes whenever any page or file name does.
	const buildId = createHash('sha256')
		.update(
			pages
				.map(
					(page) =>
						`${page}:${createHash('sha1')
							.update(readFileSync(join(dist, page)))
							.digest('hex')}`,
				)
				.join('\n'),
		)
		.update(readdirSync(join(dist, assetsDir)).join('\n'))
		.digest('hex')
		.slice(0, 12);

	const assets = `/${assetsDir}/`;
	const packs = packBuilder({ dist, assets, graph, lazy, onDemand: onDemandPages });
	let largest = 0;
	const learningScripts = new Set<string>();
	for (const page of pages) {
		const href = sitePath(page);
		const document = readPage(dist, href);
		for (const url of learningIslandScripts(document, lazy)) learningScripts.add(url);
		const match = page.match(/^(topics|blog)\/([\w-]+)\.html$/);
		if (!match) continue;
		const { urls, bytes, version } = packs.pack(href, document, linkedTerms(document));
		largest = Math.max(largest, bytes);
		const heading = firstElement(document, 'h1');
		const pack: OfflinePack = {
			title: heading ? textOf(heading).trim() : '',
			href,
			kind: match[1] === 'topics' ? 'Guide' : 'Article',
			urls,
			bytes,
			version,
		};
		writeJson(dist, `offline/packs/${match[1]}/${match[2]}.json`, pack);
	}
	// Every term page (its shell and the shards of the terms' own parts), and the A–Z index's
	// letter pages that list them.
	const termFiles = await writeTermFilesOf(dist);
	const letterPages = pages
		.filter((page) => /^glossary\/letters\/[\w-]+\.html$/.test(page))
		.map(sitePath);
	const glossary = packs.pack('/glossary', readPage(dist, '/glossary'), [
		...termFiles.urls,
		...packs.assets(parse(termFiles.sample)),
		...termFiles.fullPages,
		...letterPages,
		'/offline/glossary-index.json',
	]);
	writeJson(dist, 'offline/packs/glossary.json', {
		title: 'The AI & ML glossary',
		href: '/glossary',
		kind: 'Glossary',
		...glossary,
		terms: termFiles.terms,
	} satisfies OfflinePack);

	// App icons for the web app manifest, from the one site icon.
	const icon = readFileSync(here('../../public/favicon.svg'));
	mkdirSync(join(dist, 'icons'), { recursive: true });
	for (const size of [192, 512]) {
		const png = new Resvg(icon, { fitTo: { mode: 'width', value: size } }).render().asPng();
		writeFileSync(join(dist, `icons/app-${size}.png`), png);
	}

	// The precache: the offline page and the stylesheet it links (the site stylesheet), and
	// the learning islands' code.
	const offlineSheets = pageStylesheets(readPage(dist, '/offline'), assets).map((url) =>
		url.slice(1),
	);
	const learningCode = packs.closure([...learningScripts]).map((url) => url.slice(1));
	const { manifestEntries, warnings } = await getManifest({
		globDirectory: dist,
		globPatterns: ['offline.html', ...offlineSheets, ...learningCode],
		dontCacheBustURLsMatching: new RegExp(`^${assetsDir}/`),
		manifestTransforms: [
			async (entries) => ({
				manifest: entries.map((entry) => ({
					...entry,
					url: entry.url === 'offline.html' ? '/offline' : `/${entry.url}`,
				})),
			}),
		],
	});
	for (const warning of warnings) logger.warn(warning);

	const worker = await bundleScript({
		entryPoints: [here('../sw/sw.ts')],
		format: 'iife',
		target: 'es2022',
		define: {
			__SW_MANIFEST__: JSON.stringify(manifestEntries ?? []),
			__BUILD_ID__: JSON.stringify(buildId),
			__STYLESHEETS__: JSON.stringify(
				readdirSync(join(dist, assetsDir))
					.filter((file) => file.endsWith('.css'))
					.map((file) => `${assets}${file}`),
			),
			'process.env.NODE_ENV': '"production"',
		},
	});
	writeFileSync(join(dist, 'sw.js'), worker);
	const swBytes = brotliCompressSync(worker).length;
	logger.info(
		`service worker ${(swBytes / 1024).toFixed(1)} KB (brotli), build ${buildId}, ${manifestEntries?.length ?? 0} precached; glossary pack ${(glossary.bytes / 1048576).toFixed(2)} MB (${termFiles.terms} term pages in ${termFiles.urls.length - 1} shards, rendered in ${termFiles.seconds.toFixed(1)} s), largest page pack ${(largest / 1024).toFixed(0)} KB`,
	);
}
