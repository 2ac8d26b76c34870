/**
 * `siteSearch({ termSlugs })`: after every `astro build`, indexes the built site for the header's
 * search dialog (static files in dist/search-index, loaded only when the dialog opens).
 * The build fails if the index would be empty or partial. Rules: ./build-index.ts.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSearchIndex } from './build-index.ts';

export default function siteSearch({
	termSlugs,
}: {
	termSlugs: readonly string[];
}): AstroIntegration {
	return {
		name: 'ai-atlas:site-search',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				const report = await buildSearchIndex({ siteDir: fileURLToPath(dir), termSlugs });
				const { words, shards, passages, bytes } = report.stats;
				logger.info(
					`indexed ${report.pages} pages (${report.termPages} glossary terms) in ${Math.round(performance.now() - started)} ms: ` +
						`${words} words in ${shards} shards, ${passages} passages, ${(bytes / 1e6).toFixed(1)} MB before compression`,
				);
			},
		},
	};
}
