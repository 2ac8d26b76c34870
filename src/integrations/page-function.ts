/**
 * Keeps each build's on-demand page function beside the build. The Netlify adapter writes it
 * where Netlify's Frameworks API takes a framework's functions, which the next build empties,
 * whatever its output folder: `npm start`'s background rebuilds, the test suite's build and
 * benchmarks would pull it from under each other. Once the adapter is done, the build copies that
 * folder to one named after the build's output folder (`pageFunctionDir`), which whoever serves
 * that build loads. Netlify deploys the adapter's folder itself; the copy is only for serving here.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltSite } from './built-site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where a framework writes its functions under Netlify's Frameworks API, relative to the project
 * (documented: https://docs.netlify.com/frameworks-api/). The name of the adapter's function in
 * it is the adapter's own choice, so `functionEntry` finds it rather than naming it.
 */
export const FRAMEWORKS_FUNCTIONS_DIR = '.netlify/v1/functions';

/** That folder in the project at `root`. */
export const frameworksFunctionsDir = (root: URL) =>
	fileURLToPath(new URL(`${FRAMEWORKS_FUNCTIONS_DIR}/`, root));

/**
 * The entry of the one function in a functions folder laid out as Netlify's are, a folder per
 * function with its entry named after it (`<name>/<name>.mjs`); undefined when there is none.
 */
export function functionEntry(dir: string): string | undefined {
	const entries = existsSync(dir)
		? readdirSync(dir, { withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => join(dir, entry.name, `${entry.name}.mjs`))
				.filter((file) => existsSync(file))
		: [];
	if (entries.length > 1)
		throw new Error(
			`${dir} holds ${entries.length} functions; only the page function belongs there`,
		);
	return entries[0];
}

/** The copy of the functions folder built with the site in `outDir`. */
export function pageFunctionDir(outDir: string): string {
	const key = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16);
	return join(ROOT, '.netlify/page-functions', key);
}

/** The entry of the page function kept for the build in `outDir`, if that build made one. */
export const pageFunctionEntry = (outDir: string) => functionEntry(pageFunctionDir(outDir));

/**
 * Copies the adapter's functions folder to the one kept for this build; fails the build when
 * pages render on demand but the adapter wrote no function.
 */
export function keepPageFunction({ config, dist, rendersOnDemand, logger }: BuiltSite): void {
	const functionsDir = frameworksFunctionsDir(config.root);
	if (!functionEntry(functionsDir)) {
		if (rendersOnDemand)
			throw new Error(
				`page-function: the build renders pages on demand, but the Netlify adapter wrote no function into ${FRAMEWORKS_FUNCTIONS_DIR} (Netlify's Frameworks API): update src/integrations/page-function.ts`,
			);
		return;
	}
	const target = pageFunctionDir(dist);
	rmSync(target, { recursive: true, force: true });
	cpSync(functionsDir, target, { recursive: true, verbatimSymlinks: true });
	logger.info(`page function kept for this build in ${target.slice(ROOT.length)}`);
}
