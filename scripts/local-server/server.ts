import {
	STATUS_CODES,
	createServer,
	type IncomingMessage,
	type Server,
	type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { functionContext, loadFunctions, matchFunction, type LoadedFunction } from './functions.ts';
import { closeGracefully, closeGracefullyAfterAnswer } from './lingering-close.ts';
import { headersFor, readNetlifyToml, redirectFor } from './netlify-toml.ts';
import { PageRenderer } from './page-renderer.ts';
import { RequestBody } from './request-body.ts';
import { REVALIDATE, send, sendFile } from './responses.ts';
import { StaticFiles } from './static-files.ts';
import { json } from '../../src/server/http.ts';

export interface LocalServerOptions {
	/** Built site (Astro's `dist`). */
	distDir: string;
	/** Connection limits (defaults: CONNECTION_LIMITS). */
	limits?: Partial<typeof CONNECTION_LIMITS>;
	/** `netlify/functions`. */
	functionsDir: string;
	/** The build's function for pages rendered on demand (page-renderer.ts), if it has one. */
	pages?: PageRenderer;
	/** netlify.toml, for its `[[headers]]` and `[[redirects]]`. */
	netlifyToml: string;
}

export interface LocalServer extends Server {
	/**
	 * Serves static files from another build folder from the next request on; `earlier` builds
	 * (newest first) keep answering for hashed assets and the search index that open pages use.
	 */
	serveFrom(distDir: string, earlier?: string[], pages?: PageRenderer): void;
	/** Drops cached on-demand pages carrying any of these tags (a CDN purge). */
	purgePages(tags: readonly string[]): void;
}

/**
 * What one client may hold of the server. Connections whose headers never finish, or whose body
 * trickles in, would otherwise be held for minutes each, until the process runs out of file
 * descriptors and refuses everyone.
 */
export const CONNECTION_LIMITS = {
	/** The request line and headers must arrive within this time. */
	headersTimeoutMs: 15_000,
	/** The whole request, body included (64 KiB at most): about 1 KB/s at the slowest. */
	requestTimeoutMs: 60_000,
	/**
	 * Open connections from one address. Each one past it is answered 503 with `Retry-After` as
	 * soon as its request arrives (as nginx's `limit_conn` answers), then closed gracefully. Not
	 * fewer: one Chromium held 32 connections to the site at once while its service worker saved a
	 * guide, and a classroom behind one NAT address shares the limit (at 64, two browsers of the
	 * end-to-end suite were refused a script now and then, and an island never woke).
	 */
	maxConnectionsPerClient: 256,
	/**
	 * A connection past the limit must send its request within this time; otherwise it is answered
	 * 503 at once, so that one address cannot hold connections beyond its share for the headers
	 * limit each.
	 */
	overLimitWaitMs: 2000,
	/** How often Node looks for connections past those times. */
	checkEveryMs: 1000,
};

/**
 * The production-like local server: static files from `dist` with netlify.toml headers and
 * compression, netlify.toml's redirects (netlify-toml.ts), `404.html` with status 404, and
 * the Netlify Functions run in-process by their own `config.path`, each receiving a standard
 * Request and a Netlify-shaped Context; their responses keep their own headers and are compressed
 * as Netlify's CDN compresses them. Paths that are neither go to the build's on-demand page
 * function, whose answers are cached as Netlify's CDN caches them (page-renderer.ts); the API's
 * CDN caching headers pass through unused.
 */
export async function createLocalServer(options: LocalServerOptions): Promise<LocalServer> {
	const routes: Routes = {
		functions: await loadFunctions(options.functionsDir),
		...readNetlifyToml(options.netlifyToml),
		files: new StaticFiles(options.distDir),
		pages: options.pages,
	};

	const limits = { ...CONNECTION_LIMITS, ...options.limits };
	const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs }, (req, res) => {
		if (OVER_LIMIT.has(req.socket)) return answerOverLimit(req, res);
		handle(req, res, routes).catch((cause) => {
			console.error(cause);
			if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
			res.end(JSON.stringify({ error: 'Internal server error' }));
		});
	});
	// A client may close its sending side once its request is sent and still read the answer:
	// Node's default ends the connection at once, cutting off an answer still being written (a long
	// list). Half-open, the connection closes after the answer. (Node's HTTP server reads this
	// property on each client's end; its type declarations leave it out.)
	(server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
	server.on('clientError', answerClientError);
	server.keepAliveTimeout = 65_000;
	server.headersTimeout = limits.headersTimeoutMs;
	server.requestTimeout = limits.requestTimeoutMs;
	const perClient = new Map<string, number>();
	server.on('connection', (socket) => {
		const client = socket.remoteAddress ?? 'unknown';
		const open = (perClient.get(client) ?? 0) + 1;
		if (open > limits.maxConnectionsPerClient) {
			// Destroying it at once would reset a connection whose request has already arrived, and a
			// reset loses the request without an answer: it is answered instead (answerOverLimit).
			overLimit(socket, limits.overLimitWaitMs);
			return;
		}
		perClient.set(client, open);
		socket.once('close', () => {
			const left = (perClient.get(client) ?? 1) - 1;
			if (left > 0) perClient.set(client, left);
			else perClient.delete(client);
		});
	});
	return Object.assign(server, {
		serveFrom: (distDir: string, earlier: string[] = [], pages?: PageRenderer) => {
			// Both in one step: a request sees either the old build or the new one, never a mix.
			routes.files = new StaticFiles(distDir, earlier);
			routes.pages = pages ?? routes.pages;
		},
		purgePages: (tags: readonly string[]) => routes.pages?.purge(tags),
	});
}

/** Connections past their address's limit, each with the timer of its wait for a request. */
const OVER_LIMIT = new WeakMap<Socket, NodeJS.Timeout>();
/** Connections answered outside Node's request handling (refused or over the limit): closing. */
const ANSWERED = new WeakSet<Socket>();

const OVER_LIMIT_STATUS = 503;
const OVER_LIMIT_HEADERS = {
	'Content-Type': 'application/json',
	'Cache-Control': 'no-store',
	'Retry-After': '1',
	Connection: 'close',
};
const OVER_LIMIT_BODY = JSON.stringify({
	error: 'Too many connections from your address at once. Try again in a moment.',
});

/**
 * Marks a connection past its address's limit: its request gets a 503 (answerOverLimit), and the
 * connection closes gracefully after it. One whose request has not arrived within `waitMs` is
 * answered then, before its request, and closed the same way.
 */
function overLimit(socket: Socket, waitMs: number): void {
	closeGracefullyAfterAnswer(socket);
	const timer = setTimeout(() => {
		if (ANSWERED.has(socket) || !socket.writable) return;
		ANSWERED.add(socket);
		socket.write(
			`HTTP/1.1 ${OVER_LIMIT_STATUS} ${STATUS_CODES[OVER_LIMIT_STATUS]}\r\n` +
				Object.entries(OVER_LIMIT_HEADERS)
					.map(([name, value]) => `${name}: ${value}\r\n`)
					.join('') +
				`Content-Length: ${Buffer.byteLength(OVER_LIMIT_BODY)}\r\n\r\n${OVER_LIMIT_BODY}`,
		);
		closeGracefully(socket);
	}, waitMs);
	timer.unref();
	OVER_LIMIT.set(socket, timer);
	socket.once('close', () => clearTimeout(timer));
}

function answerOverLimit(req: IncomingMessage, res: ServerResponse): void {
	clearTimeout(OVER_LIMIT.get(req.socket));
	// Already answered before its request arrived: nothing more goes on this connection.
	if (ANSWERED.has(req.socket)) return;
	res.writeHead(OVER_LIMIT_STATUS, OVER_LIMIT_HEADERS);
	res.end(OVER_LIMIT_BODY);
}

/** Node's answers to requests its parser refuses, by error code (anything else: 400). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
	HPE_HEADER_OVERFLOW: 431,
	HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
	ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Answers a request Node's parser refused (headers too large, malformed, too slow) as Node would,
 * then closes the connection gracefully instead of destroying it at once: the client is often
 * still sending the rest of that request, and destroying the socket then resets the connection,
 * losing the answer.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
	// The parser may report more errors while the connection lingers; one answer is enough.
	if (ANSWERED.has(socket)) return;
	ANSWERED.add(socket);
	// Node's own rule: no answer once part of a response has been written on this connection.
	const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
	if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
		socket.destroy();
		return;
	}
	const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
	socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
	closeGracefully(socket);
}

/** What answers requests: netlify.toml's rules, the functions, the served build. */
type Routes = ReturnType<typeof readNetlifyToml> & {
	functions: LoadedFunction[];
	files: StaticFiles;
	pages?: PageRenderer;
};

/** Methods the Fetch API refuses to put in a Request, so no function can ever receive them. */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Characters a path never needs to percent-encode (RFC 3986 "unreserved"). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The path with its needlessly encoded characters decoded (`/%61dmin` is `/admin`, RFC 3986
 * section 6.2.2.2), or undefined when its percent-encoding is malformed.
 */
function canonicalPath(pathname: string): string | undefined {
	try {
		decodeURIComponent(pathname);
	} catch {
		return undefined;
	}
	return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
		const char = String.fromCharCode(parseInt(hex, 16));
		return UNRESERVED.test(char) ? char : escape;
	});
}

async function handle(req: IncomingMessage, res: ServerResponse, routes: Routes): Promise<void> {
	// Node's parser takes only known methods, in capitals.
	const method = req.method ?? 'GET';
	/** The server's own answers: `{ error }` as JSON. */
	const answer = (status: number, error: string, headers: Record<string, string> = {}) =>
		send(req, res, json({ error }, { status, headers }));
	const url = URL.parse(req.url ?? '/', `http://${req.headers.host || 'localhost'}`);
	if (!url) return answer(400, 'The Host header or the request target is malformed.');
	// Every rule (headers, functions, the worker's routes) matches one spelling of a path: another
	// is sent there, and a malformed one is refused here, before the page function would log it.
	const canonical = canonicalPath(url.pathname);
	if (canonical === undefined)
		return answer(400, 'The address has malformed percent-encoding.', {
			...headersFor(routes.headers, '/'),
			'Cache-Control': REVALIDATE,
		});
	if (canonical !== url.pathname) {
		const headers = { ...headersFor(routes.headers, canonical), Location: canonical + url.search };
		return send(req, res, new Response(null, { status: 308, headers }));
	}
	if (UNSUPPORTED_METHODS.has(method)) {
		return answer(405, `${method} is not supported.`, { Allow: 'GET, HEAD, POST, PUT, DELETE' });
	}

	const matched = matchFunction(routes.functions, url);
	if (matched) {
		const body = method === 'GET' || method === 'HEAD' ? undefined : new RequestBody(req);
		let response: Response;
		try {
			response = await matched.fn.handler(
				toRequest(req, url, method, body),
				functionContext(req.socket.remoteAddress, matched.params),
			);
		} finally {
			if (body?.settle()) {
				res.setHeader('Connection', 'close');
				closeGracefullyAfterAnswer(req.socket);
			}
		}
		// Function responses keep exactly their own headers: on Netlify the [[headers]] of
		// netlify.toml apply to static files only.
		return send(req, res, response);
	}
	const file = routes.files.lookup(url.pathname);
	// netlify.toml's [[headers]] for the path: for its file, and for the server's own answers.
	const pathHeaders = headersFor(routes.headers, url.pathname);
	// An API path is a function's, or a file the build wrote (/api/blog-posts).
	if (url.pathname.startsWith('/api/') && !file)
		return answer(404, `No API route for ${url.pathname}`, pathHeaders);
	// As on Netlify, netlify.toml's redirects come after the functions and before static files.
	const redirect = redirectFor(routes.redirects, url, file !== undefined);
	if (redirect) {
		const headers = { ...pathHeaders, Location: redirect.location };
		return send(req, res, new Response(null, { status: redirect.status, headers }));
	}
	if (method !== 'GET' && method !== 'HEAD') {
		const headers = { ...pathHeaders, Allow: 'GET, HEAD', 'Cache-Control': REVALIDATE };
		return answer(405, 'Method not allowed', headers);
	}
	if (file) return sendFile(req, res, 200, file, pathHeaders);
	if (routes.pages) {
		// As on Netlify, a path with no file goes to the page function. Its "not found" gives way
		// to the static 404 page below, which carries the site's headers.
		const page = await routes.pages.render(
			toRequest(req, url, method, undefined),
			functionContext(req.socket.remoteAddress),
		);
		if (page.status !== 404) return send(req, res, page);
		await page.body?.cancel();
	}
	const notFound = routes.files.lookup('/404.html');
	// The path's rules still apply (security headers), but never its caching: a 404 under the
	// immutable `/_astro/*` must not be kept for a year by browsers and caches.
	const notFoundHeaders = { ...pathHeaders, 'Cache-Control': REVALIDATE };
	if (notFound) return sendFile(req, res, 404, notFound, notFoundHeaders);
	return answer(404, 'Not found');
}

function toRequest(
	req: IncomingMessage,
	url: URL,
	method: string,
	body: RequestBody | undefined,
): Request {
	const headers = new Headers();
	for (const [key, value] of Object.entries(req.headers)) {
		if (value === undefined) continue;
		for (const item of [value].flat()) headers.append(key, item);
	}
	return new Request(url, {
		method,
		headers,
		body: body?.stream,
		// @ts-expect-error Node's fetch needs duplex for streamed request bodies.
		duplex: body ? 'half' : undefined,
	});
}
