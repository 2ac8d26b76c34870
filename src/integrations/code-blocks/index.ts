/**
 * A Sätteri hast plugin that lets keyboard users scroll code blocks: a long line makes a `<pre>`
 * scroll sideways, and a region that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable). `tabindex="0"` on every block costs a few bytes; which block
 * will scroll depends on the reader's screen, so all of them get it.
 */
import type { HastPluginDefinition } from 'satteri';

export const focusableCodeBlocks: HastPluginDefinition = {
	name: 'focusable-code-blocks',
	element: {
		filter: ['pre'],
		visit(node, ctx) {
			ctx.setProperty(node, 'tabIndex', 0);
		},
	},
};
