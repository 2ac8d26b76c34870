/**
 * Astro's Content-Security-Policy allows, on every page, the hash of every inline script and style
 * it can write anywhere in the site (each client directive, the island runtime): about 13 hashes
 * of 44 characters, which brotli cannot compress, on pages that carry four or five scripts. This
 * step writes, in `script-src` and `style-src`, exactly the hashes of the known inline scripts and
 * the inline styles the page carries: the page runs the same code, and its policy allows nothing
 * else.
 *
 * A script is known when it is one of ours (src/inline-scripts/registry.ts, by its built text),
 * or one of Astro's island bootstrap scripts where Astro writes them, whose hash Astro's own policy
 * for the page lists. Any other inline script is reported: the build fails naming the page and
 * the script; on a page rendered on demand it is logged and left out of the policy.
 */
import { createHash } from 'node:crypto';
import type { PageContext, PageStep } from './page-steps';
import { attribute, elements, textOf, type Document, type Element } from './tree';

/** The CSP source expression for a text, e.g. `'sha256-…'`: the only place the site computes one. */
export const cspHash = (text: string) =>
	`'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Our inline scripts by their hash, from their built text by name. */
export function knownScripts(scripts: Readonly<Record<string, string>>): Map<string, string> {
	return new Map(Object.entries(scripts).map(([name, text]) => [cspHash(text), name]));
}

/** Inline classic and module scripts; JSON-LD and other data blocks are not run, so the policy ignores them. */
function runsInline(element: Element): boolean {
	if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
	const type = attribute(element, 'type');
	return type === undefined || type === 'module' || /javascript/i.test(type);
}

const HASH_SOURCE = /^'sha(256|384|512)-/;

function directiveSources(policy: string, name: string): string[] {
	const directive = policy
		.split(';')
		.map((part) => part.trim().split(/\s+/))
		.find(([directiveName]) => directiveName === name);
	return directive?.slice(1) ?? [];
}

export interface PinOptions {
	/** Our scripts by hash (`knownScripts`). */
	known: ReadonlyMap<string, string>;
	/** The text of Astro's island bootstrap scripts on the page (hoist-island-scripts.ts). */
	islandScripts?: ReadonlySet<string>;
	/** Called with each inline script that is neither ours nor Astro's. */
	onUnknown: (script: string) => void;
}

/** `policy` with the hashes of `document`'s known inline scripts and of its inline styles. */
export function pinPolicy(
	policy: string,
	document: Document,
	{ known, islandScripts = new Set(), onUnknown }: PinOptions,
): string {
	const astroDeclared = new Set(directiveSources(policy, 'script-src'));
	const scripts: string[] = [];
	const styles: string[] = [];
	for (const element of elements(document)) {
		if (element.tagName === 'style') styles.push(cspHash(textOf(element)));
		if (!runsInline(element)) continue;
		const text = textOf(element);
		const source = cspHash(text);
		if (known.has(source) || (islandScripts.has(text) && astroDeclared.has(source)))
			scripts.push(source);
		else onUnknown(text);
	}
	return policy
		.split(';')
		.map((directive) => {
			const [name, ...sources] = directive.trim().split(/\s+/);
			const pinned = name === 'script-src' ? scripts : name === 'style-src' ? styles : undefined;
			if (!pinned) return directive;
			const kept = sources.filter((source) => !HASH_SOURCE.test(source));
			return ` ${[name, ...kept, ...new Set(pinned)].join(' ')}`;
		})
		.join(';');
}

const policyMeta = (document: Document) =>
	elements(document).find(
		(element) =>
			element.tagName === 'meta' &&
			attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
	);

/**
 * The step, last: pins the policy in the page's <meta>, or the one in `context.policy` (a page
 * rendered on demand gets its policy in a header). `onUnknown` hears of an inline script that is
 * not known, with the page it is on.
 */
export function pinPolicyStep(options: {
	known: ReadonlyMap<string, string>;
	onUnknown: (page: string, script: string) => void;
}): PageStep {
	return {
		name: 'pin content security policy',
		run(context: PageContext) {
			const pin = (policy: string) =>
				pinPolicy(policy, context.document, {
					known: options.known,
					islandScripts: context.islandScripts,
					onUnknown: (script) => options.onUnknown(context.page, script),
				});
			const meta = policyMeta(context.document);
			const content = meta && attribute(meta, 'content');
			if (meta && content !== undefined)
				meta.attrs = meta.attrs.map((attr) =>
					attr.name === 'content' ? { ...attr, value: pin(content) } : attr,
				);
			else if (context.policy) context.policy = pin(context.policy);
		},
	};
}

/** What a build says of an inline script that is not known. */
export function unknownScriptMessage(script: string): string {
	const start = script.length > 80 ? `${script.slice(0, 80)}…` : script;
	return `carries an inline script that is not in src/inline-scripts/registry.ts nor Astro's island bootstrap: ${JSON.stringify(start)}`;
}
