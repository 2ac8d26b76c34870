import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import { createLocalServer } from '../../scripts/local-server/server.ts';
import { createTestDb } from '../helpers/db.ts';

/** Sends raw bytes on a new connection and resolves with everything the server sent back. */
function rawExchange(text: string): Promise<string> {
	const { port } = server.address() as AddressInfo;
	return new Promise((resolve, reject) => {
		const socket = connect(port, '127.0.0.1', () => socket.end(text));
		let received = '';
		socket.on('data', (chunk) => (received += chunk));
		socket.on('end', () => resolve(received));
		socket.on('error', reject);
	});
}

const ADMIN_TOKEN = 'local-server-test-token-0123456789';
let server: Server;
let base: string;
let dist: string;
let db: Client;
let cleanupDb: () => void;

beforeAll(async () => {
	// A tiny stand-in for the built site, so this test does not depend on `astro build`.
	dist = mkdtempSync(join(tmpdir(), 'ai-atlas-dist-'));
	mkdirSync(join(dist, '_astro'));
	writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
	writeFileSync(
		join(dist, 'about.html'),
		`<!doctype html><title>About</title>${'<p>About us</p>'.repeat(100)}`,
	);
	writeFileSync(join(dist, '404.html'), '<!doctype html><h1>404 Page Not Found</h1>');
	writeFileSync(join(dist, '_astro', 'app.abc123.js'), 'console.log(1);'.repeat(50));
	mkdirSync(join(dist, 'api'));
	writeFileSync(
		join(dist, 'api', 'blog-posts'),
		JSON.stringify(Array(20).fill({ title: 'A post' })),
	);
	({ db, cleanup: cleanupDb } = await createTestDb());
	setDb(db);
	process.env.ADMIN_TOKEN = ADMIN_TOKEN;
	server = await createLocalServer({
		distDir: dist,
		functionsDir: 'netlify/functions',
		netlifyToml: 'netlify.toml',
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve));
	setDb(undefined);
	delete process.env.ADMIN_TOKEN;
	cleanupDb();
	rmSync(dist, { recursive: true, force: true });
});

describe('local server', () => {
	test('serves pages by clean URL with the netlify.toml headers', async () => {
		const res = await fetch(`${base}/about`);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
		expect(await res.text()).toContain('About us');
	});

	test('compresses text with brotli or gzip', async () => {
		const br = await fetch(`${base}/about`, { headers: { 'Accept-Encoding': 'br' } });
		expect(br.headers.get('content-encoding')).toBe('br');
		const gz = await fetch(`${base}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
		expect(gz.headers.get('content-encoding')).toBe('gzip');
		expect(await gz.text()).toContain('About us');
	});

	test('marks hashed assets immutable', async () => {
		const res = await fetch(`${base}/_astro/app.abc123.js`);
		expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
	});

	test('sends an immutable file without the headers it never needs, keeping the security ones', async () => {
		const res = await fetch(`${base}/_astro/app.abc123.js`);
		// Never checked with the server again, so no ETag; HTTP/1.1 keeps the connection open anyway.
		expect(res.headers.get('etag')).toBeNull();
		expect(res.headers.get('connection')).toBeNull();
		expect(res.headers.get('keep-alive')).toBeNull();
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
		// A page is checked with the server on every use: it keeps its ETag, and a match is a 304.
		const etag = (await fetch(`${base}/about`)).headers.get('etag');
		expect(etag).toMatch(/^".+"$/);
		const again = await fetch(`${base}/about`, { headers: { 'If-None-Match': etag! } });
		expect(again.status).toBe(304);
	});

	test('serves 404.html with status 404 for unknown paths', async () => {
		const res = await fetch(`${base}/no/such/page`);
		expect(res.status).toBe(404);
		expect(await res.text()).toContain('404 Page Not Found');
	});

	test('never marks a 404 immutable, even under the hashed assets folder', async () => {
		const res = await fetch(`${base}/_astro/app.missing.js`);
		expect(res.status).toBe(404);
		expect(res.headers.get('cache-control')).not.toContain('immutable');
		expect(res.headers.get('cache-control')).toContain('max-age=0');
	});

	test('refuses path traversal', async () => {
		const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
		expect(res.status).toBe(404);
	});

	test('runs functions by config.path: /api/health checks the database', async () => {
		const res = await fetch(`${base}/api/health`);
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ ok: true, publication: { state: 'published' } });
	});

	test('answers 400, not 500, to a malformed Host header', async () => {
		for (const path of ['/api/health', '/about']) {
			const reply = await rawExchange(
				`GET ${path} HTTP/1.1\r\nHost: bad host:99999\r\nConnection: close\r\n\r\n`,
			);
			expect(reply, path).toMatch(/^HTTP\/1\.1 400 /);
			expect(reply).toContain('"error"');
		}
	});

	test('answers API paths with a trailing slash as Netlify does, as if it were absent', async () => {
		const list = await fetch(`${base}/api/glossary/`);
		expect(list.status).toBe(200);
		expect(await list.json()).toEqual([]);
		expect((await fetch(`${base}/api/glossary/letter/a/`)).status).toBe(200);
		// The sync API's own answer (no Sync-Space header), not the router's 404.
		const sync = await fetch(`${base}/api/progress/`);
		expect(sync.status).toBe(400);
		expect((await sync.json()).error).toMatch(/Sync-Space/);
	});

	test('answers 405, not 500, to TRACE on API routes', async () => {
		for (const path of ['/api/health', '/api/glossary/term/softmax', '/about']) {
			const reply = await rawExchange(
				`TRACE ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
			);
			expect(reply, path).toMatch(/^HTTP\/1\.1 405 /);
			expect(reply).toMatch(/\r\nallow: /i);
		}
	});

	describe("function responses are compressed as Netlify's CDN compresses them", () => {
		beforeAll(async () => {
			const created = await fetch(`${base}/api/glossary/term`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
				body: JSON.stringify({ term: 'Long Answer', comprehensive_definition: 'x'.repeat(2000) }),
			});
			expect(created.status).toBe(201);
		});
		const posts = (encoding: string) =>
			fetch(`${base}/api/glossary/term/long-answer`, { headers: { 'Accept-Encoding': encoding } });

		test('with brotli or gzip, as the client accepts, decoding to the same JSON', async () => {
			const plain = await posts('identity');
			expect(plain.headers.get('content-encoding')).toBeNull();
			const expected = await plain.json();
			expect(JSON.stringify(expected).length).toBeGreaterThan(1024);
			for (const [accept, encoding] of [
				['br, gzip', 'br'],
				['gzip', 'gzip'],
				['br;q=0, gzip', 'gzip'],
			]) {
				const res = await posts(accept!);
				expect(res.headers.get('content-encoding'), accept).toBe(encoding);
				expect(res.headers.get('vary')).toContain('Accept-Encoding');
				expect(await res.json()).toEqual(expected);
			}
		});

		test('sends a small body as it is, with its length', async () => {
			const res = await fetch(`${base}/api/health`, { headers: { 'Accept-Encoding': 'br, gzip' } });
			expect(res.headers.get('content-encoding')).toBeNull();
			expect(Number(res.headers.get('content-length'))).toBe((await res.text()).length);
		});

		test('sends no body to HEAD', async () => {
			const res = await fetch(`${base}/api/blog-posts`, {
				method: 'HEAD',
				headers: { 'Accept-Encoding': 'br' },
			});
			expect(res.status).toBe(200);
			expect(await res.text()).toBe('');
		});
	});

	test("serves a file the build wrote under /api/ with netlify.toml's headers, compressed", async () => {
		const res = await fetch(`${base}/api/blog-posts?t=1`, { headers: { 'Accept-Encoding': 'br' } });
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.headers.get('content-encoding')).toBe('br');
		expect(await res.json()).toHaveLength(20);
	});

	test('answers JSON 404 for an unknown API path', async () => {
		const res = await fetch(`${base}/api/nothing-here`);
		expect(res.status).toBe(404);
		expect(await res.json()).toHaveProperty('error');
	});

	test('passes request bodies to functions', async () => {
		const res = await fetch(`${base}/api/glossary/term`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ term: 'X', comprehensive_definition: 'Y' }),
		});
		// No token: the body was readable and the auth check answered.
		expect(res.status).toBe(401);
		const created = await fetch(`${base}/api/glossary/term`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
			body: JSON.stringify({ term: 'Streamed Body', comprehensive_definition: 'x'.repeat(15_000) }),
		});
		expect(created.status).toBe(201);
		expect((await created.json()).comprehensive_definition).toHaveLength(15_000);
	});

	describe('keep-alive connections after a function answers without reading the body', () => {
		/** Two requests on one keep-alive connection; the second must be answered. */
		async function twoOnOneConnection(first: {
			method: string;
			path: string;
			headers: Record<string, string>;
			body: Buffer;
		}) {
			const { Agent, request } = await import('node:http');
			const agent = new Agent({ keepAlive: true, maxSockets: 1 });
			const send = (
				method: string,
				path: string,
				headers: Record<string, string> = {},
				body?: Buffer,
			) =>
				new Promise<{ status: number; reused: boolean; connection?: string }>((resolve, reject) => {
					const req = request(
						`${base}${path}`,
						{ method, headers, agent, timeout: 5000 },
						(res) => {
							res.resume();
							res.on('end', () =>
								resolve({
									status: res.statusCode ?? 0,
									reused: req.reusedSocket,
									connection: res.headers.connection,
								}),
							);
						},
					);
					req.on('timeout', () =>
						req.destroy(new Error(`${method} ${path}: no answer within 5 s`)),
					);
					req.on('error', reject);
					req.end(body);
				});
			try {
				const a = await send(first.method, first.path, first.headers, first.body);
				const b = await send('GET', '/api/glossary/categories');
				return { a, b };
			} finally {
				agent.destroy();
			}
		}
		const json = { 'Content-Type': 'application/json' };

		test.each([
			['401 (no token), 400 KB', 'POST', '/api/glossary/term', json, 400 * 1024, 401],
			['401 (no token), 2 KB', 'POST', '/api/glossary/term', json, 2048, 401],
			[
				'415 (not JSON)',
				'POST',
				'/api/glossary/term',
				{ 'Content-Type': 'text/plain', Authorization: `Bearer ${ADMIN_TOKEN}` },
				300 * 1024,
				415,
			],
			[
				'413 (declared too large)',
				'POST',
				'/api/glossary/term',
				{ ...json, Authorization: `Bearer ${ADMIN_TOKEN}` },
				500 * 1024,
				413,
			],
			['405 (read-only route)', 'POST', '/api/glossary/letters', json, 300 * 1024, 405],
		])(
			'%s: the next request on the connection is answered',
			async (_label, method, path, headers, size, status) => {
				const { a, b } = await twoOnOneConnection({
					method,
					path,
					headers,
					body: Buffer.alloc(size, 'x'),
				});
				expect(a.status).toBe(status);
				expect(b.status).toBe(200);
			},
		);

		test('a small unread body is drained and the connection kept', async () => {
			const { a, b } = await twoOnOneConnection({
				method: 'POST',
				path: '/api/glossary/letters',
				headers: json,
				body: Buffer.alloc(40 * 1024, 'x'),
			});
			expect(a.connection).not.toBe('close');
			expect(b.reused).toBe(true);
		});

		test('a declared-oversized unread body closes the connection instead of being read', async () => {
			const { a, b } = await twoOnOneConnection({
				method: 'POST',
				path: '/api/glossary/letters',
				headers: json,
				body: Buffer.alloc(3 * 1024 * 1024, 'x'),
			});
			expect(a.status).toBe(405);
			expect(a.connection).toBe('close');
			expect(b.status).toBe(200);
		});
	});

	test('holds 200 concurrent connections without an error', async () => {
		const { Agent, request } = await import('node:http');
		const agent = new Agent({ keepAlive: false, maxSockets: 200 });
		const statuses = await Promise.all(
			Array.from(
				{ length: 200 },
				() =>
					new Promise<number>((resolve, reject) => {
						const req = request(`${base}/api/health`, { agent }, (res) => {
							res.resume();
							res.on('end', () => resolve(res.statusCode ?? 0));
						});
						req.on('error', reject);
						req.end();
					}),
			),
		);
		agent.destroy();
		expect(statuses.filter((s) => s !== 200)).toEqual([]);
	});
});
