import { fileURLToPath } from 'node:url';
import type { Context } from '@netlify/functions';
import { loadFunctions, matchFunction } from '../../scripts/local-server/functions.ts';

/** A function's handler: Netlify's Context, or the part of it the local server gives. */
type Handler<C> = (req: Request, context: C) => Response | Promise<Response>;

/**
 * Calls a function module's default export the way Netlify does: a standard Request and a Context
 * whose params are URL-encoded.
 */
export async function call<C = Context>(
	handler: Handler<C>,
	path: string,
	init: RequestInit & { params?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
	const { params = {}, ip, ...rest } = init;
	const context = { params, ip } as unknown as C;
	return handler(new Request(new URL(path, 'http://localhost'), rest), context);
}

/** JSON write request init with an optional bearer token. */
export function jsonInit(method: string, body: unknown, token?: string): RequestInit {
	const headers: Record<string, string> = { 'Content-Type': 'application/json' };
	if (token) headers.Authorization = `Bearer ${token}`;
	return { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/**
 * A `fetch` answered by the function handlers in netlify/functions, each found by its own
 * `config.path` as Netlify and the local server route them, for island
 * tests that talk to the real API over a test database. A request's abort signal is honoured
 * here rather than handed on: in a DOM test it is the DOM library's, which Node's Request refuses.
 */
export async function functionsFetch(): Promise<typeof fetch> {
	const functions = await loadFunctions(
		fileURLToPath(new URL('../../netlify/functions', import.meta.url)),
	);
	return async (input, init = {}) => {
		if (input instanceof Request) throw new Error('functionsFetch takes a URL and an init.');
		const url = new URL(input, 'http://localhost');
		const { signal, ...rest } = init;
		const found = matchFunction(functions, url);
		if (!found) return Response.json({ error: 'No function serves this path.' }, { status: 404 });
		signal?.throwIfAborted();
		const answer = call(found.fn.handler, url.pathname + url.search, {
			...rest,
			params: found.params,
		});
		if (!signal) return answer;
		return Promise.race([
			answer,
			new Promise<never>((_, reject) =>
				signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
			),
		]);
	};
}
