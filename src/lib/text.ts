/** Plain text of articles: what a reader reads, for word counts, reading time and blog search. */

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

/** Elements whose text starts and ends a block, so their words never run into the next ones. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
	'p',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'li',
	'dt',
	'dd',
	'blockquote',
	'pre',
	'div',
	'section',
	'aside',
	'figure',
	'figcaption',
	'table',
	'thead',
	'tbody',
	'tr',
	'td',
	'th',
	'caption',
	'ul',
	'ol',
	'dl',
	'br',
	'hr',
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
