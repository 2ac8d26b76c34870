import type { Context } from '@netlify/functions';

type Handler = (req: Request, context: Context) => Response | Promise<Response>;

/**
 * Calls a function module's default export the way Netlify does: a standard Request and a Context
 * whose params are URL-encoded.
 */
export async function call(
	handler: Handler,
	path: string,
	init: RequestInit & { params?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
	const { params = {}, ip, ...rest } = init;
	const context = { params, ip } as unknown as Context;
	return handler(new Request(new URL(path, 'http://localhost'), rest), context);
}

/** JSON write request init with an optional bearer token. */
export function jsonInit(method: string, body: unknown, token?: string): RequestInit {
	const headers: Record<string, string> = { 'Content-Type': 'application/json' };
	if (token) headers.Authorization = `Bearer ${token}`;
	return { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}
