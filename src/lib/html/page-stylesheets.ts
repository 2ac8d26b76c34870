/**
 * Two rewrites of a built page's stylesheet links.
 *
 * Inlining replaces a page's render-blocking stylesheet links with the stylesheets themselves. On a slow
 * connection a linked stylesheet costs the page one more round trip before its first paint; for
 * a page most readers arrive at directly (the glossary) that round trip is the largest part of the
 * wait, and carrying the stylesheet in the HTML removes it. Other pages keep the link, which the
 * browser caches across the site.
 */

/** The text of a stylesheet by its href, or undefined when it cannot be inlined (not found, external). */
export type ReadStylesheet = (href: string) => string | undefined;

const HEAD = /<head\b[^>]*>[\s\S]*?<\/head>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/gi;
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;

/**
 * Inlines every `<link rel="stylesheet">` of the page's head (outside `<noscript>`) as a `<style>`
 * element in its place. A stylesheet that cannot be read, or whose text would end the `<style>`
 * element early, keeps its link.
 */
export function inlineStylesheets(html: string, read: ReadStylesheet): string {
	return html.replace(HEAD, (head) =>
		outsideNoscript(head, (part) =>
			part.replace(STYLESHEET_LINK, (link) => {
				const href = link.match(/\shref="([^"]*)"/)?.[1];
				const media = link.match(/\smedia="([^"]*)"/)?.[1];
				const css = href ? read(href) : undefined;
				if (css === undefined || /<\/style/i.test(css)) return link;
				return `<style${media ? ` media="${media}"` : ''}>${css}</style>`;
			}),
		),
	);
}

/** Rewrites the parts of a head outside `<noscript>` blocks, whose links apply only without JavaScript. */
function outsideNoscript(head: string, rewrite: (part: string) => string): string {
	// split() with a capturing group keeps the <noscript> blocks at the odd indexes.
	return head
		.split(/(<noscript>[\s\S]*?<\/noscript>)/i)
		.map((part, index) => (index % 2 ? part : rewrite(part)))
		.join('');
}

/** The hrefs of the render-blocking stylesheets a page links in its head (outside `<noscript>`). */
export function linkedStylesheets(html: string): string[] {
	const head = (html.match(HEAD)?.[0] ?? '').replace(NOSCRIPT, '');
	return [...head.matchAll(STYLESHEET_LINK)]
		.map(([link]) => link.match(/\shref="([^"]*)"/)?.[1])
		.filter((href): href is string => Boolean(href));
}

/**
 * Removes the head's link to `href`, for a page that links a stylesheet containing all of it (the
 * admin screen's holds the site's and its own classes in one order). Throws when the page has no
 * such link, so a change of layout cannot leave both.
 */
export function dropStylesheet(html: string, href: string): string {
	let dropped = false;
	const result = html.replace(HEAD, (head) =>
		outsideNoscript(head, (part) =>
			part.replace(STYLESHEET_LINK, (link) => {
				if (dropped || link.match(/\shref="([^"]*)"/)?.[1] !== href) return link;
				dropped = true;
				return '';
			}),
		),
	);
	if (!dropped) throw new Error(`No stylesheet link to ${href} in the page's head.`);
	return result;
}
