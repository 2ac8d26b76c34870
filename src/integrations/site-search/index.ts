/**
 * `siteSearch({ terms })`: after every `astro build`, indexes the built site for the header's
 * search dialog (a static Pagefind bundle in dist/pagefind, loaded only when the dialog opens).
 * The build fails if the index would be empty or Pagefind reports an error. Rules: ./build-index.ts.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { TermFile } from '../../lib/glossary/term-model.ts';
import { buildSearchIndex } from './build-index.ts';

export default function siteSearch({ terms }: { terms: readonly TermFile[] }): AstroIntegration {
	return {
		name: 'ai-atlas:site-search',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = performance.now();
				const report = await buildSearchIndex({ siteDir: fileURLToPath(dir), terms });
				logger.info(
					`indexed ${report.records} records (${report.pages} pages, ${report.termDocuments} glossary terms from their data) ` +
						`in ${Math.round(performance.now() - started)} ms`,
				);
			},
		},
	};
}
