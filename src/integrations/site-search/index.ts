/**
 * `siteSearch()`: after every `astro build`, indexes the built editorial pages for the header's
 * search dialog (static files in dist/search-index, loaded only when the dialog opens; glossary
 * terms come from the glossary API instead). The build fails if the index would be empty.
 * Rules: ./build-index.ts.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSearchIndex } from './build-index.ts';

export default function siteSearch(): AstroIntegration {
	return {
		name: 'ai-atlas:site-search',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const started = performance.now();
				const report = buildSearchIndex({ siteDir: fileURLToPath(dir) });
				const { words, shards, passages, bytes, largestShardBytes } = report.stats;
				logger.info(
					`indexed ${report.pages} pages in ${Math.round(performance.now() - started)} ms: ` +
						`${words} words in ${shards} shards (largest ${(largestShardBytes / 1024).toFixed(1)} KB), ` +
						`${passages} passages, ${(bytes / 1024).toFixed(0)} KB before compression`,
				);
			},
		},
	};
}
