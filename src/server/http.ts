/** Response helpers shared by every function: JSON bodies, `{ error }` errors, request bodies. */
import { classifyDatabaseError, type DatabaseFailureKind } from './db-errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON response; `cache` is its Cache-Control (none given: `no-store`, from withApiHeaders). */
export function json(data: unknown, init: ResponseInit & { cache?: string } = {}): Response {
	return jsonText(JSON.stringify(data), init);
}

/** A JSON response from text already serialised (src/server/read-cache.ts). */
export function jsonText(text: string, init: ResponseInit & { cache?: string } = {}): Response {
	const { cache, ...rest } = init;
	const headers = new Headers(rest.headers);
	headers.set('Content-Type', JSON_TYPE);
	if (cache) headers.set('Cache-Control', cache);
	return new Response(text, { ...rest, headers });
}

/** An error response `{ "error": message }` that is never cached. */
export function error(status: number, message: string, headers: HeadersInit = {}): Response {
	return json({ error: message }, { status, headers, cache: 'no-store' });
}

/** 400 `{ error, field }`, naming the field, parameter or header at fault. */
export function fieldError(field: string, message: string): Response {
	return json({ error: message, field }, { status: 400, cache: 'no-store' });
}

export function noContent(): Response {
	return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** Cache policies. Glossary reads may change after an edit, so they stay short. */
export const CACHE = {
	none: 'no-store',
	short: 'public, max-age=30',
} as const;

/**
 * Headers every API response carries. Netlify applies netlify.toml `[[headers]]` to static files
 * only, so functions set their own: no MIME sniffing, no framing, no referrer leaks, no loading
 * as a cross-site subresource, HTTPS only; and JSON is never a document that may run anything.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
	'X-Content-Type-Options': 'nosniff',
	'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
	'X-Frame-Options': 'DENY',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Cross-Origin-Resource-Policy': 'same-origin',
	'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
};

/** Adds API_HEADERS, and `no-store` when the response chose no caching policy. */
export function withApiHeaders(response: Response): Response {
	for (const [name, value] of Object.entries(API_HEADERS)) {
		if (!response.headers.has(name)) response.headers.set(name, value);
	}
	if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', CACHE.none);
	return response;
}

/** Seconds a client should wait before retrying, by the database's state. */
const RETRY_AFTER_SECONDS: Record<DatabaseFailureKind, number | undefined> = {
	busy: 2,
	unavailable: 30,
	corrupt: undefined,
	full: 60,
};

/**
 * Every function's entry point: runs the handler and gives whatever it answers the API headers.
 * A database that is locked, unreachable or damaged answers 503 saying so, and when to try again;
 * any other exception is our bug and answers 500 without internals. Both are logged on the server.
 */
export async function safely(run: () => Response | Promise<Response>): Promise<Response> {
	try {
		return withApiHeaders(await run());
	} catch (cause) {
		const failure = classifyDatabaseError(cause);
		if (failure) {
			console.warn(`Database ${failure.kind}: ${describeCause(cause)}`);
			const retryAfter = RETRY_AFTER_SECONDS[failure.kind];
			return withApiHeaders(
				error(503, failure.message, retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
			);
		}
		console.error(cause);
		return withApiHeaders(error(500, 'Something went wrong on our side. Please try again.'));
	}
}

/** One line naming an error and its causes, for logs that need no stack trace. */
function describeCause(cause: unknown): string {
	const parts: string[] = [];
	for (let current = cause; current && parts.length < 4; current = (current as Error).cause)
		parts.push(current instanceof Error ? current.message : String(current));
	return parts.join(' ← ');
}

/**
 * Reads a JSON request body of at most `maxBytes` (64 KiB unless given). Returns the parsed value,
 * or an error response (413 too large, 415 not JSON, 400 malformed). A UTF-8 byte order mark
 * before the JSON is ignored. With `optional` (a request whose fields are all optional), a missing or empty body
 * is no body, whatever the Content-Type says, as HTTP has it: the value is then undefined.
 */
export async function readJsonBody(
	req: Request,
	maxBytes = 64 * 1024,
	{ optional = false }: { optional?: boolean } = {},
): Promise<{ value: unknown } | { response: Response }> {
	const isJson = /^application\/json\b/i.test(req.headers.get('content-type') ?? '');
	const notJson = () => ({
		response: error(415, 'Send the body as JSON (Content-Type: application/json).'),
	});
	if (!isJson && !optional) return notJson();
	const declared = Number(req.headers.get('content-length') ?? 0);
	const tooLarge = () => ({
		response: error(413, `The request body is larger than ${Math.floor(maxBytes / 1024)} KiB.`),
	});
	if (declared > maxBytes) return tooLarge();
	const chunks: Uint8Array[] = [];
	let size = 0;
	if (req.body) {
		try {
			for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>) {
				size += chunk.byteLength;
				if (size > maxBytes) return tooLarge();
				chunks.push(chunk);
			}
		} catch {
			// The client stopped sending (an aborted upload, a reset connection): its fault, not the
			// database's, and nothing was written.
			return {
				response: error(400, 'The request body was not received completely: nothing was saved.'),
			};
		}
	}
	if (optional && size === 0) return { value: undefined };
	if (!isJson) return notJson();
	try {
		// TextDecoder drops a byte order mark.
		return { value: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))) };
	} catch {
		return { response: error(400, 'The request body is not valid JSON.') };
	}
}
