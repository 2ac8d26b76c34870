/** Response helpers shared by every function: JSON bodies, `{ error }` errors, 405 with Allow. */

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON response. Reads default to a short public cache; pass `cache` to override. */
export function json(data: unknown, init: ResponseInit & { cache?: string } = {}): Response {
	const { cache, ...rest } = init;
	const headers = new Headers(rest.headers);
	headers.set('Content-Type', JSON_TYPE);
	if (cache) headers.set('Cache-Control', cache);
	return new Response(JSON.stringify(data), { ...rest, headers });
}

/** An error response `{ "error": message }` that is never cached. */
export function error(status: number, message: string, headers: HeadersInit = {}): Response {
	return json({ error: message }, { status, headers, cache: 'no-store' });
}

/** 405 with the methods the route does accept. */
export function methodNotAllowed(allowed: string[]): Response {
	return error(405, `Method not allowed. Use ${allowed.join(', ')}.`, { Allow: allowed.join(', ') });
}

/** 204 No Content. */
export function noContent(): Response {
	return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** Cache policies. Glossary reads may change after an edit, so they stay short. */
export const CACHE = {
	none: 'no-store',
	short: 'public, max-age=30',
	reads: 'public, max-age=60, stale-while-revalidate=300',
} as const;

/**
 * Runs a handler and turns unexpected exceptions into a 500 without internals (logged on the server).
 */
export async function safely(run: () => Promise<Response>): Promise<Response> {
	try {
		return await run();
	} catch (cause) {
		console.error(cause);
		return error(500, 'Something went wrong on our side. Please try again.');
	}
}
