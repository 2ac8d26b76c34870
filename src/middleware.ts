/**
 * Runs for every page as it is rendered (at build time for this static site): moves Astro's
 * island bootstrap scripts into <head> so the first paint already holds the final page (see
 * src/lib/html/hoist-island-scripts.ts for why).
 */
import { defineMiddleware } from 'astro:middleware';
import { hoistIslandScripts } from './lib/html/hoist-island-scripts';

export const onRequest = defineMiddleware(async (_context, next) => {
	const response = await next();
	if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
	return new Response(hoistIslandScripts(await response.text()), {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers,
	});
});
