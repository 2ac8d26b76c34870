/**
 * When the background rebuild starts (issue 32, item 2): a steady trickle of saves less than the
 * quiet time apart used to postpone it forever; now it starts at most `maxWaitMs` after the first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createRebuilder } from './rebuild.ts';

let dir: string;
beforeEach(() => {
	vi.useFakeTimers();
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-rebuild-'));
});
afterEach(() => {
	vi.useRealTimers();
	rmSync(dir, { recursive: true, force: true });
});

function rebuilder() {
	const started: number[] = [];
	const rebuild = createRebuilder({
		root: dir,
		buildsDir: join(dir, 'builds'),
		databaseUrl: 'file:unused.db',
		onBuilt: () => {},
		delayMs: 1500,
		maxWaitMs: 10_000,
		log: () => {},
		runBuild: () => {
			started.push(Date.now());
			return { done: Promise.resolve(0), stop: () => {} };
		},
	});
	return { rebuild, started };
}

test('a save every second for a minute starts a build within 10 s of the first, and keeps building', async () => {
	const { rebuild, started } = rebuilder();
	const first = Date.now();
	for (let second = 0; second < 60; second++) {
		rebuild.request(`save ${second}`);
		await vi.advanceTimersByTimeAsync(1000);
	}
	expect(started.length).toBeGreaterThanOrEqual(5);
	expect(started[0]! - first).toBeLessThanOrEqual(10_000);
	for (let i = 1; i < started.length; i++)
		expect(started[i]! - started[i - 1]!).toBeLessThanOrEqual(11_000);
	rebuild.stop();
});

test('a single save still waits for the quiet time, so a burst starts one build', async () => {
	const { rebuild, started } = rebuilder();
	rebuild.request('one');
	rebuild.request('two');
	await vi.advanceTimersByTimeAsync(1400);
	expect(started).toEqual([]);
	await vi.advanceTimersByTimeAsync(200);
	expect(started).toHaveLength(1);
	rebuild.stop();
});

test('each step is reported for the admin screen, a failed build with its first error line', async () => {
	const events: unknown[] = [];
	let exit = 1;
	const rebuild = createRebuilder({
		root: dir,
		buildsDir: join(dir, 'builds'),
		databaseUrl: 'file:unused.db',
		onBuilt: () => {},
		log: () => {},
		onState: (event) => events.push(event),
		runBuild: () => ({
			done: Promise.resolve(exit),
			stop: () => {},
			output: () =>
				'12:00:01 [content] Syncing content\n\u001b[31m12:00:02 [ERROR] [glossary] Invalid term "x": related_terms must be slugs\u001b[39m\n    at load (loader.ts:3)\n',
		}),
	});
	rebuild.request('save');
	await vi.advanceTimersByTimeAsync(2000);
	expect(events).toEqual([
		{ type: 'requested' },
		{ type: 'building' },
		{ type: 'failed', error: '[ERROR] [glossary] Invalid term "x": related_terms must be slugs' },
	]);
	exit = 0;
	events.length = 0;
	rebuild.request('fix');
	await vi.advanceTimersByTimeAsync(2000);
	expect(events).toEqual([
		{ type: 'requested' },
		{ type: 'building' },
		{ type: 'published', more: false },
	]);
	rebuild.stop();
});
