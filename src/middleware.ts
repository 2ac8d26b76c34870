/**
 * Runs for every page as it is rendered (at build time for this static site): moves Astro's
 * island bootstrap scripts into <head> so the first paint already holds the final page, or
 * replaces them with the deferred runtime's loader where every island waits for interaction (see
 * src/lib/html/hoist-island-scripts.ts), then pins the page's Content-Security-Policy to the
 * inline scripts and styles it really carries (src/lib/html/pin-csp-hashes.ts). Pages rendered on
 * demand also get the site's security headers, which Netlify gives static files only.
 */
import { createHash } from 'node:crypto';
import { defineMiddleware } from 'astro:middleware';
import { loaderScript, viewLoaderScript } from 'virtual:ai-atlas/lazy-islands';
import { hoistIslandScripts } from './lib/html/hoist-island-scripts';
import { pinCspHashes, pinPolicy } from './lib/html/pin-csp-hashes';
import { SECURITY_HEADERS } from './lib/security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	const html = response.headers.get('content-type')?.startsWith('text/html');
	if (context.isPrerendered && !html) return response;
	const headers = new Headers(response.headers);
	// Astro gives a page rendered on demand its policy in a header, not a <meta>.
	const pagePolicy = headers.get('content-security-policy');
	if (!context.isPrerendered)
		for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
	if (!html) return new Response(response.body, { status: response.status, headers });
	const body = pinCspHashes(
		hoistIslandScripts(await response.text(), {
			lazyLoader: loaderScript,
			viewLoader: viewLoaderScript,
		}),
		sha256,
	);
	if (!context.isPrerendered) headers.set('content-type', 'text/html; charset=utf-8');
	// Two policies in one header, comma-separated: a browser enforces both.
	if (!context.isPrerendered && pagePolicy)
		headers.set(
			'content-security-policy',
			`${pinPolicy(pagePolicy, body, sha256)}, ${SECURITY_HEADERS['Content-Security-Policy']}`,
		);
	headers.delete('content-length');
	return new Response(body, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
});
