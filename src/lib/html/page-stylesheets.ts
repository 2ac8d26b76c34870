/**
 * Inlining replaces a page's render-blocking stylesheet links with the stylesheets themselves. On
 * a slow connection a linked stylesheet costs the page one more round trip before its first
 * paint; for a page most readers arrive at directly (the glossary) that round trip is the largest
 * part of the wait, and carrying the stylesheet in the HTML removes it. Other pages keep the link,
 * which the browser caches across the site.
 */
import type { PageStep } from './page-steps';
import {
	attribute,
	createElement,
	firstElement,
	headStylesheets,
	replaceNode,
	type Document,
} from './tree';

/** The text of a stylesheet by its href, or undefined when it cannot be inlined (not found, external). */
type ReadStylesheet = (href: string) => string | undefined;

/**
 * Inlines every `<link rel="stylesheet">` of the page's head (outside `<noscript>`) as a `<style>`
 * element in its place. A stylesheet that cannot be read, or whose text would end the `<style>`
 * element early, keeps its link. Returns how many were inlined.
 */
export function inlineStylesheets(document: Document, read: ReadStylesheet): number {
	const head = firstElement(document, 'head');
	let inlined = 0;
	for (const link of head ? headStylesheets(head) : []) {
		const href = attribute(link, 'href');
		const css = href ? read(href) : undefined;
		if (css === undefined || /<\/style/i.test(css)) continue;
		const media = attribute(link, 'media');
		replaceNode(link, createElement('style', media ? { media } : {}, css));
		inlined++;
	}
	return inlined;
}

/** The step, for the `pages` that inline; each of them must have a stylesheet to inline. */
export function inlineStylesheetsStep(pages: readonly string[], read: ReadStylesheet): PageStep {
	return {
		name: 'inline stylesheets',
		run({ page, document }) {
			if (pages.includes(page) && inlineStylesheets(document, read) === 0)
				throw new Error('the page has no stylesheet link to inline');
		},
	};
}
