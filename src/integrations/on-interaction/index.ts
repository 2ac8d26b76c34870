/**
 * `client:interaction` — hydrate an island on the reader's first pointer down, focus or key press
 * inside it, then replay the click that triggered it so the first action is never lost.
 *
 * Reading pages use it so that a guide that is only read and scrolled downloads no JavaScript.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function onInteraction(): AstroIntegration {
	return {
		name: 'ai-atlas:on-interaction',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'interaction',
					entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
				});
			},
		},
	};
}
