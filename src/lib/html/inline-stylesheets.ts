/**
 * Replaces a page's render-blocking stylesheet links with the stylesheets themselves. On a slow
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
	return html.replace(HEAD, (head) => {
		// Links inside <noscript> apply only without JavaScript; they stay links.
		const kept: string[] = [];
		const masked = head.replace(NOSCRIPT, (block) => `\u0000${kept.push(block) - 1}\u0000`);
		const inlined = masked.replace(STYLESHEET_LINK, (link) => {
			const href = link.match(/\shref="([^"]*)"/)?.[1];
			const media = link.match(/\smedia="([^"]*)"/)?.[1];
			const css = href ? read(href) : undefined;
			if (css === undefined || /<\/style/i.test(css)) return link;
			return `<style${media ? ` media="${media}"` : ''}>${css}</style>`;
		});
		return inlined.replace(/\u0000(\d+)\u0000/g, (_, index: string) => kept[Number(index)]!);
	});
}
