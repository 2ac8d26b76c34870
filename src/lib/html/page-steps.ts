/**
 * A finished page is parsed once, changed by named steps in the order they are listed, and
 * serialised once. The post-build integration (src/integrations/post-build/) runs its steps over
 * every prebuilt page; the middleware runs the same steps over a page rendered on demand.
 */
import { parse, serialize } from 'parse5';
import type { Document } from './tree';

export interface PageContext {
	/** The page's file in the build output (`topics/x.html`), or its path when rendered on demand. */
	page: string;
	document: Document;
	/**
	 * The page's Content-Security-Policy when it comes in a header (pages rendered on demand);
	 * prebuilt pages carry theirs in a <meta>, which the steps change in place.
	 */
	policy?: string;
	/** The text of Astro's island bootstrap scripts the page carries (see hoist-island-scripts.ts). */
	islandScripts: Set<string>;
}

export interface PageStep {
	name: string;
	run(context: PageContext): void;
}

/** Runs `steps` in order over the page; returns its HTML and, for a page given one, its policy. */
export function finishPage(
	html: string,
	page: string,
	steps: readonly PageStep[],
	policy?: string,
): { html: string; policy?: string } {
	const context: PageContext = { page, document: parse(html), policy, islandScripts: new Set() };
	for (const step of steps) {
		try {
			step.run(context);
		} catch (error) {
			throw new Error(`${page}: ${step.name}: ${(error as Error).message}`, { cause: error });
		}
	}
	return { html: serialize(context.document), policy: context.policy };
}
