/**
 * Astro's Content-Security-Policy <meta> allows, on every page, the hash of every inline script
 * and style it can write anywhere in the site (each client directive, the island runtime, our
 * own scripts): about 13 hashes of 44 characters, which brotli cannot compress, on pages that
 * carry four or five of those scripts. This keeps, in `script-src` and `style-src`, exactly the
 * hashes of the inline scripts and styles the page itself carries: the page runs the same code,
 * and its policy allows nothing else.
 */

/** The CSP source expression for a text, e.g. `'sha256-…'`. */
export type HashSource = (text: string) => string;

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;

/** Inline classic and module scripts; JSON-LD and other data blocks are not run, so the policy ignores them. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

function runsAsScript(attributes = ''): boolean {
	if (/\ssrc=/.test(attributes)) return false;
	const type = attributes.match(/\stype="([^"]*)"/)?.[1];
	return type === undefined || type === 'module' || /javascript/i.test(type);
}

/** Rewrites the page's CSP <meta> so its hashes are those of its own inline scripts and styles. */
export function pinCspHashes(html: string, hashSource: HashSource): string {
	const meta = html.match(CSP_META);
	if (!meta) return html;
	const policy = pinPolicy(meta[1]!, html, hashSource);
	return html.replace(CSP_META, `<meta http-equiv="content-security-policy" content="${policy}">`);
}

/**
 * A policy whose `script-src` and `style-src` hashes are those of the inline scripts and styles
 * `html` carries (for a page whose policy comes in a header: pages rendered on demand).
 */
export function pinPolicy(policy: string, html: string, hashSource: HashSource): string {
	const scripts = [...html.matchAll(INLINE_SCRIPT)]
		.filter(([, attributes]) => runsAsScript(attributes))
		.map(([, , body]) => hashSource(body!));
	const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => hashSource(body!));
	return policy
		.split(';')
		.map((directive) => {
			const [name, ...sources] = directive.trim().split(/\s+/);
			const pinned = name === 'script-src' ? scripts : name === 'style-src' ? styles : undefined;
			if (!pinned) return directive;
			const kept = sources.filter((source) => !/^'sha(256|384|512)-/.test(source));
			return ` ${[name, ...kept, ...new Set(pinned)].join(' ')}`;
		})
		.join(';');
}
