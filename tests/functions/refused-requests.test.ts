/**
 * Every request gets its answer before the local server closes the connection, over raw sockets:
 * a refused write (401, 413, 415) whose body is still arriving, slowly, must reach the client as a
 * whole status line and headers followed by a clean close (FIN), never a reset (ECONNRESET), which
 * makes the client lose the answer it had not read yet. The same holds for a body of unknown
 * length, for headers too large, and for a long list asked for by a client that closes its sending
 * side once its request is sent (as many do) and reads slowly.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Client } from '@libsql/client';
import { generateTerms } from '../../scripts/generated-terms.ts';
import { CONNECTION_LIMITS, createLocalServer } from '../../scripts/local-server/server.ts';
import { setDb } from '../../src/server/db.ts';
import { createTestDb } from '../helpers/db.ts';

const ADMIN_TOKEN = 'refused-requests-test-token-0123456789';
let server: Server;
let dist: string;
let db: Client;
let cleanupDb: () => void;

beforeAll(async () => {
	dist = mkdtempSync(join(tmpdir(), 'ai-atlas-dist-'));
	mkdirSync(join(dist, '_astro'));
	writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
	writeFileSync(join(dist, '404.html'), '<!doctype html><h1>404 Page Not Found</h1>');
	({ db, cleanup: cleanupDb } = await createTestDb());
	setDb(db);
	await generateTerms(db, 3000);
	process.env.ADMIN_TOKEN = ADMIN_TOKEN;
	server = await createLocalServer({
		distDir: dist,
		functionsDir: 'netlify/functions',
		netlifyToml: 'netlify.toml',
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
	setDb(undefined);
	delete process.env.ADMIN_TOKEN;
	cleanupDb();
	rmSync(dist, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exchange {
	/** Everything the server sent. */
	received: Buffer;
	/** How the connection ended: the server's FIN ("end"), or the socket error's code. */
	ending: string;
}

interface Sending {
	/** Body bytes to send after the head. */
	bodyBytes?: number;
	/** Send them as chunked transfer coding (the head must say so). */
	chunked?: boolean;
	/** Bytes per write, and the pause after each. */
	chunk?: number;
	everyMs?: number;
	/**
	 * Read nothing until the whole body is sent, as simple clients do (write the request, then read
	 * the answer): an answer the server sent meanwhile waits in the client's socket, and a reset
	 * throws it away unread.
	 */
	readAfterSending?: boolean;
	/** Pause this long after each piece read, to read slowly. */
	readPauseMs?: number;
	/** Connect at once, but send the request only once this has settled. */
	sendAfter?: Promise<unknown>;
	/** Called once connected. */
	onConnect?: () => void;
}

/**
 * Opens a connection, sends `head` and then the body, reads the answer, and resolves once the
 * connection has closed.
 */
function exchange(
	head: string,
	{
		bodyBytes = 0,
		chunked = false,
		chunk = 64 * 1024,
		everyMs = 0,
		readAfterSending = false,
		readPauseMs = 0,
		sendAfter,
		onConnect,
	}: Sending = {},
): Promise<Exchange> {
	const { port } = server.address() as AddressInfo;
	return new Promise((resolve) => {
		const parts: Buffer[] = [];
		let ending = '';
		let writeFailed = false;
		const socket: Socket = connect(port, '127.0.0.1');
		if (readAfterSending) socket.pause();
		// Once the server has stopped reading, the client's own writes may fail (EPIPE); that says
		// nothing about the answer. Any error while reading it does.
		socket.on('error', (error: NodeJS.ErrnoException) => {
			if (!ending && (error.code !== 'EPIPE' || !socket.isPaused())) ending = error.code ?? '';
			writeFailed = true;
			socket.resume();
		});
		socket.on('data', (data: Buffer) => {
			parts.push(data);
			if (readPauseMs) {
				socket.pause();
				setTimeout(() => socket.resume(), readPauseMs);
			}
		});
		socket.on('end', () => {
			if (!ending) ending = 'end';
			socket.end();
		});
		socket.on('close', () => resolve({ received: Buffer.concat(parts), ending }));
		socket.on('connect', async () => {
			onConnect?.();
			await sendAfter;
			socket.write(head);
			for (let sent = 0; sent < bodyBytes && !writeFailed && !socket.destroyed; sent += chunk) {
				const piece = Buffer.alloc(Math.min(chunk, bodyBytes - sent), 'x');
				if (chunked) socket.write(`${piece.length.toString(16)}\r\n`);
				socket.write(piece);
				if (chunked) socket.write('\r\n');
				if (everyMs) await sleep(everyMs);
			}
			if (chunked && !writeFailed && !socket.destroyed) socket.write('0\r\n\r\n');
			// Done sending: the server may close the connection, kept alive or not, once it has answered.
			if (!socket.destroyed) socket.end();
			socket.resume();
		});
	});
}

const statusLine = (received: Buffer) => received.toString('latin1').split('\r\n')[0];
const hasWholeHead = (received: Buffer) => received.includes('\r\n\r\n');

describe('a refused request with a body still arriving gets its answer, then a clean close', () => {
	const MB = 1024 * 1024;
	test.each([
		['401, DELETE without a token, 4 MB', 'DELETE /api/glossary/term/1', {}, 4 * MB, 401],
		['401, PUT without a token, 600 KB', 'PUT /api/glossary/term/1', {}, 600 * 1024, 401],
		[
			'413, PUT declared too large, 4 MB',
			'PUT /api/glossary/term/1',
			{ Authorization: `Bearer ${ADMIN_TOKEN}` },
			4 * MB,
			413,
		],
		[
			'415, PUT of text, 2 MB',
			'PUT /api/glossary/term/1',
			{ Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'text/plain' },
			2 * MB,
			415,
		],
	])('%s', async (_label, requestLine, headers, size, status) => {
		const head =
			`${requestLine} HTTP/1.1\r\nHost: localhost\r\n` +
			Object.entries({ 'Content-Type': 'application/json', ...headers })
				.map(([name, value]) => `${name}: ${value}\r\n`)
				.join('') +
			`Content-Length: ${size}\r\n\r\n`;
		// 64 KB every 5 ms: the answer comes long before the body has all arrived; the client reads
		// it only once it has sent the body.
		const { received, ending } = await exchange(head, {
			bodyBytes: size,
			everyMs: 5,
			readAfterSending: true,
		});
		expect(statusLine(received)).toBe(`HTTP/1.1 ${status} ${statusText(status)}`);
		expect(hasWholeHead(received)).toBe(true);
		expect(ending).toBe('end');
	});

	test('a body of unknown length (chunked), 2 MB', async () => {
		const head =
			'DELETE /api/glossary/term/1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
			'Transfer-Encoding: chunked\r\n\r\n';
		const { received, ending } = await exchange(head, {
			bodyBytes: 2 * MB,
			chunked: true,
			everyMs: 5,
			readAfterSending: true,
		});
		expect(statusLine(received)).toBe('HTTP/1.1 401 Unauthorized');
		expect(ending).toBe('end');
	});
});

test('headers too large (2 MB) get 431, then a clean close', async () => {
	const head = `GET /api/glossary/search?q=${'a'.repeat(2 * 1024 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
	const { received, ending } = await exchange(head, { readAfterSending: true });
	expect(statusLine(received)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
	expect(ending).toBe('end');
});

test('the whole list, asked for by a client that then closes its sending side and reads slowly, arrives whole', async () => {
	const head = 'GET /api/glossary HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n';
	// The client half-closes once its request is sent (exchange ends its side), then reads a piece
	// every 5 ms, so the server waits on it for most of the answer.
	const { received, ending } = await exchange(head, { readPauseMs: 5 });
	expect(statusLine(received)).toBe('HTTP/1.1 200 OK');
	expect(ending).toBe('end');
	const text = received.toString('latin1');
	expect(text.slice(0, text.indexOf('\r\n\r\n'))).toMatch(/\r\ncontent-encoding: br\r\n/i);
	// Latin-1 keeps one character per byte, so the chunk sizes count characters.
	const body = Buffer.from(dechunk(text.slice(text.indexOf('\r\n\r\n') + 4)), 'latin1');
	expect((JSON.parse(brotliDecompressSync(body).toString()) as unknown[]).length).toBe(3000);
});

const LIMIT = CONNECTION_LIMITS.maxConnectionsPerClient;

test(`${LIMIT + 136} connections at once from one address, reads and refused writes alike: each request gets a status, never a reset`, async () => {
	const COUNT = LIMIT + 136;
	let connected = 0;
	let allConnected!: () => void;
	const clientsConnected = new Promise<void>((resolve) => (allConnected = resolve));
	const onConnect = () => {
		if (++connected === COUNT) allConnected();
	};
	// No request is sent before the server has taken every connection, so all are open at the
	// server at once: past the per-address limit.
	let accepted = 0;
	const count = () => accepted++;
	server.on('connection', count);
	const sendAfter = clientsConnected
		.then(() => vi.waitFor(() => expect(accepted).toBe(COUNT), { timeout: 10_000, interval: 10 }))
		.finally(() => server.off('connection', count));
	const exchanges = await Promise.all(
		Array.from({ length: COUNT }, (_, i) =>
			i % 2 === 0
				? exchange('GET /api/glossary/letters HTTP/1.1\r\nHost: localhost\r\n\r\n', {
						sendAfter,
						onConnect,
					})
				: exchange(
						'PUT /api/glossary/term/1 HTTP/1.1\r\nHost: localhost\r\n' +
							'Content-Type: application/json\r\nContent-Length: 65536\r\n\r\n',
						{ bodyBytes: 65_536, readAfterSending: true, sendAfter, onConnect },
					),
		),
	);
	const statuses = new Map<string, number>();
	for (const { received, ending } of exchanges) {
		const status = ending === 'end' ? statusLine(received) || '(nothing)' : ending;
		statuses.set(status, (statuses.get(status) ?? 0) + 1);
		if (status.startsWith('HTTP/1.1 503')) {
			const head = received.toString('latin1').split('\r\n\r\n')[0]!;
			expect(head).toMatch(/\r\nretry-after: 1\r\n/i);
			expect(head).toMatch(/\r\nconnection: close\r\n/i);
		}
	}
	console.log(`${COUNT} connections from one address:`, Object.fromEntries(statuses));
	expect([...statuses.keys()].sort()).toEqual([
		'HTTP/1.1 200 OK',
		'HTTP/1.1 401 Unauthorized',
		'HTTP/1.1 503 Service Unavailable',
	]);
	expect(statuses.get('HTTP/1.1 503 Service Unavailable')).toBe(COUNT - LIMIT);
});

/** The payload of a chunked body. */
function dechunk(body: string): string {
	let out = '';
	for (let at = 0; ;) {
		const lineEnd = body.indexOf('\r\n', at);
		const size = parseInt(body.slice(at, lineEnd), 16);
		if (!size) return out;
		out += body.slice(lineEnd + 2, lineEnd + 2 + size);
		at = lineEnd + 2 + size + 2;
	}
}

function statusText(status: number): string {
	return { 401: 'Unauthorized', 413: 'Payload Too Large', 415: 'Unsupported Media Type' }[status]!;
}
