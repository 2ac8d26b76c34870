/**
 * Astro writes its island bootstrap (a small style, the island runtime and one script per
 * `client:*` directive) as inline scripts right before the first island that needs them, which
 * on our pages is the theme toggle in the header. A classic inline script placed after a
 * stylesheet link must wait for that stylesheet, and the HTML parser waits with it: the rest of
 * the page is parsed only once the CSS has arrived, so the first paint shows the header alone and
 * the text and lead image follow frames later. Moved into <head> ahead of the stylesheet, the
 * same scripts run at once and the whole page is parsed while the CSS downloads, so the first
 * paint is the final one.
 *
 * The scripts only define the `<astro-island>` element and register directives; islands found
 * later in the document start exactly as before.
 *
 * When every island on the page waits for the reader's first interaction, the runtime has nothing
 * to do before then: given a `lazyLoader`, the scripts are replaced by that loader, which fetches
 * the runtime on the first interaction (src/integrations/on-interaction/lazy-runtime.ts). A page
 * with an island that hydrates at once for some addresses (`client:interaction="letter term"`)
 * gets the `viewLoader` instead, which also starts those.
 *
 * Astro's markup is found by its place, not its text: the attribute-less <style> and <script>
 * elements directly before an `<astro-island>`. A page with islands where nothing stands there
 * fails with a message saying Astro's markup changed (on-interaction/astro-markup.test.ts checks
 * the same against Astro itself).
 */
import { WAKES_ON_SELECTION } from './interaction';
import type { PageStep } from '../../lib/html/page-steps';
import {
	attribute,
	createElement,
	elements,
	firstElement,
	headStylesheets,
	insertBefore,
	previousElement,
	removeNode,
	textOf,
	type Document,
	type Element,
} from '../../lib/html/tree';

export const ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';

export interface IslandLoaders {
	lazyLoader?: string;
	viewLoader?: string;
}

const isBootstrap = (element: Element) =>
	(element.tagName === 'script' || element.tagName === 'style') && element.attrs.length === 0;

/** Astro's bootstrap elements right before an island, in document order. */
function bootstrapBefore(island: Element): Element[] {
	const found: Element[] = [];
	for (let at = previousElement(island); at && isBootstrap(at); at = previousElement(at))
		found.unshift(at);
	return found;
}

/** Whether an island's directive value is a string: query parameters that can hydrate it at once. */
function namesViews(island: Element): boolean {
	try {
		const { value } = JSON.parse(attribute(island, 'opts') ?? '{}');
		return typeof value === 'string' && value !== WAKES_ON_SELECTION;
	} catch {
		return false;
	}
}

/**
 * Moves Astro's island bootstrap out of <body> into <head>, just before its first stylesheet link
 * (or at its end when there is none), or puts the lazy loader there in its place when every island
 * hydrates on interaction. Returns the text of the Astro scripts the page keeps.
 */
export function hoistIslandScripts(document: Document, loaders: IslandLoaders = {}): string[] {
	const head = firstElement(document, 'head');
	const body = firstElement(document, 'body');
	if (!head || !body) return [];
	const islands = [...elements(body)].filter((element) => element.tagName === 'astro-island');
	if (islands.length === 0) return [];
	const bootstrap = islands.flatMap(bootstrapBefore);
	if (!bootstrap.some((element) => element.tagName === 'script'))
		throw new Error(
			"the page has <astro-island> elements but no inline <script> right before the first one: Astro's island markup has changed shape (update src/integrations/on-interaction/hoist-island-scripts.ts)",
		);
	const lazy =
		loaders.lazyLoader && islands.every((island) => attribute(island, 'client') === 'interaction');
	const moved = lazy
		? [
				createElement('style', {}, ISLAND_STYLE),
				createElement(
					'script',
					{},
					(islands.some(namesViews) && loaders.viewLoader) || loaders.lazyLoader,
				),
			]
		: bootstrap;
	if (lazy) bootstrap.forEach(removeNode);
	const before = headStylesheets(head)[0];
	for (const element of moved) insertBefore(head, element, before);
	return lazy ? [] : bootstrap.filter((el) => el.tagName === 'script').map(textOf);
}

/** The step: hoists the island bootstrap and records Astro's scripts for the policy step. */
export function hoistIslandScriptsStep(loaders: IslandLoaders): PageStep {
	return {
		name: 'hoist island scripts',
		run(context) {
			for (const script of hoistIslandScripts(context.document, loaders))
				context.islandScripts.add(script);
		},
	};
}
