/**
 * The publication state on a real libSQL file: recorded even while another
 * process holds the write lock (queued, never dropped), and reported by /api/health with a failed
 * build's first line for editors only.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { readPublication, recordPublication } from '../../src/server/publication.ts';
import health from '../../netlify/functions/health.mts';
import { holdWriteLock } from '../helpers/faults.ts';
import { call } from '../helpers/functions.ts';

const TOKEN = 'publication-test-token-0123456789';
let dir: string;
let file: string;
let db: Client;
const saved = process.env.ADMIN_TOKEN;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-publication-'));
	file = join(dir, 'p.db');
	db = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
	await migrate(db);
	setDb(db);
	process.env.ADMIN_TOKEN = TOKEN;
});
afterAll(() => {
	if (saved === undefined) delete process.env.ADMIN_TOKEN;
	else process.env.ADMIN_TOKEN = saved;
	db.close();
	rmSync(dir, { recursive: true, force: true });
});

test('an event recorded while another process holds the lock waits for it and is kept', async () => {
	const holder = await holdWriteLock(file, 800);
	await recordPublication(db, {
		type: 'failed',
		error: '[ERROR] Invalid term "x": related_terms must be slugs',
	});
	await holder.released;
	expect((await readPublication(db, 'local')).state).toBe('failed');
});

test('health says a build failed to anyone, and why only to an editor', async () => {
	const anyone = await (await call(health, '/api/health')).json();
	expect(anyone.publication.state).toBe('failed');
	expect(anyone.publication.last_failure.error).toBe('The build failed.');
	const editor = await (
		await call(health, '/api/health', { headers: { Authorization: `Bearer ${TOKEN}` } })
	).json();
	expect(editor.publication.last_failure.error).toMatch(/related_terms must be slugs/);
});
