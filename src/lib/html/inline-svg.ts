/**
 * Turns one of our own SVG files into markup that can sit inside a page, with SVGO.
 *
 * A page's lead diagram is the largest thing on its first screen. Linked as an image, it costs a
 * request of its own, which on a slow connection paints it well after the text around it; carried
 * in the HTML it paints with that text. The file stays the source (editors change the file, and
 * structured data still points at it); this only rewrites it for the page:
 *  - SVGO's default optimisations, plus: `<title>` and `<desc>` dropped (the page gives the picture
 *    its accessible name, the same alt text an `<img>` had, and a `<title>` would also show as a
 *    tooltip over the whole picture), and `xmlns`, which an HTML page does not need;
 *  - runs of whitespace inside `<text>` collapse to one space, as an SVG renderer shows them;
 *  - ids get a prefix (`prefixIds`), with every `url(#id)` and `href="#id"` that points at them,
 *    so two pictures on one page (or a picture and the page) cannot take each other's markers;
 *  - the root `<svg>` gets `role="img"`, the accessible name, and any extra attributes asked for,
 *    in place of the file's own `role`, `aria-*`, `version` and `xmlns:xlink`.
 */
import { optimize, type CustomPlugin } from 'svgo';

export interface InlineSvgOptions {
	/** The picture's accessible name, as an `<img>`'s alt text. */
	label: string;
	/** Put before every id in the picture; must be unique on the page. */
	idPrefix: string;
	/** Extra attributes for the root `<svg>` (values are escaped). */
	attributes?: Record<string, string>;
}

/** Fails on what the file cannot be for a page: not one `<svg>`, or what its policy would block. */
const refuseWhatAPageCannotCarry: CustomPlugin = {
	name: 'refuseWhatAPageCannotCarry',
	fn: () => ({
		root: {
			enter(root) {
				const elements = root.children.filter((node) => node.type === 'element');
				const stray = root.children.some((node) => node.type === 'text' && node.value.trim());
				if (elements.length !== 1 || elements[0]!.name !== 'svg' || stray)
					throw new Error('inlineSvg: the file must be one <svg> element');
			},
		},
		element: {
			enter(node) {
				const blocked =
					node.name === 'script' || node.name === 'style'
						? `<${node.name}`
						: Object.entries(node.attributes)
								.map(([name, value]) =>
									name === 'style' ||
									/^on/i.test(name) ||
									((name === 'href' || name === 'xlink:href') && !value.startsWith('#'))
										? `${name}=`
										: undefined,
								)
								.find(Boolean);
				if (blocked)
					throw new Error(`inlineSvg: the file carries ${blocked}, which a page cannot inline`);
			},
		},
	}),
};

/** Inside `<text>`, a run of XML whitespace renders as one space (a no-break space stays). */
const collapseTextWhitespace: CustomPlugin = {
	name: 'collapseTextWhitespace',
	fn: () => ({
		text: {
			enter(node) {
				node.value = node.value.replace(/[ \t\r\n]+/g, ' ');
			},
		},
	}),
};

/**
 * The SVG file's text as inline markup (see the module comment). Throws when the text is not a
 * single `<svg>` element, or when it carries what a page's content-security policy would block
 * (`<script>`, `<style>`, `style=""`, event handler attributes) or a link out of the site.
 */
export function inlineSvg(
	source: string,
	{ label, idPrefix, attributes = {} }: InlineSvgOptions,
): string {
	if (!label.trim()) throw new Error('inlineSvg: label must not be empty');
	try {
		return optimize(source, {
			plugins: [
				refuseWhatAPageCannotCarry,
				{ name: 'preset-default', params: { overrides: { removeDesc: { removeAny: true } } } },
				'removeTitle',
				'removeXMLNS',
				collapseTextWhitespace,
				{
					name: 'removeAttrs',
					// '#' separates element from attribute: the names hold ':'.
					params: { elemSeparator: '#', attrs: 'svg#(role|aria-.*|version|xmlns:xlink)' },
				},
				{ name: 'prefixIds', params: { prefix: idPrefix, delim: '', prefixClassNames: false } },
				{
					name: 'addAttributesToSVGElement',
					params: { attributes: [{ role: 'img', 'aria-label': label, ...attributes }] },
				},
			],
		}).data;
	} catch (error) {
		if ((error as Error).name !== 'SvgoParserError') throw error;
		throw new Error(`inlineSvg: the file must be one <svg> element (${(error as Error).message})`, {
			cause: error,
		});
	}
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
