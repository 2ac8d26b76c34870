/**
 * Builds the inline scripts of src/inline-scripts/registry.ts with esbuild (bundled, minified),
 * once per process, and gives them to pages by name as `virtual:ai-atlas/inline-scripts`. The
 * same built text is what the post-build steps and the middleware hash for each page's
 * Content-Security-Policy (src/lib/html/pin-policy.ts), so the two cannot drift.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INLINE_SCRIPTS, type InlineScriptName } from '../inline-scripts/registry.ts';
import { bundleScript } from './bundle.ts';
import { virtualModule } from './virtual-module.ts';

async function bundle(entry: string): Promise<string> {
	const text = await bundleScript({
		entryPoints: [fileURLToPath(new URL(entry, new URL('../inline-scripts/', import.meta.url)))],
		format: 'iife',
		target: 'es2020',
		// Inline scripts are classic scripts: no "use strict" prologue (TypeScript's strict mode
		// checks the source; the prologue would only cost bytes on every page).
		tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
	});
	return text.trim();
}

export type BuiltInlineScripts = Record<InlineScriptName, string>;

let built: Promise<BuiltInlineScripts> | undefined;

/** The built text of every script of the registry, by name (built once per process). */
export function buildInlineScripts(): Promise<BuiltInlineScripts> {
	built ??= Promise.all(
		Object.entries(INLINE_SCRIPTS).map(
			async ([name, { entry }]) => [name, await bundle(entry)] as const,
		),
	).then((entries) => Object.fromEntries(entries) as BuiltInlineScripts);
	return built;
}

export default function inlineScripts(): AstroIntegration {
	return {
		name: 'ai-atlas:inline-scripts',
		hooks: {
			'astro:config:setup': async ({ updateConfig }) => {
				const scripts = await buildInlineScripts();
				updateConfig({ vite: { plugins: [virtualModule('inline-scripts', () => scripts)] } });
			},
		},
	};
}
