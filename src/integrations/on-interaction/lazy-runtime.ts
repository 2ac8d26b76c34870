/**
 * The deferred island runtime, built once per build.
 *
 * Astro writes its island runtime (the `<astro-island>` element, about 4.4 KB) and the directive
 * scripts inline into every page that has an island. On reading pages every island waits for the
 * reader's first interaction, so that code has nothing to do at load: inline, it costs about
 * 1.8 KB of brotli HTML on each of them, and parsing time before the first paint. There the
 * middleware writes a small loader instead (`loader.ts`), and the runtime becomes one hashed,
 * cacheable file that the loader imports on the first interaction, side by side with the
 * island's own code.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import astroIslandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { bundleScript } from '../bundle.ts';

/**
 * Astro's island runtime as a script is an internal module of Astro, not a documented interface:
 * check it is still the script that defines <astro-island>, and stop the build saying so if an
 * Astro update moved or changed it (lazy-runtime.test.ts checks the same).
 */
export function checkedIslandRuntime(runtime: unknown = astroIslandRuntime): string {
	if (typeof runtime !== 'string' || !runtime.includes('astro-island'))
		throw new Error(
			'on-interaction: astro/runtime/server/astro-island.prebuilt.js is no longer the script defining <astro-island> (an Astro internal): update src/integrations/on-interaction/lazy-runtime.ts.',
		);
	return runtime;
}

export interface LazyIslands {
	/** Path of the runtime file under the site root, e.g. `/_astro/island-runtime.1a2b3c4d.js`. */
	runtimeUrl: string;
	/** The runtime file: the lazy `client:interaction` directive, then Astro's island runtime. */
	runtimeCode: string;
	/** The inline loader script's text. */
	loaderScript: string;
	/**
	 * The loader for pages with an island that hydrates as the page loads when the address asks
	 * for its view (`client:interaction="letter term"`): it also starts those islands.
	 */
	viewLoaderScript: string;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

async function bundle(contents: string, define: Record<string, string> = {}): Promise<string> {
	const text = await bundleScript({
		stdin: { contents, resolveDir: here('.'), loader: 'ts' },
		// The URLs the loader imports are the site's own files, fetched by the browser.
		external: ['/_astro/*'],
		// ES module output, wrapped below: an IIFE build adds CommonJS helpers for the dynamic imports.
		format: 'esm',
		target: 'es2022',
		define,
	});
	return `(()=>{${text.trim()}})();`;
}

let built: Promise<LazyIslands> | undefined;

/**
 * The runtime and its loaders, built once per process: the integration serves and writes the
 * runtime, the post-build steps write the loaders into pages and hash them.
 */
export function buildLazyIslands(): Promise<LazyIslands> {
	built ??= buildOnce();
	return built;
}

async function buildOnce(): Promise<LazyIslands> {
	// The directive is registered before Astro's runtime defines <astro-island>: the islands
	// already in the page upgrade at once and ask for it.
	const directive = await bundle(
		`import directive from './directive.ts';
(self.Astro || (self.Astro = {})).interaction = directive;`,
	);
	const runtimeCode = `${directive}\n${checkedIslandRuntime()}\n`;
	const hash = createHash('sha256').update(runtimeCode).digest('base64url').slice(0, 10);
	const runtimeUrl = `/_astro/island-runtime.${hash}.js`;
	const loader = (viewIslands: boolean) =>
		bundle(`import './loader.ts';`, {
			ISLAND_RUNTIME_URL: JSON.stringify(runtimeUrl),
			VIEW_ISLANDS: String(viewIslands),
		});
	return {
		runtimeUrl,
		runtimeCode,
		loaderScript: await loader(false),
		viewLoaderScript: await loader(true),
	};
}
