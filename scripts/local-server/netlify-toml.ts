/**
 * The rules of netlify.toml the local server follows as Netlify does: `[[headers]]`, and
 * `[[redirects]]` of the kinds this site uses: a literal `from` path, or a folder ending in a splat
 * (`/downloads/*`, anything under it), optional `query` parameters the request must carry (a value
 * `:name` captures the parameter for `to`), a 3xx `status`, and `force`. Any other kind of rule
 * (other splats, `:splat` in `to`, placeholders in the path, rewrites, conditions) is refused when
 * the file is read, so a rule is never silently ignored here while Netlify follows it.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** One `[[headers]]` rule of netlify.toml. */
export interface HeaderRule {
	for: string;
	values: Record<string, string>;
	pattern: RegExp;
}

export interface RedirectRule {
	from: string;
	to: string;
	status: number;
	/** Whether the rule applies even where a file exists at `from` (Netlify's "shadowing"). */
	force: boolean;
	/** Parameters the request must carry: a literal value, or `:name` to capture any non-empty one. */
	query: Record<string, string>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const SUPPORTED_KEYS = new Set(['from', 'to', 'status', 'force', 'query']);

/** Checks one raw rule and gives it its defaults (status 301, not forced, no query). */
export function redirectRule(raw: Record<string, unknown>): RedirectRule {
	const name = `netlify.toml redirect from ${String(raw.from)}`;
	const unsupported = Object.keys(raw).filter((key) => !SUPPORTED_KEYS.has(key));
	if (unsupported.length > 0)
		throw new Error(`${name}: the local server does not follow ${unsupported.join(', ')}`);
	const { from, to, status = 301, force = false, query = {} } = raw;
	if (typeof from !== 'string' || !from.startsWith('/') || /[*:]/.test(from.replace(/\/\*$/, '')))
		throw new Error(`${name}: only a literal path, or a folder's /*, is supported in "from"`);
	if (typeof to !== 'string') throw new Error(`${name}: "to" is missing`);
	if (to.includes(':splat')) throw new Error(`${name}: the local server does not pass on :splat`);
	if (typeof status !== 'number' || !REDIRECT_STATUSES.has(status))
		throw new Error(`${name}: only redirects (3xx) are supported, not status ${String(status)}`);
	return { from, to, status, force: force === true, query: query as Record<string, string> };
}

/** Reads the `[[headers]]` rules and the `[[redirects]]` (in order) of a netlify.toml file. */
export function readNetlifyToml(tomlPath: string) {
	const config = parse(readFileSync(tomlPath, 'utf8')) as {
		headers?: Omit<HeaderRule, 'pattern'>[];
		redirects?: Record<string, unknown>[];
	};
	return {
		headers: (config.headers ?? []).map((rule): HeaderRule => ({
			...rule,
			pattern: netlifyPathPattern(rule.for),
		})),
		redirects: (config.redirects ?? []).map(redirectRule),
	};
}

/** Turns a Netlify path pattern (`/_astro/*`, `/admin/*`) into a regular expression. */
export function netlifyPathPattern(path: string): RegExp {
	const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
	return new RegExp(`^${escaped}$`);
}

/** The headers every matching rule sets for a path, later rules winning, as Netlify applies them. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(headers, rule.values);
	return headers;
}

/** Netlify matches a path with or without its trailing slash. */
const samePath = (a: string, b: string) => a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

/**
 * The first rule that applies to a request, as Netlify picks it: its path matches, it carries
 * every parameter the rule names (others are ignored, and not passed on), and either the rule is
 * forced or no file exists at the path.
 */
export function redirectFor(
	rules: readonly RedirectRule[],
	url: URL,
	hasFile: boolean,
): { status: number; location: string } | undefined {
	for (const rule of rules) {
		const under = rule.from.endsWith('/*') ? rule.from.slice(0, -1) : undefined;
		if (under ? !url.pathname.startsWith(under) : !samePath(rule.from, url.pathname)) continue;
		const captured = captureQuery(rule.query, url.searchParams);
		if (!captured) continue;
		if (!rule.force && hasFile) continue;
		const location = rule.to.replace(/:([A-Za-z_]\w*)/g, (placeholder, key: string) =>
			key in captured ? encodeURIComponent(captured[key]!) : placeholder,
		);
		return { status: rule.status, location };
	}
	return undefined;
}

/** The parameters a rule captures from a query string, or undefined when one it needs is missing. */
function captureQuery(
	wanted: Record<string, string>,
	params: URLSearchParams,
): Record<string, string> | undefined {
	const captured: Record<string, string> = {};
	for (const [key, value] of Object.entries(wanted)) {
		const actual = params.get(key);
		if (value.startsWith(':')) {
			if (!actual) return undefined;
			captured[value.slice(1)] = actual;
		} else if (actual !== value) return undefined;
	}
	return captured;
}
