/**
 * Reads one built page for the site search index: parses its HTML (parse5, the parser browsers'
 * own algorithm is written after) and takes the text of the element marked `data-search-body`,
 * cut into sections at its headings, with the facts the page declares about itself (markers:
 * SEARCH_MARKERS in src/lib/site-search/result-types.ts). Pure: HTML in, page out.
 */
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { attribute, elements, firstElement, isElement, toHast } from '../../lib/html/tree.ts';
import { mathmlToText } from '../../lib/maths/mathml.ts';
import { resultHref } from '../../lib/site-search/results.ts';
import {
	INDEXED_TYPES,
	SEARCH_MARKERS,
	type IndexedType,
} from '../../lib/site-search/result-types.ts';
import type { PassageFile } from '../../lib/site-search/index-format.ts';
import { BLOCK_TAGS } from '../../lib/text.ts';

/** A page as the index compiler reads it: the facts its passages carry, and its sections. */
export interface ExtractedPage extends Omit<PassageFile, 'section' | 'text'> {
	/** The text before the first heading, then one section per h2–h6 heading with an id. */
	sections: ExtractedSection[];
}

export interface ExtractedSection {
	heading?: PassageFile['section'];
	/** The section's text, its heading's first, white space collapsed. */
	text: string;
}

/**
 * Left out of every indexed page, besides what is marked `data-search-ignore`: navigation
 * (breadcrumbs, tables of contents), the glossary tooltips inside guides and articles (whose
 * definitions would make every guide match every linked term), and what is not text.
 */
const SKIPPED_ELEMENTS = new Set([
	'nav',
	'script',
	'style',
	'template',
	'noscript',
	'svg',
	'button',
]);

const HEADING = /^h[2-6]$/;

const isSkipped = (element: Tree.Element) =>
	SKIPPED_ELEMENTS.has(element.tagName) ||
	attribute(element, SEARCH_MARKERS.ignore) !== undefined ||
	attribute(element, 'role') === 'tooltip' ||
	attribute(element, 'hidden') !== undefined;

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Hands `add` the text under `node` as the index reads it (skipped parts left out, a block's text
 * set apart by spaces), offering each element to `enter` first: an element it returns true for is
 * left to it.
 */
function walkText(
	node: Tree.ParentNode,
	add: (text: string) => void,
	enter?: (element: Tree.Element) => boolean,
): void {
	for (const child of node.childNodes) {
		if (child.nodeName === '#text') add((child as Tree.TextNode).value);
		else if (!isElement(child) || isSkipped(child) || enter?.(child)) continue;
		else if (child.tagName === 'math') add(mathmlToText(toHast(child)));
		else {
			const block = BLOCK_TAGS.has(child.tagName);
			if (block) add(' ');
			walkText(child, add, enter);
			if (block) add(' ');
		}
	}
}

function textOf(node: Tree.ParentNode): string {
	let text = '';
	walkText(node, (part) => (text += part));
	return text;
}

/** Walks the indexed content, starting a new section at each h2–h6 heading that has an id. */
function sectionsOf(body: Tree.Element): { sections: ExtractedSection[]; h1?: string } {
	const sections: ExtractedSection[] = [{ text: '' }];
	let h1: string | undefined;
	walkText(
		body,
		(text) => (sections.at(-1)!.text += text),
		(element) => {
			const id = attribute(element, 'id');
			if (HEADING.test(element.tagName) && id) {
				const title = oneSpaced(textOf(element));
				sections.push({ heading: { title, id, element: element.tagName }, text: `${title} ` });
				return true;
			}
			if (element.tagName === 'h1') h1 ??= oneSpaced(textOf(element));
			return false;
		},
	);
	return {
		h1,
		sections: sections
			.map((section) => ({ ...section, text: oneSpaced(section.text) }))
			// An empty opening (a page that starts with a heading) is no passage of its own.
			.filter((section, i) => i > 0 || section.text),
	};
}

/**
 * The indexed part of a built page, or undefined when the page carries no `data-search-body`.
 * `file` is the page's path in the build folder (`topics/x.html`); a wrong type throws, naming it.
 */
export function extractPage(html: string, file: string): ExtractedPage | undefined {
	const document = parse(html);
	const body = [...elements(document)].find(
		(element) => attribute(element, SEARCH_MARKERS.body) !== undefined,
	);
	if (!body) return undefined;
	const type = attribute(body, SEARCH_MARKERS.type);
	if (!INDEXED_TYPES.includes(type as IndexedType))
		throw new Error(
			`Site search: ${file} is marked for the index with ${SEARCH_MARKERS.type}="${type ?? ''}"; ` +
				`the index takes ${INDEXED_TYPES.join(', ')} (glossary terms are searched through the glossary API).`,
		);
	const { sections, h1 } = sectionsOf(body);
	const url = resultHref(`/${file}`);
	const date = attribute(body, SEARCH_MARKERS.date);
	const difficulty = attribute(body, SEARCH_MARKERS.difficulty);
	// The title: its first h1, else its <title> without the site's name.
	const titleTag = firstElement(document, 'title');
	return {
		url,
		title: h1 || (titleTag && oneSpaced(textOf(titleTag)).replace(/\s*\|\s*AI Atlas$/, '')) || url,
		type: type as IndexedType,
		...(date && { date }),
		...(difficulty && { difficulty }),
		sections,
	};
}
