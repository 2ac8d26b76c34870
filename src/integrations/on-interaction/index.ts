/**
 * `client:interaction` — hydrate an island on the reader's first pointer down, focus or key press
 * inside it, then replay the click that triggered it so the first action is never lost.
 *
 * Reading pages use it so that a guide that is only read and scrolled downloads no JavaScript.
 * On those pages the island runtime itself is deferred to the first interaction too
 * (`lazy-runtime.ts`): this integration builds it, serves it in development, and gives the
 * middleware the loader that replaces it (`virtual:ai-atlas/lazy-islands`); the build writes it
 * out (`writeIslandRuntime`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { BuiltSite } from '../built-site.ts';
import { virtualModule } from '../virtual-module.ts';
import { buildLazyIslands } from './lazy-runtime.ts';

export default function onInteraction(): AstroIntegration {
	let lazy: Awaited<ReturnType<typeof buildLazyIslands>>;
	return {
		name: 'ai-atlas:on-interaction',
		hooks: {
			'astro:config:setup': async ({ addClientDirective, updateConfig }) => {
				addClientDirective({
					name: 'interaction',
					entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
				});
				lazy = await buildLazyIslands();
				updateConfig({
					vite: {
						plugins: [
							{
								...virtualModule('lazy-islands', () => ({
									loaderScript: lazy.loaderScript,
									viewLoaderScript: lazy.viewLoaderScript,
								})),
								configureServer(server) {
									server.middlewares.use(lazy.runtimeUrl, (_req, res) => {
										res.setHeader('Content-Type', 'text/javascript');
										res.end(lazy.runtimeCode);
									});
								},
							},
						],
					},
				});
			},
		},
	};
}

/** Writes the runtime into the build, where the reading pages' loaders import it. */
export async function writeIslandRuntime({ dist }: BuiltSite): Promise<void> {
	const { runtimeUrl, runtimeCode } = await buildLazyIslands();
	writeFileSync(join(dist, runtimeUrl), runtimeCode);
}
