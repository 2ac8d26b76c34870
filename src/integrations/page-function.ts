/**
 * Keeps each build's on-demand page function beside the build. The Netlify adapter writes it into
 * one folder of the project (`.netlify/v1/functions/ssr`), which the next build empties, whatever
 * its output folder: `npm start`'s background rebuilds, the test suite's build and benchmarks
 * would pull it from under each other. Once the adapter is done, this copies it to a folder named
 * after the build's output folder (`pageFunctionDir`), which whoever serves that build loads.
 * Netlify deploys the adapter's folder itself; the copy is only for serving here.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the Netlify adapter writes the function (relative to the project root). */
export const ADAPTER_FUNCTION_DIR = '.netlify/v1/functions/ssr';

/** The copy of the page function built with the site in `outDir`. */
export function pageFunctionDir(outDir: string): string {
	const key = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16);
	return join(ROOT, '.netlify/page-functions', key);
}

export default function pageFunction(): AstroIntegration {
	return {
		name: 'ai-atlas:page-function',
		hooks: {
			'astro:build:done': ({ dir, logger }) => {
				const source = join(ROOT, ADAPTER_FUNCTION_DIR);
				if (!existsSync(join(source, 'ssr.mjs'))) return;
				const target = pageFunctionDir(fileURLToPath(dir));
				rmSync(target, { recursive: true, force: true });
				cpSync(source, target, { recursive: true, verbatimSymlinks: true });
				logger.info(`page function kept for this build in ${target.slice(ROOT.length)}`);
			},
		},
	};
}
