/**
 * `finishPages(site, inlineStylesheets)`: once the build is done, every page of the output is parsed
 * once, changed by these steps in this order, and written once:
 *
 * 1. hoist island scripts: Astro's island bootstrap moves into <head>, or the deferred runtime's
 *    loader takes its place (src/integrations/on-interaction/hoist-island-scripts.ts);
 * 2. inline stylesheets, on the `inlineStylesheets` pages (src/lib/html/page-stylesheets.ts);
 * 3. pin the Content-Security-Policy, last, to the known inline scripts and the styles the page
 *    now carries (src/lib/html/pin-policy.ts). A page carrying an inline script that is not known
 *    fails the build, naming the page and the script.
 *
 * Pages rendered on demand get steps 1 and 3 from the middleware (src/middleware.ts, `onDemandSteps`).
 * Steps that read finished pages (the offline packs, the service worker) come after this one
 * (src/integrations/atlas.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltSite } from '../built-site.ts';
import { finishPage, type PageStep } from '../../lib/html/page-steps.ts';
import { hoistIslandScriptsStep } from '../on-interaction/hoist-island-scripts.ts';
import { inlineStylesheetsStep } from '../../lib/html/page-stylesheets.ts';
import { pinPolicyStep, unknownScriptMessage } from '../../lib/html/pin-policy.ts';
import { knownInlineScripts } from './known-scripts.ts';
import { buildLazyIslands } from '../on-interaction/lazy-runtime.ts';

export async function finishPages(
	{ dist, pages, logger }: BuiltSite,
	/** Pages (output files) that carry their stylesheets instead of linking them. */
	inlineStylesheets: string[],
): Promise<void> {
	const read = (href: string) => {
		if (!href.startsWith('/') || href.startsWith('//')) return undefined;
		const file = join(dist, href.split(/[?#]/)[0]!);
		return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
	};
	const { loaderScript, viewLoaderScript } = await buildLazyIslands();
	const steps: PageStep[] = [
		hoistIslandScriptsStep({ lazyLoader: loaderScript, viewLoader: viewLoaderScript }),
		inlineStylesheetsStep(inlineStylesheets, read),
		pinPolicyStep({
			known: await knownInlineScripts(),
			onUnknown: (_page, script) => {
				throw new Error(unknownScriptMessage(script));
			},
		}),
	];
	for (const page of pages) {
		const file = join(dist, page);
		writeFileSync(file, finishPage(readFileSync(file, 'utf8'), page, steps).html);
	}
	logger.info(`${pages.length} pages: ${steps.map((step) => step.name).join(' → ')}`);
}
