/**
 * Runs for every page as it is rendered (at build time for this static site): moves Astro's
 * island bootstrap scripts into <head> so the first paint already holds the final page, or
 * replaces them with the deferred runtime's loader where every island waits for interaction (see
 * src/lib/html/hoist-island-scripts.ts), then pins the page's Content-Security-Policy to the
 * inline scripts and styles it really carries (src/lib/html/pin-csp-hashes.ts).
 */
import { createHash } from 'node:crypto';
import { defineMiddleware } from 'astro:middleware';
import { loaderScript, viewLoaderScript } from 'virtual:ai-atlas/lazy-islands';
import { hoistIslandScripts } from './lib/html/hoist-island-scripts';
import { pinCspHashes } from './lib/html/pin-csp-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const onRequest = defineMiddleware(async (_context, next) => {
	const response = await next();
	if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
	const html = hoistIslandScripts(await response.text(), {
		lazyLoader: loaderScript,
		viewLoader: viewLoaderScript,
	});
	return new Response(pinCspHashes(html, sha256), {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers,
	});
});
