/**
 * Writes the build facts (src/server/build-facts.ts) into Astro's server build folder once every
 * page has been generated, so the Netlify adapter copies them into the function that renders
 * term pages on demand. Runs at `astro:build:generated`, before any integration's
 * `astro:build:done` (the adapter bundles its function then).
 *
 * The adapter chooses the server folder (`config.build.server`) and copies only what its
 * `includeFiles` option names, which it reads when it bundles: so the facts' path is added to that
 * list here, once Astro's configuration is known, and the build fails if they did not arrive.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import type { BuiltSite } from './built-site.ts';
import { BUILD_FACTS_FILE, gatherBuildFacts } from '../server/build-facts.ts';
import { frameworksFunctionsDir, functionEntry } from './page-function.ts';

/** Where the facts are written, relative to the project: in Astro's server build folder. */
const factsFileOf = (config: AstroConfig) =>
	relative(fileURLToPath(config.root), join(fileURLToPath(config.build.server), BUILD_FACTS_FILE));

/**
 * Fails the build if the adapter's function does not carry the facts. The function keeps the
 * project's layout, so its code finds them by walking up.
 */
export function checkFactsInFunction({ config }: BuiltSite): void {
	const factsFile = factsFileOf(config);
	const entry = functionEntry(frameworksFunctionsDir(config.root));
	if (entry && !existsSync(join(dirname(entry), factsFile)))
		throw new Error(
			`build-facts: the Netlify adapter did not copy ${factsFile} into its function (includeFiles): update src/integrations/build-facts.ts`,
		);
}

export default function buildFactsIntegration({
	includeFiles,
}: {
	/** The adapter's `includeFiles` (paths relative to the project), which the facts join. */
	includeFiles: string[];
}): AstroIntegration {
	let root = '';
	let factsFile = '';
	return {
		name: 'ai-atlas:build-facts',
		hooks: {
			'astro:config:done': ({ config }) => {
				root = fileURLToPath(config.root);
				factsFile = factsFileOf(config);
				if (!includeFiles.includes(factsFile)) includeFiles.push(factsFile);
			},
			'astro:build:generated': ({ dir, logger }) => {
				const facts = gatherBuildFacts(readFileSync(new URL('404.html', dir), 'utf8'));
				mkdirSync(dirname(join(root, factsFile)), { recursive: true });
				writeFileSync(join(root, factsFile), JSON.stringify(facts));
				logger.info(
					`${Object.keys(facts.mentions).length} terms mentioned in guides and articles, ${Object.keys(facts.fileDates).length} file dates`,
				);
			},
		},
	};
}
