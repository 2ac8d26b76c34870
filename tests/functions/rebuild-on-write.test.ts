/**
 * An admin save reaches the static pages under `npm start`: the server rebuilds the site from the
 * database in the background and then serves the new build, so the no-JS A–Z index (the letter's
 * page: /glossary shows only each letter's first terms) and the new term's own page show the term
 * without anyone exporting, committing or deploying.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { letterPagePath } from '../../src/lib/glossary/letter-pages.ts';
import { requireBuild } from '../helpers/build.ts';

const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-rebuild-'));
const ADMIN_TOKEN = 'rebuild-test-admin-token-0123456789';
let stop: (() => void) | undefined;
afterAll(() => {
	stop?.();
	rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	const { port } = probe.address() as AddressInfo;
	await new Promise((resolve) => probe.close(resolve));
	return port;
}

async function poll<T>(check: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
	const started = Date.now();
	while (Date.now() - started < ms) {
		const value = await check().catch(() => undefined);
		if (value !== undefined) return value;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	return undefined;
}

describe('npm start after an admin save', () => {
	// A full site build on a busy 2-core machine can take a few minutes; the limit is the real work.
	test('rebuilds in the background and serves the new term in the static index and on its own page', async () => {
		requireBuild();
		const port = await freePort();
		const child = spawn(process.execPath, ['scripts/start.ts'], {
			env: {
				...process.env,
				PORT: String(port),
				SKIP_BUILD: '1',
				ADMIN_TOKEN,
				DATABASE_FILE: join(dir, 'rebuild.db'),
				REBUILD_ON_WRITE: '1',
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk) => (output += chunk));
		child.stderr.on('data', (chunk) => (output += chunk));
		stop = () => child.kill('SIGTERM');
		const base = `http://localhost:${port}`;
		const letterPage = letterPagePath('Q');
		expect(
			await poll(async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 60_000),
			output,
		).toBe(true);

		const before = await (await fetch(`${base}${letterPage}`)).text();
		expect(before).not.toContain('Quokka Gradient');
		const created = await fetch(`${base}/api/glossary/term`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
			body: JSON.stringify({
				term: 'Quokka Gradient',
				short_definition: 'A made-up term that proves an admin save reaches the static pages.',
				comprehensive_definition: 'Only this test uses it.',
			}),
		});
		expect(created.status).toBe(201);
		const savedAt = Date.now();

		// Meanwhile the old build keeps being served.
		expect((await fetch(`${base}${letterPage}`)).status).toBe(200);
		const index = await poll(async () => {
			const html = await (await fetch(`${base}${letterPage}`)).text();
			return html.includes('href="/glossary/quokka-gradient"') ? html : undefined;
		}, 300_000);
		expect(index, output).toBeDefined();
		const page = await fetch(`${base}/glossary/quokka-gradient`);
		expect(page.status).toBe(200);
		expect(await page.text()).toContain(
			'A made-up term that proves an admin save reaches the static pages.',
		);
		console.info(
			`The static pages showed the new term ${((Date.now() - savedAt) / 1000).toFixed(1)} s after the save.`,
		);

		child.kill('SIGTERM');
		await new Promise((resolve) => child.on('exit', resolve));
	}, 420_000);
});
