/**
 * Builds the small scripts pages carry inline with esbuild, once per build, and gives them to
 * pages as `virtual:ai-atlas/inline-scripts`:
 * - `paintScript` (src/lib/learning/paint.ts): /learn, the path pages and the home page run it
 *   while they are parsed, so the reader's progress is in their first paint;
 * - `offlinePageScript` (src/lib/offline/offline-page.ts): /offline lists what is saved, also
 *   when the service worker shows it in place of a page that is not saved.
 * The middleware pins each page's CSP to the hashes of the inline scripts it carries.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

const VIRTUAL_ID = 'virtual:ai-atlas/inline-scripts';

async function bundle(entry: string): Promise<string> {
	const output = await build({
		entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
		bundle: true,
		minify: true,
		format: 'iife',
		target: 'es2020',
		write: false,
	});
	return output.outputFiles[0]!.text.trim();
}

export default function inlineScripts(): AstroIntegration {
	return {
		name: 'ai-atlas:inline-scripts',
		hooks: {
			'astro:config:setup': async ({ updateConfig }) => {
				const scripts = {
					paintScript: await bundle('../lib/learning/paint.ts'),
					offlinePageScript: await bundle('../lib/offline/offline-page.ts'),
				};
				const source = Object.entries(scripts)
					.map(([name, code]) => `export const ${name} = ${JSON.stringify(code)};`)
					.join('\n');
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'ai-atlas:inline-scripts',
								resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
								load: (id) => (id === `\0${VIRTUAL_ID}` ? source : undefined),
							},
						],
					},
				});
			},
		},
	};
}
