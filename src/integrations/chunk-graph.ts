/**
 * The client build's chunk graph, for the offline packs (service-worker.ts), as the bundler states
 * it: each chunk's `imports` and `dynamicImports`, and what Vite adds in its documented output
 * metadata, `viteMetadata` (https://vite.dev/guide/api-plugin#output-bundle-metadata).
 */
import type { ViteUserConfig } from 'astro';

/**
 * Site path (the site is served from `/`) of each chunk of the client build → what it loads with it: the chunks it imports
 * (statically or on demand), its stylesheets, and the files it names by URL (`?url` imports).
 */
export type ChunkGraph = Map<string, string[]>;

type VitePlugin = Extract<NonNullable<ViteUserConfig['plugins']>[number], { name: string }>;

/** Fills `graph` as the client build writes its chunks. */
export function chunkGraphPlugin(graph: ChunkGraph): VitePlugin {
	return {
		name: 'ai-atlas:chunk-graph',
		apply: 'build',
		// Vite fills in `viteMetadata` in its own plugins: read it after them.
		enforce: 'post',
		// The browser's code only; Astro names that environment `client`.
		applyToEnvironment: (environment) => environment.name === 'client',
		generateBundle(_options, bundle) {
			for (const output of Object.values(bundle)) {
				if (output.type !== 'chunk') continue;
				const { imports, dynamicImports, viteMetadata } = output;
				graph.set(
					`/${output.fileName}`,
					[
						...imports,
						...dynamicImports,
						...(viteMetadata?.importedCss ?? []),
						...(viteMetadata?.importedAssets ?? []),
					].map((file) => `/${file}`),
				);
			}
		},
	};
}
