/**
 * Formulas in guides and articles, typeset at build time as MathML (no script, stylesheet or font
 * in the browser). Sätteri's math feature parses `$…$` and `$$…$$` as remark-math does, into
 * `<code class="language-math math-inline">` and `<pre><code class="language-math math-display">`;
 * this hast plugin replaces each with the `<math>` element KaTeX makes (src/lib/maths/render.ts).
 *
 *   // astro.config.mjs
 *   markdown: { processor: satteri({ features: { math: true }, hastPlugins: [mathsToMathml, …] }) }
 *
 * It runs before the glossary linker, which never links inside `<math>`. A formula KaTeX cannot
 * read, or dollar amounts read as a formula ("$5 and $10": write `\$5 and \$10`), stops the build
 * with the file, line and reason.
 */
import type { Element, ElementContent } from 'hast';
import type { HastPluginDefinition } from 'satteri';
import { fileURLToPath } from 'node:url';
import { MathsError, displayHtml, texToMathml } from '../../lib/maths/render.ts';
import { delimiterProblem } from '../../lib/maths/syntax.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
	text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
		name[0] === '#'
			? String.fromCodePoint(
					name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
				)
			: (ENTITIES[name] ?? whole),
	);

/**
 * KaTeX's MathML (well-formed markup: elements, double-quoted attributes, escaped text) as a hast
 * tree. `class` becomes `className` and `tabindex` `tabIndex`, as hast names them.
 */
export function mathmlToHast(markup: string): Element {
	const root: Element = { type: 'element', tagName: 'root', properties: {}, children: [] };
	const stack: Element[] = [root];
	const token = /<\/([\w-]+)>|<([\w-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
	for (const match of markup.matchAll(token)) {
		const [, closing, opening, attributes, selfClosing, text] = match;
		const parent = stack.at(-1)!;
		if (text !== undefined) {
			parent.children.push({ type: 'text', value: decode(text) });
		} else if (closing) {
			if (stack.length > 1) stack.pop();
		} else if (opening) {
			const properties: Element['properties'] = {};
			for (const [, name, value] of (attributes ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
				const decoded = decode(value!);
				if (name === 'class') properties.className = decoded.split(/\s+/);
				else if (name === 'tabindex') properties.tabIndex = Number(decoded);
				else properties[name!] = decoded;
			}
			const element: Element = { type: 'element', tagName: opening, properties, children: [] };
			parent.children.push(element);
			if (!selfClosing) stack.push(element);
		}
	}
	return root.children[0] as Element;
}

const classesOf = (node: Element) => {
	const value = node.properties?.className;
	return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
};

function fail(message: string, fileURL: URL | undefined, line: number | undefined): never {
	const where = fileURL ? `${fileURLToPath(fileURL)}${line ? `:${line}` : ''}` : 'Markdown';
	throw new Error(`${where}: ${message}`);
}

export const mathsToMathml: HastPluginDefinition = {
	name: 'maths-to-mathml',
	options: { position: true },
	element: {
		filter: ['code'],
		visit(node, ctx) {
			const classes = classesOf(node);
			const display = classes.includes('math-display');
			if (!display && !classes.includes('math-inline')) return;
			const tex = ctx.textContent(node);
			const line = node.position?.start.line;
			if (!display && node.position) {
				const { start, end } = node.position;
				const source = ctx.source.slice(start.offset, end.offset);
				const problem = delimiterProblem(
					source.replace(/^\$+|\$+$/g, ''),
					source,
					ctx.source[end.offset!] ?? '',
				);
				if (problem) fail(`the text ${problem}`, ctx.fileURL, line);
			}
			let math: string;
			try {
				math = texToMathml(tex, display);
			} catch (error) {
				if (error instanceof MathsError)
					fail(`a formula cannot be typeset, “${tex}”: ${error.message}`, ctx.fileURL, line);
				throw error;
			}
			if (display) {
				const pre = ctx.parent(node);
				ctx.replaceNode(
					pre.type === 'element' && pre.tagName === 'pre' ? pre : node,
					mathmlToHast(displayHtml(math)),
				);
			} else {
				ctx.replaceNode(node, mathmlToHast(math) as ElementContent);
			}
		},
	},
};

export default mathsToMathml;
