import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** One `[[headers]]` rule of netlify.toml. */
export interface HeaderRule {
	for: string;
	values: Record<string, string>;
	pattern: RegExp;
}

/** Turns a Netlify path pattern (`/_astro/*`, `/admin/*`) into a regular expression. */
export function netlifyPathPattern(path: string): RegExp {
	const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
	return new RegExp(`^${escaped}$`);
}

/** Reads the `[[headers]]` rules of a netlify.toml file. */
export function readHeaderRules(tomlPath: string): HeaderRule[] {
	const config = parse(readFileSync(tomlPath, 'utf8')) as {
		headers?: { for: string; values: Record<string, string> }[];
	};
	return (config.headers ?? []).map((rule) => ({ ...rule, pattern: netlifyPathPattern(rule.for) }));
}

/** The headers every matching rule sets for a path, later rules winning, as Netlify applies them. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(headers, rule.values);
	return headers;
}
