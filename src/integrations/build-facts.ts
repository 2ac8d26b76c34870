/**
 * Writes the build facts (src/server/build-facts.ts) into Astro's server build folder once every
 * page has been generated, so the Netlify adapter copies them into the function that renders
 * term pages on demand. Runs at `astro:build:generated`, before any integration's
 * `astro:build:done` (the adapter bundles its function then).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BUILD_FACTS_FILE, gatherBuildFacts } from '../server/build-facts.ts';

export default function buildFactsIntegration(): AstroIntegration {
	let serverDir = '';
	return {
		name: 'ai-atlas:build-facts',
		hooks: {
			'astro:config:done': ({ config }) => {
				serverDir = fileURLToPath(config.build.server);
			},
			'astro:build:generated': ({ dir, logger }) => {
				const facts = gatherBuildFacts(readFileSync(new URL('404.html', dir), 'utf8'));
				mkdirSync(serverDir, { recursive: true });
				writeFileSync(join(serverDir, BUILD_FACTS_FILE), JSON.stringify(facts));
				logger.info(
					`${Object.keys(facts.mentions).length} terms mentioned in guides and articles, ${Object.keys(facts.fileDates).length} file dates`,
				);
			},
		},
	};
}
