/**
 * Builds the embeddable term card (src/embed/term-card.ts) into `/embed/term-card.js` at the end
 * of the build: one small script other sites include (no framework; budget 5 KB brotli, checked by
 * tests/budgets/embed.test.ts). Its address stays the same from build to build, so pages that
 * include it never need changing; netlify.toml gives it a week's cache.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltSite } from './built-site.ts';
import { bundleScript } from './bundle.ts';

export async function buildEmbed({ dist }: BuiltSite): Promise<void> {
	const code = await bundleScript({
		entryPoints: [fileURLToPath(new URL('../embed/term-card.ts', import.meta.url))],
		format: 'iife',
		target: 'es2020',
	});
	mkdirSync(join(dist, 'embed'), { recursive: true });
	writeFileSync(join(dist, 'embed/term-card.js'), code);
}
