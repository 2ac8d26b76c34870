/**
 * The few operations the post-build steps need on a page parsed by parse5: walk its elements,
 * read and set attributes and text, move and create elements, and hand an element over as hast.
 */
import type { Element as HastElement, ElementContent } from 'hast';
import { defaultTreeAdapter, html, type DefaultTreeAdapterTypes as Tree } from 'parse5';

export type Document = Tree.Document;
export type Element = Tree.Element;
export type ParentNode = Tree.ParentNode;
export type ChildNode = Tree.ChildNode;

export const isElement = (node: Tree.Node): node is Element => 'tagName' in node;

/** Every element under `root`, in document order (not the inert content of <template>). */
export function* elements(root: ParentNode): Generator<Element> {
	for (const child of root.childNodes) {
		if (!isElement(child)) continue;
		yield child;
		yield* elements(child);
	}
}

/** The first element under `root` named `tagName`. */
export const firstElement = (root: ParentNode, tagName: string) =>
	elements(root).find((element) => element.tagName === tagName);

export function attribute(element: Element, name: string): string | undefined {
	return element.attrs.find((attr) => attr.name === name)?.value;
}

export function setAttribute(element: Element, name: string, value: string): void {
	const attr = element.attrs.find((candidate) => candidate.name === name);
	if (attr) attr.value = value;
	else element.attrs.push({ name, value });
}

/** The text of an element and its descendants, entities decoded (a <script>'s code, an <h1>'s words). */
export function textOf(element: ParentNode): string {
	return element.childNodes
		.map((node) => ('value' in node ? node.value : isElement(node) ? textOf(node) : ''))
		.join('');
}

/**
 * An element and its descendants as hast (elements and text; comments dropped). `class` becomes
 * `className` and `tabindex` `tabIndex`, as hast names them; other attributes keep their names.
 */
export function toHast(element: Element): HastElement {
	const properties: HastElement['properties'] = {};
	for (const { name, value } of element.attrs) {
		if (name === 'class') properties.className = value.split(/\s+/);
		else if (name === 'tabindex') properties.tabIndex = Number(value);
		else properties[name] = value;
	}
	const children: ElementContent[] = [];
	for (const child of element.childNodes)
		if (isElement(child)) children.push(toHast(child));
		else if (child.nodeName === '#text')
			children.push({ type: 'text', value: (child as Tree.TextNode).value });
	return { type: 'element', tagName: element.tagName, properties, children };
}

/** A new HTML element with attributes and, when given, its text. */
export function createElement(
	tagName: string,
	attributes: Record<string, string> = {},
	text?: string,
): Element {
	const element = defaultTreeAdapter.createElement(
		tagName,
		html.NS.HTML,
		Object.entries(attributes).map(([name, value]) => ({ name, value })),
	);
	if (text !== undefined) defaultTreeAdapter.insertText(element, text);
	return element;
}

/** Moves (or inserts) `node` into `parent` before `reference`, or at its end. */
export function insertBefore(parent: ParentNode, node: ChildNode, reference?: ChildNode): void {
	defaultTreeAdapter.detachNode(node);
	if (reference) defaultTreeAdapter.insertBefore(parent, node, reference);
	else defaultTreeAdapter.appendChild(parent, node);
}

export function replaceNode(node: ChildNode, replacement: ChildNode): void {
	insertBefore(node.parentNode!, replacement, node);
	defaultTreeAdapter.detachNode(node);
}

export const removeNode = (node: ChildNode) => defaultTreeAdapter.detachNode(node);

/** The element before `node` among its siblings, when nothing but an element separates them. */
export function previousElement(node: ChildNode): Element | undefined {
	const siblings = node.parentNode?.childNodes ?? [];
	const before = siblings[siblings.indexOf(node) - 1];
	return before && isElement(before) ? before : undefined;
}

/** The stylesheet links directly in <head> (a link inside <noscript> is text to the parser, and applies only without scripts). */
export function headStylesheets(head: Element): Element[] {
	return head.childNodes.filter(
		(node): node is Element =>
			isElement(node) && node.tagName === 'link' && attribute(node, 'rel') === 'stylesheet',
	);
}
