/**
 * `npm start` end to end: the script migrates and seeds a fresh database, serves the site and the
 * functions, prints the URLs (and the admin token only when it generated it), refuses a short
 * token, and shuts down cleanly on SIGTERM without losing an acknowledged write.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { requireBuild } from '../helpers/build.ts';
import { createDb } from '../../src/server/db.ts';

const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ADMIN_TOKEN = 'start-script-admin-token-0123456789';

/** START_TEST_PORT, or a port the system reports free. */
async function freePort(): Promise<number> {
	if (process.env.START_TEST_PORT) return Number(process.env.START_TEST_PORT);
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	const { port } = probe.address() as AddressInfo;
	await new Promise((resolve) => probe.close(resolve));
	return port;
}

/** Runs `scripts/start.ts` on a fresh database with the given environment. */
async function start(env: Record<string, string>) {
	const port = await freePort();
	const databaseFile = join(dir, `start-${port}-${Date.now()}.db`);
	const child = spawn(process.execPath, ['scripts/start.ts'], {
		// Background rebuilds after writes are tested in rebuild-on-write.test.ts; here they would only add load.
		env: {
			...process.env,
			PORT: String(port),
			SKIP_BUILD: '1',
			REBUILD_ON_WRITE: '0',
			DATABASE_FILE: databaseFile,
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	child.stdout.on('data', (chunk) => (output += chunk));
	child.stderr.on('data', (chunk) => (output += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
	return { port, child, exited, databaseFile, output: () => output };
}

/** Seeding 850+ terms takes a while on a busy machine: wait for the real work, not a guess. */
async function waitFor(condition: () => boolean, ms = 120_000) {
	const started = Date.now();
	while (!condition() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 100));
}

describe('npm start', () => {
	test('seeds, serves, keeps a configured admin token out of its output and stops on SIGTERM', async () => {
		requireBuild();
		const server = await start({ ADMIN_TOKEN });
		await waitFor(() => server.output().includes('Admin token'));

		expect(server.output()).toMatch(/Seeded \d{3,} glossary terms/);
		expect(server.output()).toContain(`http://localhost:${server.port}/admin/glossary`);
		expect(server.output()).toContain('Admin token:          the ADMIN_TOKEN you set');
		expect(server.output()).not.toContain(ADMIN_TOKEN);
		const health = await fetch(`http://localhost:${server.port}/api/health`);
		expect(await health.json()).toMatchObject({ ok: true, publication: { mode: 'off' } });
		const letters = await (
			await fetch(`http://localhost:${server.port}/api/glossary/letters`)
		).json();
		expect(letters.every((entry: { count: number }) => entry.count > 0)).toBe(true);

		server.child.kill('SIGTERM');
		expect(await server.exited).toBe(0);
	}, 180_000);

	test('SIGTERM under a stream of writes loses no acknowledged write', async () => {
		requireBuild();
		const server = await start({ ADMIN_TOKEN });
		await waitFor(() => server.output().includes('Admin token'));
		const base = `http://localhost:${server.port}`;
		const acknowledged: { id: number; term: string; comprehensive_definition: string }[] = [];
		let stopping = false;
		let n = 0;
		const writer = async () => {
			while (!stopping) {
				const term = `Shutdown Probe ${++n}`;
				const body = {
					term,
					comprehensive_definition: `Written just before SIGTERM, number ${n}.`,
				};
				try {
					const res = await fetch(`${base}/api/glossary/term`, {
						method: 'POST',
						headers: {
							'Content-Type': 'application/json',
							Authorization: `Bearer ${ADMIN_TOKEN}`,
						},
						body: JSON.stringify(body),
					});
					if (res.status === 201) acknowledged.push({ ...body, id: (await res.json()).id });
				} catch {
					// The server went away mid-request: that write was never acknowledged.
					return;
				}
			}
		};
		const writers = Array.from({ length: 6 }, writer);
		await waitFor(() => acknowledged.length >= 30);
		server.child.kill('SIGTERM');
		expect(await server.exited).toBe(0);
		stopping = true;
		await Promise.all(writers);
		expect(acknowledged.length).toBeGreaterThanOrEqual(30);

		const db = await createDb({ databaseUrl: `file:${server.databaseFile}`, readOnly: false });
		try {
			expect((await db.execute('PRAGMA quick_check')).rows[0]![0]).toBe('ok');
			const rows = (
				await db.execute(
					"SELECT id, term, comprehensive_definition FROM terms WHERE term LIKE 'Shutdown Probe %'",
				)
			).rows;
			const stored = new Map(rows.map((row) => [Number(row.id), row]));
			for (const write of acknowledged) {
				expect(stored.get(write.id), write.term).toMatchObject({
					term: write.term,
					comprehensive_definition: write.comprehensive_definition,
				});
			}
		} finally {
			db.close();
		}
	}, 240_000);

	test('with a new database file named by LIBSQL_URL, it migrates and seeds before it builds', async () => {
		// An empty build folder makes the build stale; the run is stopped as soon as it starts building.
		const databaseFile = join(dir, `new-${Date.now()}.db`);
		const child = spawn(process.execPath, ['scripts/start.ts'], {
			env: {
				...process.env,
				PORT: String(await freePort()),
				SKIP_BUILD: '0',
				REBUILD_ON_WRITE: '0',
				DIST_DIR: mkdtempSync(join(dir, 'dist-')),
				LIBSQL_URL: `file:${databaseFile}`,
				ADMIN_TOKEN,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
			// Its own process group, so that the build it starts stops with it.
			detached: true,
		});
		let output = '';
		child.stdout.on('data', (chunk) => (output += chunk));
		child.stderr.on('data', (chunk) => (output += chunk));
		const exited = new Promise((resolve) => child.on('exit', resolve));
		await waitFor(() => output.includes('Building the site') || child.exitCode !== null);
		process.kill(-child.pid!, 'SIGKILL');
		await exited;
		expect(output).toMatch(/Seeded \d{3,} glossary terms\.[\s\S]*Building the site/);
	}, 180_000);

	test('refuses to start with an admin token shorter than 24 characters, saying why', async () => {
		const server = await start({ ADMIN_TOKEN: 'too-short-token' });
		expect(await server.exited).toBe(1);
		expect(server.output()).toContain('ADMIN_TOKEN must be at least 24 characters');
		expect(server.output()).not.toContain('is running at');
	}, 60_000);
});
