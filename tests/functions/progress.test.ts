/**
 * The sync API on a real libSQL file: create, read, replace with If-Match, conflicts that hand
 * back the stored blob, deletion, and every refusal (unknown ids, writes without the space's write
 * key, malformed and oversized bodies, stale writes, too many creations). The database is read back to show it stores neither the id
 * nor anything but the ciphertext it was given.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import progress, { CREATIONS_PER_HOUR } from '../../netlify/functions/progress.mts';
import termFn from '../../netlify/functions/glossary-term.mts';
import { IDLE_SPACE_DAYS, MAX_BLOB_BYTES } from '../../src/server/progress-repo.ts';
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
/** A write key for each id, as a code would give one (any 43-character value will do here). */
const keyOf = (id: string) => createHash('sha256').update(`write key ${id}`).digest('base64url');
const create = (id: string, blob = blobOf(), ip = `10.0.0.${++ipCounter}`) =>
	call(progress, '/api/progress', { ...jsonInit('POST', { id, blob }, keyOf(id)), ip });
const put = (id: string, blob: string, version?: number | string, key: string | null = keyOf(id)) =>
	call(progress, '/api/progress', {
		...jsonInit('PUT', { blob }),
		headers: {
			'Content-Type': 'application/json',
			'Sync-Space': id,
			...(key === null ? {} : { Authorization: `Bearer ${key}` }),
			...(version === undefined ? {} : { 'If-Match': String(version) }),
		},
	});
const get = (id: string) => call(progress, '/api/progress', { headers: { 'Sync-Space': id } });
const del = (id: string, version?: number, key: string | null = keyOf(id)) =>
	call(progress, '/api/progress', {
		method: 'DELETE',
		headers: {
			'Sync-Space': id,
			...(key === null ? {} : { Authorization: `Bearer ${key}` }),
			...(version === undefined ? {} : { 'If-Match': `"${version}"` }),
		},
	});

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
		// If-Match may list several versions, as HTTP allows: one of them is enough.
		expect((await put(id, blobOf(), '"1", "3"')).status).toBe(200);
		expect((await put(id, blobOf(), '"1", "2"')).status).toBe(409);
		expect((await put(id, blobOf(), '"4", x')).status).toBe(428);
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

	test('is forgotten by DELETE with If-Match (204), then answers 404; a stale or unconditional DELETE is refused', async () => {
		const id = newId();
		await create(id);
		await put(id, blobOf(), 1);
		expect((await del(id)).status).toBe(428);
		const stale = await del(id, 1);
		expect(stale.status).toBe(412);
		expect(stale.headers.get('ETag')).toBe('"2"');
		expect((await del(id, 2)).status).toBe(204);
		expect((await get(id)).status).toBe(404);
	});

	test('cannot be created twice under one id', async () => {
		const id = newId();
		expect((await create(id)).status).toBe(201);
		const again = await create(id);
		expect(again.status).toBe(409);
	});
});

describe('the write key', () => {
	test('overwriting or deleting needs the space’s write key: none is a 401, another space’s a 403, and nothing changes', async () => {
		const id = newId();
		const blob = blobOf();
		await create(id, blob);
		const anonymous = await put(id, blobOf(), 1, null);
		expect(anonymous.status).toBe(401);
		expect(anonymous.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
		expect((await anonymous.json()).error).toMatch(/^Authorization must be/);
		const intruder = keyOf(newId());
		expect((await put(id, blobOf(), 1, intruder)).status).toBe(403);
		expect((await del(id, 1, intruder)).status).toBe(403);
		expect((await del(id, 1, null)).status).toBe(401);
		// Only a hash of the key is stored, as for the id.
		const stored = await db.execute('SELECT write_key FROM progress_spaces');
		expect(stored.rows.map((row) => row.write_key)).not.toContain(keyOf(id));
		const read = await (await get(id)).json();
		expect(read).toMatchObject({ blob, version: 1 });
	});

	test('a space made before write keys takes the key of its first write, and refuses others after', async () => {
		const id = newId();
		await create(id);
		await db.execute({
			sql: 'UPDATE progress_spaces SET write_key = NULL WHERE key = ?',
			args: [createHash('sha256').update(id).digest('hex')],
		});
		const holder = keyOf(newId());
		expect((await put(id, blobOf(), 1, holder)).status).toBe(200);
		expect((await put(id, blobOf(), 2, keyOf(id))).status).toBe(403);
		expect((await put(id, blobOf(), 2, holder)).status).toBe(200);
	});

	test('the id is never in the address: the old addresses answer 410 saying to reload', async () => {
		const id = newId();
		await create(id);
		const old = await call(progress, `/api/progress/${id}`, { params: { id } });
		expect(old.status).toBe(410);
		expect((await old.json()).error).toMatch(/Reload the page/);
		expect((await get(id)).status).toBe(200);
	});
});

describe('refusals', () => {
	test('unknown ids answer 404 to GET, PUT and DELETE', async () => {
		const id = newId();
		expect((await get(id)).status).toBe(404);
		expect((await put(id, blobOf(), 1)).status).toBe(404);
		expect((await del(id, 1)).status).toBe(404);
		expect((await (await get(id)).json()).error).toMatch(/No sync space/);
	});

	test('an id that is not one a sync code gives is a 400 naming the id', async () => {
		const response = await get('not-an-id');
		expect(response.status).toBe(400);
		expect((await response.json()).error).toMatch(/^The Sync-Space header must carry/);
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
		const response = await call(progress, '/api/progress', {
			method: 'PUT',
			headers: {
				'Content-Type': 'application/json',
				'If-Match': '"1"',
				'Sync-Space': id,
				Authorization: `Bearer ${keyOf(id)}`,
			},
			body: typeof body === 'string' ? body : JSON.stringify(body),
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
			headers: {
				'Content-Type': 'application/json',
				'Content-Length': String(10 * 1024 * 1024),
				Authorization: `Bearer ${keyOf(newId())}`,
			},
			body: '{}',
			ip: '10.9.9.9',
		});
		expect(response.status).toBe(413);
	});

	test('other methods answer 405 with Allow', async () => {
		const response = await call(progress, '/api/progress', { method: 'PATCH' });
		expect(response.status).toBe(405);
		expect(response.headers.get('Allow')).toBe('GET, POST, PUT, DELETE');
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

describe('the creation limit holds', () => {
	test('uploads sent at once from one address cannot all pass it: the slot is taken before the body is read', async () => {
		const ip = '198.51.100.9';
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		const slowCreate = () => {
			const id = newId();
			const text = JSON.stringify({ id, blob: blobOf() });
			const body = new ReadableStream<Uint8Array>({
				async start(controller) {
					await held;
					controller.enqueue(new TextEncoder().encode(text));
					controller.close();
				},
			});
			return call(progress, '/api/progress', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${keyOf(id)}` },
				body,
				duplex: 'half',
				ip,
			} as RequestInit & { ip: string });
		};
		const answers = Array.from({ length: CREATIONS_PER_HOUR + 10 }, slowCreate);
		await new Promise((resolve) => setTimeout(resolve, 50));
		release();
		const statuses = (await Promise.all(answers)).map((res) => res.status);
		expect(statuses.filter((status) => status === 201)).toHaveLength(CREATIONS_PER_HOUR);
		expect(statuses.filter((status) => status === 429)).toHaveLength(10);
	});

	test('a refused creation gives its slot back', async () => {
		const ip = '198.51.100.10';
		for (let i = 0; i < CREATIONS_PER_HOUR + 5; i++)
			expect((await create('short', blobOf(), ip)).status).toBe(400);
		expect((await create(newId(), blobOf(), ip)).status).toBe(201);
	});

	test('IPv6 addresses count by their /64', async () => {
		for (let i = 1; i <= CREATIONS_PER_HOUR; i++)
			expect((await create(newId(), blobOf(), `2001:db8:7::${i.toString(16)}`)).status).toBe(201);
		expect((await create(newId(), blobOf(), '2001:db8:7::ffff')).status).toBe(429);
		expect((await create(newId(), blobOf(), '2001:db8:7:1::1')).status).toBe(201);
	});
});

describe('storage that anonymous clients cannot fill', () => {
	const TOKEN = 'progress-storage-admin-token-0123456789';
	const saved = { ...process.env };
	afterEach(() => {
		for (const key of ['SYNC_BUDGET_MB', 'SYNC_DISK_RESERVE_MB', 'ADMIN_TOKEN']) {
			if (saved[key] === undefined) delete process.env[key];
			else process.env[key] = saved[key];
		}
	});
	const editorSaves = async (name: string) =>
		(
			await call(
				termFn,
				'/api/glossary/term',
				jsonInit('POST', { term: name, comprehensive_definition: 'Saved by an editor.' }, TOKEN),
			)
		).status;
	const usage = async () =>
		Number((await db.execute('SELECT bytes FROM progress_usage')).rows[0]!.bytes);

	test('all spaces together have a budget: past it POST and growing PUTs answer 507, while editors keep saving and readers keep reading', async () => {
		process.env.ADMIN_TOKEN = TOKEN;
		const kept = newId();
		expect((await create(kept, blobOf(100))).status).toBe(201);
		// The stored total is kept exact: it matches the blobs.
		const total = Number(
			(await db.execute('SELECT sum(length(blob)) AS b FROM progress_spaces')).rows[0]!.b,
		);
		expect(await usage()).toBe(total);
		process.env.SYNC_BUDGET_MB = String((total + 1000) / 2 ** 20);

		expect((await create(newId(), blobOf(600))).status).toBe(201);
		const refused = await create(newId(), blobOf(600));
		expect(refused.status).toBe(507);
		expect((await refused.json()).error).toMatch(/storage on this server is full/);
		// A space may not grow past the budget, but may be rewritten as small, read and deleted.
		expect((await put(kept, blobOf(900), 1)).status).toBe(507);
		expect((await put(kept, blobOf(100), 1)).status).toBe(200);
		expect((await get(kept)).status).toBe(200);
		expect(await editorSaves('Saved Past The Sync Budget')).toBe(201);
		expect((await del(kept, 2)).status).toBe(204);
		expect(await usage()).toBe(total + 600 - 100);
	});

	test(`a space nobody wrote for ${IDLE_SPACE_DAYS} days is deleted when another is created, making room`, async () => {
		const idle = newId();
		const fresh = newId();
		expect((await create(idle, blobOf(600))).status).toBe(201);
		expect((await create(fresh, blobOf(100))).status).toBe(201);
		process.env.SYNC_BUDGET_MB = String((await usage()) / 2 ** 20);
		expect((await create(newId(), blobOf(400))).status).toBe(507);
		const longAgo = new Date(Date.now() - (IDLE_SPACE_DAYS + 1) * 86_400_000).toISOString();
		const justInTime = new Date(Date.now() - (IDLE_SPACE_DAYS - 1) * 86_400_000).toISOString();
		const rowKey = (id: string) => createHash('sha256').update(id).digest('hex');
		for (const [id, date] of [
			[idle, longAgo],
			[fresh, justInTime],
		])
			await db.execute({
				sql: 'UPDATE progress_spaces SET updated_at = ? WHERE key = ?',
				args: [date, rowKey(id)],
			});
		expect((await create(newId(), blobOf(400))).status).toBe(201);
		expect((await get(idle)).status).toBe(404);
		expect((await get(fresh)).status).toBe(200);
	});

	test('when the disk is down to the room kept for editors, sync stores nothing more (507) and editors keep saving', async () => {
		process.env.ADMIN_TOKEN = TOKEN;
		const kept = newId();
		expect((await create(kept, blobOf())).status).toBe(201);
		// A reserve larger than any disk: as if the disk were down to it.
		process.env.SYNC_DISK_RESERVE_MB = String(2 ** 40);
		expect((await create(newId())).status).toBe(507);
		expect((await put(kept, blobOf(), 1)).status).toBe(507);
		expect((await get(kept)).status).toBe(200);
		expect(await editorSaves('Saved With The Disk Nearly Full')).toBe(201);
		expect((await del(kept, 1)).status).toBe(204);
	});
});
