/**
 * `npm start` end to end: the script migrates and seeds a fresh database, serves the site and the
 * functions, prints the URLs and the admin token, and shuts down cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
	test.skipIf(!existsSync('dist/index.html'))('seeds, serves, prints the admin token and stops on SIGTERM', async () => {
		// Port 0: the system picks a free port, which the script prints.
		const child = spawn(process.execPath, ['scripts/start.ts'], {
			env: { ...process.env, PORT: '0', SKIP_BUILD: '1', DATABASE_FILE: join(dir, 'start.db'), ADMIN_TOKEN: 'start-token' },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk) => (output += chunk));
		child.stderr.on('data', (chunk) => (output += chunk));
		const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
		// Ready once it has printed the admin token (or gone: the checks below then say why).
		await new Promise<void>((resolve) => {
			const check = () => output.includes('Admin token') && resolve();
			child.stdout.on('data', check);
			child.on('exit', () => resolve());
		});

		expect(output).toMatch(/Seeded \d{3,} glossary terms/);
		const port = Number(/running at http:\/\/localhost:(\d+)/.exec(output)?.[1]);
		expect(port).toBeGreaterThan(0);
		expect(output).toContain(`http://localhost:${port}/admin/glossary`);
		expect(output).toContain('start-token');
		const health = await fetch(`http://localhost:${port}/api/health`);
		expect(await health.json()).toEqual({ ok: true });
		const letters = await (await fetch(`http://localhost:${port}/api/glossary/letters`)).json();
		expect(letters.every((entry: { count: number }) => entry.count > 0)).toBe(true);

		child.kill('SIGTERM');
		expect(await exited).toBe(0);
	}, 60_000);
});
