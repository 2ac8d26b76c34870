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
import { mathmlToHast } from '../../lib/maths/mathml.ts';
import { delimiterProblem } from '../../lib/maths/syntax.ts';

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
