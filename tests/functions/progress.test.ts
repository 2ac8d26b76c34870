/**
 * The sync API on a real libSQL file: create, read, replace with If-Match, conflicts that hand
 * back the stored blob, deletion, and every refusal (unknown ids, malformed and oversized bodies,
 * stale writes, too many creations). The database is read back to show it stores neither the id
 * nor anything but the ciphertext it was given.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import progress, { CREATIONS_PER_HOUR } from '../../netlify/functions/progress.mts';
import { MAX_BLOB_BYTES } from '../../src/server/progress-repo.ts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';

let db: Client;
let cleanup: () => void;
beforeAll(async () => {
	({ db, cleanup } = await createTestDb());
	setDb(db);
});
afterAll(() => cleanup());

const newId = () => randomBytes(32).toString('base64url');
const blobOf = (size = 64) => randomBytes(size).toString('base64url');
let ipCounter = 0;
const create = (id: string, blob = blobOf(), ip = `10.0.0.${++ipCounter}`) =>
	call(progress, '/api/progress', { ...jsonInit('POST', { id, blob }), ip });
const put = (id: string, blob: string, version?: number | string) =>
	call(progress, `/api/progress/${id}`, {
		...jsonInit('PUT', { blob }),
		headers: {
			'Content-Type': 'application/json',
			...(version === undefined ? {} : { 'If-Match': String(version) }),
		},
		params: { id },
	});
const get = (id: string) => call(progress, `/api/progress/${id}`, { params: { id } });

describe('a sync space', () => {
	test('is created (201 with the id and version 1), read back byte for byte, and never cached', async () => {
		const id = newId();
		const blob = blobOf(200);
		const created = await create(id, blob);
		expect(created.status).toBe(201);
		expect(await created.json()).toEqual({ id, version: 1 });
		expect(created.headers.get('Cache-Control')).toBe('no-store');

		const read = await get(id);
		expect(read.status).toBe(200);
		expect(read.headers.get('ETag')).toBe('"1"');
		expect(read.headers.get('Cache-Control')).toBe('no-store');
		const body = await read.json();
		expect(body).toMatchObject({ blob, version: 1 });
	});

	test('stores the ciphertext under a hash of the id, never the id itself', async () => {
		const id = newId();
		await create(id);
		const rows = (await db.execute('SELECT key FROM progress_spaces')).rows.map((r) => r.key);
		expect(rows).not.toContain(id);
		expect(rows.every((key) => /^[0-9a-f]{64}$/.test(String(key)))).toBe(true);
	});

	test('is replaced with If-Match on the stored version; a stale write gets 409 with the current blob', async () => {
		const id = newId();
		await create(id);
		const first = blobOf(100);
		const replaced = await put(id, first, '"1"');
		expect(replaced.status).toBe(200);
		expect(await replaced.json()).toEqual({ version: 2 });

		const stale = await put(id, blobOf(100), '"1"');
		expect(stale.status).toBe(409);
		const conflict = await stale.json();
		expect(conflict).toMatchObject({ blob: first, version: 2, field: 'If-Match' });
		expect(conflict.error).toMatch(/changed since/);

		expect((await put(id, blobOf(), 'W/"2"')).status).toBe(200);
		expect((await (await get(id)).json()).version).toBe(3);
	});

	test('a PUT without If-Match is refused (428) and changes nothing', async () => {
		const id = newId();
		const blob = blobOf();
		await create(id, blob);
		const response = await put(id, blobOf());
		expect(response.status).toBe(428);
		expect((await response.json()).error).toMatch(/If-Match/);
		expect((await (await get(id)).json()).blob).toBe(blob);
	});

	test('is forgotten by DELETE (204), then answers 404', async () => {
		const id = newId();
		await create(id);
		const deleted = await call(progress, `/api/progress/${id}`, {
			method: 'DELETE',
			params: { id },
		});
		expect(deleted.status).toBe(204);
		expect((await get(id)).status).toBe(404);
	});

	test('cannot be created twice under one id', async () => {
		const id = newId();
		expect((await create(id)).status).toBe(201);
		const again = await create(id);
		expect(again.status).toBe(409);
	});
});

describe('refusals', () => {
	test('unknown ids answer 404 to GET, PUT and DELETE', async () => {
		const id = newId();
		expect((await get(id)).status).toBe(404);
		expect((await put(id, blobOf(), 1)).status).toBe(404);
		const deleted = await call(progress, `/api/progress/${id}`, {
			method: 'DELETE',
			params: { id },
		});
		expect(deleted.status).toBe(404);
		expect((await (await get(id)).json()).error).toMatch(/No sync space/);
	});

	test('an id that is not one a sync code gives is a 400 naming the id', async () => {
		const response = await get('not-an-id');
		expect(response.status).toBe(400);
		expect((await response.json()).error).toMatch(/id must be/);
		const posted = await create('short');
		expect(posted.status).toBe(400);
		expect((await posted.json()).error).toMatch(/^id /);
	});

	test.each([
		['not JSON', '{oops', /not valid JSON/],
		['an array', '[]', /JSON object/],
		['a blob that is not base64url', { blob: 'a+b/c=' }, /blob must be/],
		['no blob', { nothing: true }, /blob must be/],
		['a blob too short to be ciphertext', { blob: blobOf(8) }, /too short/],
	])('a malformed body (%s) is a 400 naming the field', async (_name, body, message) => {
		const id = newId();
		await create(id);
		const response = await call(progress, `/api/progress/${id}`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
			body: typeof body === 'string' ? body : JSON.stringify(body),
			params: { id },
		});
		expect(response.status).toBe(400);
		expect((await response.json()).error).toMatch(message);
	});

	test('a blob over 256 KiB is refused with 413, and the stored one is kept', async () => {
		const id = newId();
		const blob = blobOf();
		await create(id, blob);
		const tooBig = await put(id, randomBytes(MAX_BLOB_BYTES + 1).toString('base64url'), 1);
		expect(tooBig.status).toBe(413);
		expect((await tooBig.json()).error).toMatch(/at most 256 KiB/);
		expect((await (await get(id)).json()).blob).toBe(blob);
		// Exactly the limit is accepted.
		expect((await put(id, randomBytes(MAX_BLOB_BYTES).toString('base64url'), 1)).status).toBe(200);
	});

	test('a body far over the limit is refused before it is read', async () => {
		const response = await call(progress, '/api/progress', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
			body: '{}',
			ip: '10.9.9.9',
		});
		expect(response.status).toBe(413);
	});

	test('other methods answer 405 with Allow', async () => {
		const response = await call(progress, '/api/progress', { method: 'GET' });
		expect(response.status).toBe(405);
		expect(response.headers.get('Allow')).toBe('POST');
	});

	test(`one address may create ${CREATIONS_PER_HOUR} spaces an hour; then 429 with Retry-After`, async () => {
		const ip = '192.0.2.77';
		for (let i = 0; i < CREATIONS_PER_HOUR; i++)
			expect((await create(newId(), blobOf(), ip)).status).toBe(201);
		const refused = await create(newId(), blobOf(), ip);
		expect(refused.status).toBe(429);
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
		// Another address is not affected.
		expect((await create(newId(), blobOf(), '192.0.2.78')).status).toBe(201);
	});
});
