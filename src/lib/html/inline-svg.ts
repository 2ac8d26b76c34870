/**
 * Turns one of our own SVG files into markup that can sit inside a page.
 *
 * A page's lead diagram is the largest thing on its first screen. Linked as an image, it costs a
 * request of its own, which on a slow connection paints it well after the text around it; carried
 * in the HTML it paints with that text. The file stays the source (editors change the file, and
 * structured data still points at it); this only rewrites it for the page:
 *  - the XML prolog, comments, `<title>` and `<desc>` are dropped: the page gives the picture its
 *    accessible name (the same alt text an `<img>` had), and a `<title>` would also show as a
 *    tooltip over the whole picture;
 *  - whitespace between tags goes, except inside `<text>`, where it collapses to one space as an
 *    SVG renderer would;
 *  - ids get a prefix, with every `url(#id)` and `href="#id"` that points at them, so two pictures
 *    on one page (or a picture and the page) cannot take each other's markers;
 *  - the root `<svg>` gets `role="img"`, the accessible name, and any extra attributes asked for.
 */

export interface InlineSvgOptions {
	/** The picture's accessible name, as an `<img>`'s alt text. */
	label: string;
	/** Put before every id in the picture; must be unique on the page. */
	idPrefix: string;
	/** Extra attributes for the root `<svg>` (values are escaped). */
	attributes?: Record<string, string>;
}

const ROOT = /<svg\b([^>]*)>/i;
/** Attributes of the file's root that the page sets itself. */
const ROOT_ATTRIBUTES_REPLACED = /\s(?:role|aria-[\w-]+|xmlns:xlink|version)="[^"]*"/gi;

function escapeAttribute(value: string): string {
	return value
		.replace(/&/g, '&amp;')
		.replace(/"/g, '&quot;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;');
}

/**
 * The SVG file's text as inline markup (see the module comment). Throws when the text is not a
 * single `<svg>` element, or when it carries what a page's content-security policy would block
 * (`<script>`, `<style>`, `style=""`, event handler attributes) or a link out of the site.
 */
export function inlineSvg(
	source: string,
	{ label, idPrefix, attributes = {} }: InlineSvgOptions,
): string {
	let svg = source
		.replace(/<\?xml[\s\S]*?\?>/g, '')
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/<!DOCTYPE[^>]*>/gi, '')
		.trim();
	if (!ROOT.test(svg) || !svg.startsWith('<svg') || !/<\/svg>$/i.test(svg)) {
		throw new Error('inlineSvg: the file must be one <svg> element');
	}
	const blocked = svg.match(/<script\b|<style\b|\sstyle="|\son[a-z]+="|\s(?:xlink:)?href="(?!#)/i);
	if (blocked) {
		throw new Error(`inlineSvg: the file carries ${blocked[0].trim()}, which a page cannot inline`);
	}
	if (!label.trim()) throw new Error('inlineSvg: label must not be empty');

	svg = svg
		.replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, '')
		.replace(/<desc\b[^>]*>[\s\S]*?<\/desc>/gi, '')
		// Inside <text>, a space between two <tspan>s is a rendered space: keep one.
		.split(/(<text\b[\s\S]*?<\/text>)/i)
		.map((part, i) =>
			i % 2 ? part : part.replace(/>\s+</g, '><').replace(/>\s+$/, '>').replace(/^\s+</, '<'),
		)
		.join('')
		.replace(/\s+/g, ' ')
		.replace(/\s+(\/?>)/g, '$1');

	const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
	if (ids.size > 0) {
		const prefixed = (id: string) => (ids.has(id) ? `${idPrefix}${id}` : id);
		svg = svg
			.replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${prefixed(id)}"`)
			.replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefixed(id)})`)
			.replace(
				/\s((?:xlink:)?href)="#([^"]+)"/g,
				(_, name: string, id: string) => ` ${name}="#${prefixed(id)}"`,
			);
	}

	const extra = Object.entries({ role: 'img', 'aria-label': label, ...attributes })
		.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
		.join('');
	return svg.replace(
		ROOT,
		(_, rest: string) => `<svg${rest.replace(ROOT_ATTRIBUTES_REPLACED, '')}${extra}>`,
	);
}

/**
 * A small SVG file as a `data:` URL for an HTML attribute (the site's icon): no request of its own,
 * which on a slow connection would otherwise compete with the page's stylesheet before the first
 * paint. Double quotes become single ones, so the URL can sit in a double-quoted attribute; `%`
 * and `#` are escaped, which is all a URL needs here besides what the attribute escapes.
 */
export function svgDataUrl(source: string): string {
	const svg = source.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
	if (svg.includes("'"))
		throw new Error("svgDataUrl: the SVG must not contain ' (it quotes with ')");
	return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/%/g, '%25').replace(/#/g, '%23')}`;
}
