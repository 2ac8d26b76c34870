/**
 * `indexSiteSearch`: after every `astro build`, indexes the built editorial pages for the header's
 * search dialog (static files in dist/search-index, loaded only when the dialog opens; glossary
 * terms come from the glossary API instead). The build fails if the index would be empty.
 * Rules: ./build-index.ts.
 */
import type { BuiltSite } from '../built-site.ts';
import { buildSearchIndex } from './build-index.ts';

export function indexSiteSearch({ dist, pages, logger }: BuiltSite): void {
	const started = performance.now();
	const stats = buildSearchIndex({ siteDir: dist, pages });
	const { words, shards, passages, bytes, largestShardBytes } = stats;
	logger.info(
		`indexed ${stats.pages} pages in ${Math.round(performance.now() - started)} ms: ` +
			`${words} words in ${shards} shards (largest ${(largestShardBytes / 1024).toFixed(1)} KB), ` +
			`${passages} passages, ${(bytes / 1024).toFixed(0)} KB before compression`,
	);
}
