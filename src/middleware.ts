/**
 * Runs for every page as it is rendered. Prebuilt pages are finished after the build
 * (src/integrations/post-build/); a page rendered on demand (the glossary's term pages) is
 * finished here by the same steps: Astro's island bootstrap is hoisted or replaced by the deferred
 * runtime's loader, then the policy Astro gives it in a header is pinned to the inline scripts
 * and styles it carries. It also gets the site's security headers, which Netlify gives static
 * files only.
 */
import { createHash } from 'node:crypto';
import { defineMiddleware } from 'astro:middleware';
import * as inlineScripts from 'virtual:ai-atlas/inline-scripts';
import { loaderScript, viewLoaderScript } from 'virtual:ai-atlas/lazy-islands';
import { finishPage } from './lib/html/page-steps';
import { hoistIslandScriptsStep } from './integrations/on-interaction/hoist-island-scripts';
import { knownScripts, pinPolicyStep, unknownScriptMessage } from './lib/html/pin-policy';
import { SECURITY_HEADERS } from './lib/security-headers';

const onDemandSteps = [
	hoistIslandScriptsStep({ lazyLoader: loaderScript, viewLoader: viewLoaderScript }),
	pinPolicyStep({
		known: knownScripts({ ...inlineScripts, loaderScript, viewLoaderScript }),
		// The build fails on such a script; a reader's request is answered, the script blocked.
		onUnknown: (page, script) => console.error(`${page}: ${unknownScriptMessage(script)}`),
	}),
];

export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (context.isPrerendered) return response;
	// Astro gives a page rendered on demand its policy in a header, not a <meta>.
	const pagePolicy = response.headers.get('content-security-policy') ?? undefined;
	const headers = new Headers(response.headers);
	for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
	if (!response.headers.get('content-type')?.startsWith('text/html'))
		return new Response(response.body, { status: response.status, headers });
	const { html, policy } = finishPage(
		await response.text(),
		context.url.pathname,
		onDemandSteps,
		pagePolicy,
	);
	headers.set('content-type', 'text/html; charset=utf-8');
	// Two policies in one header, comma-separated: a browser enforces both.
	if (policy)
		headers.set(
			'content-security-policy',
			`${policy}, ${SECURITY_HEADERS['Content-Security-Policy']}`,
		);
	headers.delete('content-length');
	// A validator: a term page a reader saved with a guide is revalidated after each build, and
	// one unchanged answers 304 without its body.
	if (response.status === 200) {
		const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
		headers.set('etag', etag);
		if (context.request.headers.get('if-none-match') === etag)
			return new Response(null, { status: 304, headers });
	}
	return new Response(html, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
});
