/** The local server's handling of streamed function responses, with functions made for the test. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLocalServer } from './server.ts';

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

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-local-server-'));
	mkdirSync(join(dir, 'dist'));
	mkdirSync(join(dir, 'functions'));
	writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>Home</title>');
	writeFileSync(join(dir, 'functions', 'stream.mjs'), STREAMING_FUNCTION);
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
