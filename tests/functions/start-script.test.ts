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
		const port = 20000 + Math.floor(Math.random() * 20000);
		const child = spawn(process.execPath, ['scripts/start.ts'], {
			env: { ...process.env, PORT: String(port), SKIP_BUILD: '1', DATABASE_FILE: join(dir, 'start.db'), ADMIN_TOKEN: 'start-token' },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk) => (output += chunk));
		child.stderr.on('data', (chunk) => (output += chunk));
		const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
		const started = Date.now();
		while (!output.includes('Admin token') && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 100));

		expect(output).toMatch(/Seeded \d{3,} glossary terms/);
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
