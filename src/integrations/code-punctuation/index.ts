/**
 * A Sätteri hast plugin that unwraps Prism's punctuation tokens in highlighted code:
 *
 *   <span class="token punctuation">(</span>  →  (
 *
 * Brackets, commas and colons are the most frequent tokens in code (a guide's Python sample has
 * hundreds), and each costs a 35-byte span; unwrapped they take the code block's own text colour,
 * which reads as well on the dark code background. Other tokens keep their spans and colours.
 *
 * Runs after the highlighter: `satteri({ hastPlugins: [unwrapCodePunctuation] })`.
 */
import type { Element } from 'hast';
import type { HastPluginDefinition } from 'satteri';

/** Whether an element is a Prism token of exactly the kind "punctuation" (no other classes). */
function isPunctuationToken(node: Element): boolean {
	const classes = node.properties?.className;
	return (
		Array.isArray(classes) &&
		classes.length === 2 &&
		classes.includes('token') &&
		classes.includes('punctuation')
	);
}

export const unwrapCodePunctuation: HastPluginDefinition = {
	name: 'unwrap-code-punctuation',
	element: {
		filter: ['span'],
		visit(node, ctx) {
			if (isPunctuationToken(node)) ctx.replaceNode(node, [...node.children]);
		},
	},
};
