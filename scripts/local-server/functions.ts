import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';

/**
 * The part of Netlify's Context the functions and the page function use (the adapter reads `ip`).
 * `params` stay URL-encoded, as on Netlify.
 */
export type FunctionContext = Pick<Context, 'params' | 'ip' | 'waitUntil'>;

type Handler = (req: Request, context: FunctionContext) => Response | Promise<Response>;

/** The Context of a request from `ip`: work handed to `waitUntil` runs on, its failure logged. */
export const functionContext = (
	ip = '127.0.0.1',
	params: Record<string, string> = {},
): FunctionContext => ({
	params,
	ip,
	waitUntil: (promise) => void promise.catch((cause) => console.error(cause)),
});

export interface LoadedFunction {
	name: string;
	handler: Handler;
	patterns: URLPattern[];
}

/**
 * Imports every top-level function file in `dir` (as Netlify deploys them) and compiles its
 * `config.path` into URL patterns. Each function answers every method itself (src/server/route.ts):
 * one that names `config.method` is refused, so that Netlify never routes what this server does not.
 */
export async function loadFunctions(dir: string): Promise<LoadedFunction[]> {
	const files = readdirSync(dir)
		.filter((file) => /\.(mts|ts|mjs|js)$/.test(file))
		.sort();
	const loaded: LoadedFunction[] = [];
	for (const file of files) {
		const mod = await import(pathToFileURL(join(dir, file)).href);
		const config = mod.config ?? {};
		if (typeof mod.default !== 'function' || !config.path) continue;
		if (config.method) throw new Error(`${file}: the local server does not follow config.method`);
		const paths: string[] = Array.isArray(config.path) ? config.path : [config.path];
		loaded.push({
			name: file.replace(/\.\w+$/, ''),
			handler: mod.default,
			patterns: paths.map((pathname) => new URLPattern({ pathname })),
		});
	}
	return loaded;
}

/**
 * Finds the function for a request, with the URL-encoded params of its matching path. One trailing
 * slash is dropped before matching, as Netlify drops it (`matchURLPath` in @netlify/functions-dev;
 * @netlify/zip-it-and-ship-it ends each path's expression with `\/?`): `/api/glossary/` is
 * `/api/glossary`.
 */
export function matchFunction(
	functions: LoadedFunction[],
	url: URL,
): { fn: LoadedFunction; params: Record<string, string> } | undefined {
	const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
	for (const fn of functions) {
		for (const pattern of fn.patterns) {
			const match = pattern.exec({ pathname });
			if (match) {
				const params: Record<string, string> = {};
				for (const [key, value] of Object.entries(match.pathname.groups))
					if (value !== undefined) params[key] = value;
				return { fn, params };
			}
		}
	}
	return undefined;
}
