/** The local server's handling of streamed function responses, with functions made for the test. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { spawn } from 'node:child_process';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createLocalServer } from './server.ts';

const LIMITED_SERVER = fileURLToPath(
	new URL('../../tests/helpers/limited-server.ts', import.meta.url),
);

let dir: string;
let server: Server;
let base: string;

/** 100 lines of about 5 KB, enqueued one by one: a body that arrives in many chunks. */
const STREAMING_FUNCTION = `
export default () => new Response(new ReadableStream({
	async pull(controller) {
		for (let i = 0; i < 100; i++) {
			controller.enqueue(new TextEncoder().encode(JSON.stringify({ i, pad: 'x'.repeat(5000) }) + '\\n'));
			await new Promise((resolve) => setTimeout(resolve, 0));
		}
		controller.close();
	},
}), { headers: { 'content-type': 'application/json' } });
export const config = { path: '/api/stream' };
`;

/** A stand-in for the offline edition: 3000 bytes, 0 to 255 over and over. */
const EDITION = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256));

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-local-server-'));
	mkdirSync(join(dir, 'dist'));
	mkdirSync(join(dir, 'functions'));
	writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>Home</title>');
	writeFileSync(join(dir, 'functions', 'stream.mjs'), STREAMING_FUNCTION);
	mkdirSync(join(dir, 'dist', 'downloads'));
	writeFileSync(join(dir, 'dist', 'downloads', 'edition.zim'), EDITION);
	server = await createLocalServer({
		distDir: join(dir, 'dist'),
		functionsDir: join(dir, 'functions'),
		netlifyToml: 'netlify.toml',
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve));
	rmSync(dir, { recursive: true, force: true });
});

describe('streamed function responses', () => {
	test('stream through the compressor without a length, decoding to the same body', async () => {
		const plain = await fetch(`${base}/api/stream`, { headers: { 'Accept-Encoding': 'identity' } });
		const expected = await plain.text();
		expect(expected.split('\n').filter(Boolean)).toHaveLength(100);
		for (const encoding of ['br', 'gzip']) {
			const res = await fetch(`${base}/api/stream`, { headers: { 'Accept-Encoding': encoding } });
			expect(res.headers.get('content-encoding')).toBe(encoding);
			expect(res.headers.get('content-length')).toBeNull();
			expect(await res.text()).toBe(expected);
		}
	});

	test('a client that leaves mid-stream does not disturb the server', async () => {
		const controller = new AbortController();
		const res = await fetch(`${base}/api/stream`, {
			headers: { 'Accept-Encoding': 'br' },
			signal: controller.signal,
		});
		const reader = res.body!.getReader();
		await reader.read();
		controller.abort();
		const next = await fetch(`${base}/api/stream`, { headers: { 'Accept-Encoding': 'gzip' } });
		expect((await next.text()).length).toBeGreaterThan(400_000);
	});
});

describe("netlify.toml's redirects", () => {
	test("answer the glossary browser's old deep link with a 301 to the term's page", async () => {
		const res = await fetch(`${base}/glossary?letter=S&term=softmax`, { redirect: 'manual' });
		expect(res.status).toBe(301);
		expect(res.headers.get('location')).toBe('/glossary/softmax');
		// The site's headers still apply, as to any answer Netlify gives for a path.
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		// Other addresses are not redirected.
		expect((await fetch(`${base}/?term=softmax`, { redirect: 'manual' })).status).toBe(200);
	});
});

describe('the offline edition under /downloads/', () => {
	const url = () => `${base}/downloads/edition.zim`;

	test("is a file to save, with netlify.toml's headers, sent as it is", async () => {
		const res = await fetch(url(), { headers: { 'accept-encoding': 'br, gzip' } });
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/octet-stream');
		expect(res.headers.get('content-disposition')).toBe('attachment');
		expect(res.headers.get('content-encoding')).toBeNull();
		expect(res.headers.get('accept-ranges')).toBe('bytes');
		expect(Buffer.from(await res.arrayBuffer())).toEqual(EDITION);
	});

	test('a broken download resumes: a byte range answers 206 with those bytes', async () => {
		const full = await fetch(url());
		const etag = full.headers.get('etag')!;
		await full.body?.cancel();
		const rest = await fetch(url(), { headers: { range: 'bytes=1000-', 'if-range': etag } });
		expect(rest.status).toBe(206);
		expect(rest.headers.get('content-range')).toBe('bytes 1000-2999/3000');
		expect(rest.headers.get('content-length')).toBe('2000');
		expect(Buffer.from(await rest.arrayBuffer())).toEqual(EDITION.subarray(1000));
		const last = await fetch(url(), { headers: { range: 'bytes=-10' } });
		expect(last.headers.get('content-range')).toBe('bytes 2990-2999/3000');
		expect(Buffer.from(await last.arrayBuffer())).toEqual(EDITION.subarray(2990));
	});

	test('a range of a changed file, or past its end, is not served as part of this one', async () => {
		const changed = await fetch(url(), { headers: { range: 'bytes=1000-', 'if-range': '"old"' } });
		expect(changed.status).toBe(200);
		expect(Buffer.from(await changed.arrayBuffer())).toEqual(EDITION);
		const past = await fetch(url(), { headers: { range: 'bytes=3000-' } });
		expect(past.status).toBe(416);
		expect(past.headers.get('content-range')).toBe('bytes */3000');
		await past.body?.cancel();
	});

	test('pages are not served in ranges: they go compressed, whole', async () => {
		const res = await fetch(`${base}/`, { headers: { range: 'bytes=0-5' } });
		expect(res.status).toBe(200);
		expect(res.headers.get('accept-ranges')).toBeNull();
		await res.body?.cancel();
	});
});

describe('one spelling of each path', () => {
	test('a needlessly encoded path is sent to its plain spelling, where its rules apply', async () => {
		for (const [path, location] of [
			['/%61dmin/glossary', '/admin/glossary'],
			['/%61pi/stream?x=1', '/api/stream?x=1'],
			['/glossary/neural%2Dnetwork', '/glossary/neural-network'],
		]) {
			const res = await fetch(`${base}${path}`, { redirect: 'manual' });
			expect(res.status, path).toBe(308);
			expect(res.headers.get('location')).toBe(location);
		}
		// Escapes that mean something stay.
		const spaced = await fetch(`${base}/glossary/a%20b%2Fc`, { redirect: 'manual' });
		expect(spaced.status).not.toBe(308);
	});

	test('malformed percent-encoding is a 400, with nothing logged', async () => {
		const logged = vi.spyOn(console, 'error');
		try {
			for (const path of ['/glossary/%zz', '/about%', '/glossary/%E0%A4%A']) {
				const res = await fetch(`${base}${path}`);
				expect(res.status, path).toBe(400);
				expect((await res.json()).error).toMatch(/malformed percent-encoding/);
			}
			expect(logged).not.toHaveBeenCalled();
		} finally {
			logged.mockRestore();
		}
	});
});

test("the server's own 405 for a page carries the site's security headers", async () => {
	const res = await fetch(`${base}/`, { method: 'POST', body: 'x' });
	expect(res.status).toBe(405);
	expect(res.headers.get('allow')).toBe('GET, HEAD');
	expect(res.headers.get('x-content-type-options')).toBe('nosniff');
	expect(res.headers.get('x-frame-options')).toBeTruthy();
});

describe('connection limits', () => {
	test('unfinished headers are cut off, and one client cannot hold more than its share: the rest are answered 503', async () => {
		const child = spawn(
			process.execPath,
			[LIMITED_SERVER, join(dir, 'dist'), join(dir, 'functions')],
			{ stdio: ['ignore', 'pipe', 'inherit'] },
		);
		const port = await new Promise<number>((resolve) =>
			child.stdout.on('data', (chunk) => {
				const match = /port (\d+)/.exec(String(chunk));
				if (match) resolve(Number(match[1]));
			}),
		);
		const open = () =>
			new Promise<Socket>((resolve) => {
				const socket = connect(port, '127.0.0.1', () => resolve(socket));
			});
		/** Everything the server sent before it closed the connection (the test's timeout bounds the wait). */
		const closed = (socket: Socket) =>
			new Promise<string>((resolve) => {
				let received = '';
				socket.on('data', (chunk) => (received += String(chunk)));
				socket.on('close', () => resolve(received));
				socket.on('error', () => {});
			});
		try {
			const slow = await open();
			const slowClosed = closed(slow);
			slow.write('GET / HTTP/1.1\r\nHost: x\r\n'); // never finishes its headers
			// Node's default would wait 60 s, past this test's timeout: the server's own limit answers.
			expect(await slowClosed).toMatch(/^HTTP\/1\.1 408 /);

			const held = await Promise.all([open(), open(), open()]);
			let heldClosed = 0;
			for (const socket of held) socket.on('close', () => heldClosed++);
			// Past the limit, a request is answered 503 with Retry-After, and the connection closes
			// cleanly (never a reset, which would lose the answer), while the three before it stay
			// open (the headers limit would close those first, being older).
			const fourth = await open();
			const fourthClosed = closed(fourth);
			fourth.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
			const answer = await fourthClosed;
			expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
			expect(answer).toMatch(/\r\nRetry-After: 1\r\n/i);
			expect(answer).toMatch(/\r\nConnection: close\r\n/i);
			// One that sends nothing is not held for the headers limit: it is answered 503 sooner.
			const fifth = await open();
			const startedAt = Date.now();
			expect(await closed(fifth)).toMatch(/^HTTP\/1\.1 503 /);
			expect(Date.now() - startedAt).toBeLessThan(5000);
			expect(heldClosed).toBe(0);
			for (const socket of held) socket.destroy();
			// Once the server (another process) has seen them go, the client may connect again.
			await vi.waitFor(
				async () => expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200),
				{ timeout: 10_000, interval: 50 },
			);
		} finally {
			child.kill();
		}
	});
});
