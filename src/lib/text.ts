/**
 * Plain text: what a reader reads of an article (word counts, reading time, blog search), and text
 * folded for matching.
 */

/** Any character outside ASCII, which alone may fold to something else (astral ones are surrogate pairs, inside the range). */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Text as searches compare it: compatibility forms split (NFKD: "ﬁ" is "fi", "²" is "2"), accents
 * and other combining marks removed, lower case. Plain ASCII takes a fast path.
 * @example foldText('Ça Ñ ﬁ') // 'ca n fi'
 */
export function foldText(text: string): string {
	return NON_ASCII.test(text)
		? text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
		: text.toLowerCase();
}

/** Words joined as a sentence lists them: "A", "A and B", "A, B and C". */
export const joinWords = (words: readonly string[]) => new Intl.ListFormat('en-GB').format(words);

/**
 * A node of a parsed document (hast, with MDX's nodes): just what `documentText` reads.
 */
export interface TextNode {
	type: string;
	value?: unknown;
	tagName?: string;
	properties?: Record<string, unknown>;
	children?: readonly TextNode[];
}

/**
 * Elements that start and end a block of text, so words on either side never run together: what
 * the article text, the site search's page reader and the glossary linker (its per-block cap) all
 * count as a block.
 */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
	'address',
	'article',
	'aside',
	'blockquote',
	'br',
	'caption',
	'dd',
	'details',
	'div',
	'dl',
	'dt',
	'figcaption',
	'figure',
	'footer',
	'form',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'header',
	'hr',
	'li',
	'main',
	'nav',
	'ol',
	'p',
	'pre',
	'section',
	'summary',
	'table',
	'tbody',
	'td',
	'tfoot',
	'th',
	'thead',
	'tr',
	'ul',
]);

/** Elements that hold no reading text. */
const SKIPPED_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'template', 'svg', 'math']);

/**
 * The words a reader sees in a parsed MDX document, as one line of plain text: text and code
 * as written (so `snake_case` stays one word), the children of components (a callout's body),
 * nothing of imports, `{expressions}`, component attributes or comments, and no definition
 * tooltips added by the glossary linker.
 */
export function documentText(root: TextNode): string {
	const parts: string[] = [];
	const visit = (node: TextNode) => {
		if (node.type === 'text') {
			parts.push(String(node.value ?? ''));
			return;
		}
		if (
			node.type !== 'root' &&
			node.type !== 'element' &&
			node.type !== 'mdxJsxFlowElement' &&
			node.type !== 'mdxJsxTextElement'
		)
			return;
		const tag = node.tagName ?? '';
		if (SKIPPED_TAGS.has(tag) || node.properties?.role === 'tooltip') return;
		const block = BLOCK_TAGS.has(tag) || node.type === 'mdxJsxFlowElement';
		if (block) parts.push(' ');
		for (const child of node.children ?? []) visit(child);
		if (block) parts.push(' ');
	};
	visit(root);
	return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Number of words in plain text. */
export function wordCount(text: string): number {
	const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
	return words ? words.length : 0;
}

/** Minutes to read at 225 words a minute, at least 1. */
export function readingMinutes(words: number): number {
	return Math.max(1, Math.round(words / 225));
}
