/**
 * The functions under database faults: the write lock held by another process, a database that
 * cannot be reached (and then comes back), a damaged file. Each answers 503 with `{ error }`
 * saying why, never a 500, never a frozen server, and recovers as soon as the fault is gone.
 */
import { randomBytes } from 'node:crypto';
import {
	closeSync,
	mkdtempSync,
	openSync,
	renameSync,
	rmSync,
	unlinkSync,
	writeFileSync,
	writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { createDb, fileGuardOf, setDb } from '../../src/server/db.ts';
import { createTerm } from '../../src/server/glossary-repo.ts';
import { migrate } from '../../src/server/migrate.ts';
import health from '../../netlify/functions/health.mts';
import letter from '../../netlify/functions/glossary-letter.mts';
import letters from '../../netlify/functions/glossary-letters.mts';
import termFn from '../../netlify/functions/glossary-term.mts';
import progress from '../../netlify/functions/progress.mts';
import { corruptTermsTable, holdWriteLock } from '../helpers/faults.ts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';
import { recordTiming } from '../helpers/timings.ts';

const TOKEN = 'database-faults-admin-token-0123456789';
let dir: string;
const savedEnv = { ...process.env };

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-faults-'));
	process.env.ADMIN_TOKEN = TOKEN;
});
afterEach(() => {
	setDb(undefined);
	for (const key of ['DATABASE_FILE', 'LIBSQL_URL']) {
		if (savedEnv[key] === undefined) delete process.env[key];
		else process.env[key] = savedEnv[key];
	}
});
afterAll(() => {
	delete process.env.ADMIN_TOKEN;
	rmSync(dir, { recursive: true, force: true });
});

async function migratedFile(
	name: string,
	options: { writeLockWaitMs?: number } = {},
): Promise<{ file: string; db: Client }> {
	const file = join(dir, name);
	const db = await createDb({ databaseUrl: `file:${file}`, readOnly: false }, options);
	await migrate(db);
	return { file, db };
}

let created = 0;
const post = () =>
	call(
		termFn,
		'/api/glossary/term',
		jsonInit(
			'POST',
			{
				term: `Lock Test ${++created}`,
				comprehensive_definition: 'Written while another process had the lock.',
			},
			TOKEN,
		),
	);

describe('the write lock held by another process', () => {
	test('a write waits for the lock without blocking reads, then succeeds', async () => {
		const { file, db } = await migratedFile('wait.db', { writeLockWaitMs: 5000 });
		setDb(db);
		const holder = await holdWriteLock(file, 1200);

		// The longest stretch during which the thread could run nothing else.
		let last = Date.now();
		let longestGap = 0;
		const ticker = setInterval(() => {
			longestGap = Math.max(longestGap, Date.now() - last);
			last = Date.now();
		}, 5);
		const started = Date.now();
		let writtenAt = 0;
		const write = post().then((res) => ((writtenAt = Date.now()), res));
		const readsDoneAt: number[] = [];
		for (let i = 0; i < 5; i++) {
			expect((await call(letters, '/api/glossary/letters')).status).toBe(200);
			readsDoneAt.push(Date.now());
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		const written = await write;
		clearInterval(ticker);
		await holder.released;

		expect(written.status).toBe(201);
		// Reads were answered while the write waited: the wait never held the thread. How long it
		// waited, and the longest stall meanwhile, are judged by `npm run bench:timings`.
		expect(Math.max(...readsDoneAt)).toBeLessThan(writtenAt);
		const waited = writtenAt - started;
		recordTiming('lock-wait', waited);
		recordTiming('lock-stall', longestGap, { limitMs: waited / 2 });
		db.close();
	});

	test('a write answers 503 saying the database is busy when the lock does not come, and writes succeed again once it is released', async () => {
		const { file, db } = await migratedFile('busy.db', { writeLockWaitMs: 600 });
		setDb(db);
		const holder = await holdWriteLock(file, 2000);

		const refused = await post();
		expect(refused.status).toBe(503);
		expect(refused.headers.get('retry-after')).toBeTruthy();
		expect((await refused.json()).error).toMatch(/busy/i);
		expect((await call(letters, '/api/glossary/letters')).status).toBe(200);

		await holder.released;
		const statuses: number[] = [];
		for (let i = 0; i < 10; i++) statuses.push((await post()).status);
		expect(statuses).toEqual(Array(10).fill(201));
		const term = await (await post()).json();
		const put = await call(termFn, `/api/glossary/term/${term.id}`, {
			...jsonInit(
				'PUT',
				{ term: term.term, comprehensive_definition: 'Edited after the lock was released.' },
				TOKEN,
			),
			params: { key: String(term.id) },
		});
		expect(put.status).toBe(200);
		const del = await call(termFn, `/api/glossary/term/${term.id}`, {
			method: 'DELETE',
			headers: { Authorization: `Bearer ${TOKEN}` },
			params: { key: String(term.id) },
		});
		expect(del.status).toBe(204);
		db.close();
	});

	test('concurrent writes in one process queue behind the lock and all land', async () => {
		const { file, db } = await migratedFile('queue.db', { writeLockWaitMs: 3000 });
		setDb(db);
		const holder = await holdWriteLock(file, 400);
		const responses = await Promise.all(Array.from({ length: 20 }, () => post()));
		await holder.released;
		expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
		const ids = await Promise.all(responses.map(async (r) => (await r.json()).id));
		expect(new Set(ids).size).toBe(20);
		db.close();
	});
});

describe('a database that cannot be reached', () => {
	test('answers 503, then connects on a later request once the database is back', async () => {
		const blocker = join(dir, 'unmounted');
		writeFileSync(blocker, 'a file where the database folder should be');
		process.env.DATABASE_FILE = join(blocker, 'atlas.db');
		setDb(undefined);

		for (const res of [
			await call(health, '/api/health'),
			await call(letters, '/api/glossary/letters'),
		]) {
			expect(res.status).toBe(503);
			expect((await res.json()).error).toMatch(/unavailable/i);
		}

		unlinkSync(blocker);
		const { db } = await migratedFile('unmounted/atlas.db');
		db.close();
		expect((await call(health, '/api/health')).status).toBe(200);
		expect((await call(letters, '/api/glossary/letters')).status).toBe(200);
	});

	test('a remote database that refuses connections answers 503, not 500', async () => {
		process.env.LIBSQL_URL = 'http://127.0.0.1:8929';
		setDb(undefined);
		for (const res of [
			await call(health, '/api/health'),
			await call(letters, '/api/glossary/letters'),
		]) {
			expect(res.status).toBe(503);
			expect((await res.json()).error).toMatch(/unavailable/i);
		}
	});
});

describe('a damaged database file', () => {
	test('health, reads and writes answer 503 saying it is damaged, never 500 or 201', async () => {
		const { file, db } = await migratedFile('corrupt.db');
		for (let i = 0; i < 150; i++) {
			await createTerm(
				db,
				termInput({
					term: `Term ${i}`,
					aliases: '',
					comprehensive_definition: 'A definition long enough to fill pages. '.repeat(8),
				}),
			);
		}
		db.close();
		await corruptTermsTable(file);
		process.env.DATABASE_FILE = file;
		setDb(undefined);

		const answers = [
			await call(health, '/api/health'),
			await call(letter, '/api/glossary/letter/T', { params: { letter: 'T' } }),
			await call(
				termFn,
				'/api/glossary/term',
				jsonInit('POST', termInput({ term: 'Written to a damaged file' }), TOKEN),
			),
		];
		for (const res of answers) {
			expect(res.status).toBe(503);
			expect((await res.json()).error).toMatch(/damaged/i);
		}
	});
});

describe('what /api/health reports at once', () => {
	test('a full disk: health and writes answer 503 saying the disk is full, reads go on', async () => {
		const { file, db } = await migratedFile('full.db');
		db.close();
		// Less free space than this is a full disk: as if the volume had filled up.
		const full = await createDb(
			{ databaseUrl: `file:${file}`, readOnly: false },
			{ minFreeBytes: Number.MAX_SAFE_INTEGER },
		);
		setDb(full);
		for (const res of [await call(health, '/api/health'), await post()]) {
			expect(res.status).toBe(503);
			expect(res.headers.get('retry-after')).toBeTruthy();
			expect((await res.json()).error).toMatch(/disk .* is full/i);
		}
		expect((await call(letters, '/api/glossary/letters')).status).toBe(200);
		full.close();
	});

	test('damage a request meets: health answers 503 at once, not after the next whole-file check', async () => {
		const { file, db } = await migratedFile('met.db');
		for (let i = 0; i < 150; i++)
			await createTerm(
				db,
				termInput({
					term: `Met ${i}`,
					comprehensive_definition: 'A definition long enough to fill pages. '.repeat(8),
				}),
			);
		db.close();
		await corruptTermsTable(file, { spareFirstLeaf: true });
		const reopened = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
		setDb(reopened);
		// Health's own probe reads the first rows, which are sound, and the whole-file check has not run.
		expect((await call(health, '/api/health')).status).toBe(200);
		const read = await call(letter, '/api/glossary/letter/M', { params: { letter: 'M' } });
		expect(read.status).toBe(503);
		const answer = await call(health, '/api/health');
		expect(answer.status).toBe(503);
		expect((await answer.json()).error).toMatch(/damaged/i);
		expect((await post()).status).toBe(503);
		await fileGuardOf(reopened)!.settled();
		reopened.close();
	});
});

describe('a database file deleted, replaced or damaged while the server runs', () => {
	test('deleted: health and writes answer 503 and no write is acknowledged', async () => {
		const { file, db } = await migratedFile('deleted.db');
		setDb(db);
		expect((await post()).status).toBe(201);
		for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
		const answers = [await call(health, '/api/health'), await post()];
		for (const res of answers) {
			expect(res.status).toBe(503);
			expect((await res.json()).error).toMatch(/unavailable/i);
		}
		db.close();
	});

	test('deleted or damaged: sync writes answer 503 like glossary writes, and none is acknowledged', async () => {
		const spaceId = () => randomBytes(32).toString('base64url');
		const blob = () => randomBytes(64).toString('base64url');
		let ip = 0;
		// Any 43-character write key will do: each space takes the key it was created with.
		const writeKey = 'k'.repeat(43);
		const space = (id: string) => ({
			'Sync-Space': id,
			Authorization: `Bearer ${writeKey}`,
			'If-Match': '"1"',
		});
		const writes = (kept: string) => [
			call(progress, '/api/progress', {
				...jsonInit('POST', { id: spaceId(), blob: blob() }, writeKey),
				ip: `10.1.0.${++ip}`,
			}),
			call(progress, '/api/progress', {
				...jsonInit('PUT', { blob: blob() }),
				headers: { 'Content-Type': 'application/json', ...space(kept) },
			}),
			call(progress, '/api/progress', { method: 'DELETE', headers: space(kept) }),
		];
		for (const fault of ['deleted', 'damaged'] as const) {
			const { file, db } = await migratedFile(`sync-${fault}.db`);
			setDb(db);
			const kept = spaceId();
			const created = await call(progress, '/api/progress', {
				...jsonInit('POST', { id: kept, blob: blob() }, writeKey),
				ip: `10.2.0.${++ip}`,
			});
			expect(created.status).toBe(201);
			if (fault === 'deleted') {
				for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
			} else {
				const fd = openSync(file, 'r+');
				writeSync(fd, Buffer.alloc(32, 0xff), 0, 32, 0);
				closeSync(fd);
			}
			const answers = await Promise.all(writes(kept));
			for (const [i, res] of answers.entries()) {
				expect(res.status, `${fault}: ${['POST', 'PUT', 'DELETE'][i]}`).toBe(503);
				expect((await res.json()).error).toMatch(fault === 'deleted' ? /unavailable/i : /damaged/i);
			}
			db.close();
		}
	});

	test('replaced by another file: writes answer 503', async () => {
		const { file, db } = await migratedFile('replaced.db');
		setDb(db);
		const other = await migratedFile('other.db');
		other.db.close();
		renameSync(other.file, file);
		expect((await post()).status).toBe(503);
		expect((await call(health, '/api/health')).status).toBe(503);
		db.close();
	});

	test('a damaged header: health and writes answer 503 at once, not a minute later', async () => {
		const { file, db } = await migratedFile('header.db');
		setDb(db);
		expect((await call(health, '/api/health')).status).toBe(200);
		const fd = openSync(file, 'r+');
		writeSync(fd, Buffer.alloc(32, 0xff), 0, 32, 0);
		closeSync(fd);
		for (const res of [await call(health, '/api/health'), await post()]) {
			expect(res.status).toBe(503);
			expect((await res.json()).error).toMatch(/damaged/i);
		}
		db.close();
	});

	test('damage only a whole-file check finds is found in another process, then refuses writes', async () => {
		const { file, db } = await migratedFile('pages.db');
		for (let i = 0; i < 150; i++)
			await createTerm(
				db,
				termInput({
					term: `Paged ${i}`,
					comprehensive_definition: 'A definition long enough to fill pages. '.repeat(8),
				}),
			);
		db.close();
		await corruptTermsTable(file);
		// The first row of the table still reads: only the whole-file check sees the damage.
		const reopened = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
		setDb(reopened);
		const guard = fileGuardOf(reopened)!;
		guard.checkIntegrityInBackground();
		await guard.settled();
		expect(guard.check()?.kind).toBe('corrupt');
		expect((await post()).status).toBe(503);
		reopened.close();
	});
});
