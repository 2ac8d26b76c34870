/**
 * Netlify applies netlify.toml `[[headers]]` to static files only, never to function responses, so
 * every function must set its own security and caching headers, on successes and errors alike;
 * and the local server must not add the file headers that production would not send.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import type { Context } from '@netlify/functions';
import { setDb } from '../../src/server/db.ts';
import { createTerm } from '../../src/server/glossary-repo.ts';
import { loadFunctions, type LoadedFunction } from '../../scripts/local-server/functions.ts';
import { createLocalServer } from '../../scripts/local-server/server.ts';
import { createTestDb } from '../helpers/db.ts';
import { termInput } from '../helpers/terms.ts';

let db: Client;
let cleanup: () => void;
let functions: LoadedFunction[];
let server: Server;
let base: string;
let dist: string;

beforeAll(async () => {
	({ db, cleanup } = await createTestDb());
	setDb(db);
	// Editors' routes then refuse an anonymous read with 401, as a configured site does.
	process.env.ADMIN_TOKEN = 'api-headers-test-token-0123456789';
	await createTerm(db, termInput({ term: 'Softmax', slug: 'softmax', aliases: '' }));
	functions = await loadFunctions('netlify/functions');
	dist = mkdtempSync(join(tmpdir(), 'ai-atlas-dist-'));
	writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
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
	cleanup();
	rmSync(dist, { recursive: true, force: true });
});

/** A concrete path for each function's first `config.path`, with sample parameter values. */
const SAMPLE_PARAMS: Record<string, string> = {
	key: 'softmax',
	letter: 'S',
	category: 'Deep%20Learning',
	difficulty: 'beginner',
	term: 'Softmax',
};
function samplePath(fn: LoadedFunction): { path: string; params: Record<string, string> } {
	const pattern = fn.patterns.at(-1)!.pathname;
	const params: Record<string, string> = {};
	const path = pattern.replace(
		/:(\w+)/g,
		(_, name: string) => (params[name] = SAMPLE_PARAMS[name] ?? 'x'),
	);
	return { path, params };
}

async function callDirect(fn: LoadedFunction, method: string): Promise<Response> {
	const { path, params } = samplePath(fn);
	const context = { params, ip: '127.0.0.1' } as unknown as Context;
	return fn.handler(new Request(new URL(path, 'http://localhost'), { method }), context as never);
}

function expectApiHeaders(res: Response, label: string) {
	expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
	expect(res.headers.get('cache-control'), label).toBeTruthy();
	expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
	expect(res.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
}

describe('API response headers', () => {
	test('every function sets its own security and cache headers on a read', async () => {
		expect(functions.length).toBeGreaterThan(10);
		for (const fn of functions) {
			const res = await callDirect(fn, 'GET');
			expect(res.status, fn.name).toBeLessThan(500);
			expectApiHeaders(res, `${fn.name} GET ${res.status}`);
		}
	});

	test('error answers carry them too', async () => {
		for (const fn of functions) {
			const res = await callDirect(fn, 'PATCH');
			expect(res.status, fn.name).toBe(405);
			expectApiHeaders(res, `${fn.name} PATCH`);
		}
	});

	test('the local server passes function headers through without adding netlify.toml file headers', async () => {
		const transport = new Set([
			'content-length',
			'content-encoding',
			'vary',
			'date',
			'connection',
			'keep-alive',
			'transfer-encoding',
		]);
		const headerSet = (res: Response) =>
			Object.fromEntries([...res.headers].filter(([name]) => !transport.has(name)));
		for (const fn of functions) {
			const direct = await callDirect(fn, 'GET');
			const served = await fetch(base + samplePath(fn).path);
			expect(headerSet(served), fn.name).toEqual(headerSet(direct));
			expect(served.headers.get('permissions-policy'), fn.name).toBeNull();
		}
	});
});
