/**
 * Builds the progress paint script (src/lib/learning/paint.ts) with esbuild, once per build, and
 * gives it to pages as `virtual:ai-atlas/paint-script`: the inline script /learn, the path pages
 * and the home page run while they are parsed, so the reader's progress is in their first paint.
 * The middleware pins each page's CSP to the hashes of the inline scripts it carries.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

const VIRTUAL_ID = 'virtual:ai-atlas/paint-script';

export async function buildPaintScript(): Promise<string> {
	const output = await build({
		entryPoints: [fileURLToPath(new URL('../lib/learning/paint.ts', import.meta.url))],
		bundle: true,
		minify: true,
		format: 'iife',
		target: 'es2020',
		write: false,
	});
	return output.outputFiles[0]!.text.trim();
}

export default function learningPaint(): AstroIntegration {
	return {
		name: 'ai-atlas:learning-paint',
		hooks: {
			'astro:config:setup': async ({ updateConfig }) => {
				const script = await buildPaintScript();
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'ai-atlas:paint-script',
								resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
								load: (id) =>
									id === `\0${VIRTUAL_ID}`
										? `export const paintScript = ${JSON.stringify(script)};`
										: undefined,
							},
						],
					},
				});
			},
		},
	};
}
