/**
 * Builds the embeddable term card (src/embed/term-card.ts) into `/embed/term-card.js` at the end
 * of the build: one small script other sites include (no framework; budget 5 KB brotli, checked by
 * tests/budgets/embed.test.ts). Its address stays the same from build to build, so pages that
 * include it never need changing; netlify.toml gives it a week's cache.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

export default function embed(): AstroIntegration {
	return {
		name: 'ai-atlas:embed',
		hooks: {
			'astro:build:done': async ({ dir }) => {
				const output = await build({
					entryPoints: [fileURLToPath(new URL('../embed/term-card.ts', import.meta.url))],
					bundle: true,
					minify: true,
					format: 'iife',
					target: 'es2020',
					write: false,
				});
				const folder = join(fileURLToPath(dir), 'embed');
				mkdirSync(folder, { recursive: true });
				writeFileSync(join(folder, 'term-card.js'), output.outputFiles[0]!.text);
			},
		},
	};
}
