/**
 * `npm start` end to end: the script migrates and seeds a fresh database, serves the site and the
 * functions, prints the URLs and the admin token, and shuts down cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

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
	const child = spawn(process.execPath, ['scripts/start.ts'], {
		env: { ...process.env, PORT: String(port), SKIP_BUILD: '1', DATABASE_FILE: join(dir, `start-${port}.db`), ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	child.stdout.on('data', (chunk) => (output += chunk));
	child.stderr.on('data', (chunk) => (output += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
	return { port, child, exited, output: () => output };
}

async function waitFor(condition: () => boolean, ms = 30_000) {
	const started = Date.now();
	while (!condition() && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 100));
}

describe('npm start', () => {
	test.skipIf(!existsSync('dist/index.html'))('seeds, serves, keeps a configured admin token out of its output and stops on SIGTERM', async () => {
		const server = await start({ ADMIN_TOKEN });
		await waitFor(() => server.output().includes('Admin token'));

		expect(server.output()).toMatch(/Seeded \d{3,} glossary terms/);
		expect(server.output()).toContain(`http://localhost:${server.port}/admin/glossary`);
		expect(server.output()).toContain('Admin token:          the ADMIN_TOKEN you set');
		expect(server.output()).not.toContain(ADMIN_TOKEN);
		const health = await fetch(`http://localhost:${server.port}/api/health`);
		expect(await health.json()).toEqual({ ok: true });
		const letters = await (await fetch(`http://localhost:${server.port}/api/glossary/letters`)).json();
		expect(letters.every((entry: { count: number }) => entry.count > 0)).toBe(true);

		server.child.kill('SIGTERM');
		expect(await server.exited).toBe(0);
	}, 60_000);

	test('refuses to start with an admin token shorter than 24 characters, saying why', async () => {
		const server = await start({ ADMIN_TOKEN: 'too-short-token' });
		expect(await server.exited).toBe(1);
		expect(server.output()).toContain('ADMIN_TOKEN must be at least 24 characters');
		expect(server.output()).not.toContain('is running at');
	}, 60_000);
});
