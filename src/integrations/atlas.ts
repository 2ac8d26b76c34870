/**
 * `atlas()`: the site's own work on a finished build, in one place and in this order, each step
 * called by name from the one `astro:build:done` hook (other integrations' hooks run before or
 * after it, as they stand in astro.config.mjs):
 *
 * 1. keep the page function beside the build, and check it carries the build facts
 *    (page-function.ts, build-facts.ts);
 * 2. write the deferred island runtime the reading pages' loaders import (on-interaction/);
 * 3. index the editorial pages for the site search, as Astro wrote them (site-search/);
 * 4. finish the pages: island scripts hoisted, stylesheets inlined where asked, the
 *    Content-Security-Policy pinned (post-build/);
 * 5. build the embeddable term card (embed.ts);
 * 6. last, the offline reading: packs, term files, app icons and the service worker, which read
 *    the finished pages (service-worker.ts).
 *
 * The pages are listed once, from the pages Astro reports it built ahead.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { checkFactsInFunction } from './build-facts.ts';
import { pageFile, type BuiltSite } from './built-site.ts';
import { chunkGraphPlugin, type ChunkGraph } from './chunk-graph.ts';
import { buildEmbed } from './embed.ts';
import { writeIslandRuntime } from './on-interaction/index.ts';
import { keepPageFunction } from './page-function.ts';
import { finishPages } from './post-build/index.ts';
import { offlineReading, type OnDemandPage } from './service-worker.ts';
import { indexSiteSearch } from './site-search/index.ts';

export default function atlas({
	inlineStylesheets,
	onDemandPages,
}: {
	/** Pages (output files) that carry their stylesheets instead of linking them. */
	inlineStylesheets: string[];
	/** Pages rendered on demand, by address, that offline packs may list. */
	onDemandPages: ReadonlyMap<string, OnDemandPage>;
}): AstroIntegration {
	const graph: ChunkGraph = new Map();
	let config: AstroConfig;
	let rendersOnDemand = false;
	const steps: [name: string, run: (site: BuiltSite) => void | Promise<void>][] = [
		['page-function', (site) => (keepPageFunction(site), checkFactsInFunction(site))],
		['island-runtime', writeIslandRuntime],
		['site-search', indexSiteSearch],
		['post-build', (site) => finishPages(site, inlineStylesheets)],
		['embed', buildEmbed],
		['offline', (site) => offlineReading(site, { graph, onDemandPages })],
	];
	return {
		name: 'ai-atlas',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({ vite: { plugins: [chunkGraphPlugin(graph)] } });
			},
			'astro:config:done': ({ config: done, buildOutput }) => {
				config = done;
				rendersOnDemand = buildOutput === 'server';
			},
			'astro:build:done': async ({ dir, pages, logger }) => {
				const dist = fileURLToPath(dir);
				const files = pages.map(({ pathname }) => pageFile(pathname)).sort();
				const missing = files.filter((file) => !existsSync(join(dist, file)));
				if (missing.length)
					throw new Error(`atlas: Astro reported pages it did not write: ${missing.join(', ')}`);
				for (const [name, run] of steps)
					await run({
						config,
						dist,
						pages: files,
						rendersOnDemand,
						logger: logger.fork(`ai-atlas:${name}`),
					});
			},
		},
	};
}
