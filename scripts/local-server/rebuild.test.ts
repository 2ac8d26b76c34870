/**
 * When the background rebuild starts: a steady trickle of saves less than the
 * quiet time apart used to postpone it forever; now it starts at most `maxWaitMs` after the first.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { COMPLETE_MARKER, EXIT_WITH_PARENT, createRebuilder, buildToServe } from './rebuild.ts';

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
		runBuild: (out) => {
			started.push(Date.now());
			mkdirSync(out, { recursive: true });
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

test('old builds are removed in the background, keeping the two before the current one', async () => {
	// Real timers, for the removal in the background; only the clock that names each build is fake.
	vi.useRealTimers();
	vi.useFakeTimers({ toFake: ['Date'] });
	const builds = join(dir, 'builds');
	const served: { dir: string; earlier: string[] }[] = [];
	const rebuild = createRebuilder({
		root: dir,
		buildsDir: builds,
		databaseUrl: 'file:unused.db',
		initial: join(dir, 'dist'),
		onBuilt: (current, earlier) => served.push({ dir: current, earlier }),
		delayMs: 0,
		log: () => {},
		runBuild: (out) => {
			mkdirSync(join(out, '_astro'), { recursive: true });
			writeFileSync(join(out, '_astro', 'app.js'), out);
			return { done: Promise.resolve(0), stop: () => {} };
		},
	});
	for (let i = 0; i < 4; i++) {
		rebuild.request(`save ${i}`);
		await rebuild.idle();
		vi.setSystemTime(Date.now() + 1000); // distinct build folder names
	}
	expect(served).toHaveLength(4);
	expect(served[0]!.earlier).toEqual([join(dir, 'dist')]);
	expect(served[3]!.earlier).toEqual([served[2]!.dir, served[1]!.dir]);
	await vi.waitFor(() => expect(existsSync(served[0]!.dir)).toBe(false));
	expect(readdirSync(builds).sort()).toEqual(
		served
			.slice(1)
			.map((s) => basename(s.dir))
			.sort(),
	);
	expect(buildToServe(builds, join(dir, 'dist'))).toBe(served[3]!.dir);
});

test('a build that never completed is removed, and is never served after a restart', async () => {
	const builds = join(dir, 'builds');
	mkdirSync(join(builds, 'build-1'), { recursive: true });
	mkdirSync(join(builds, 'build-2'), { recursive: true });
	writeFileSync(join(builds, 'build-1', COMPLETE_MARKER), 'done');
	expect(buildToServe(builds, join(dir, 'dist'))).toBe(join(builds, 'build-1'));
	createRebuilder({
		root: dir,
		buildsDir: builds,
		databaseUrl: 'file:unused.db',
		initial: join(builds, 'build-1'),
		onBuilt: () => {},
		log: () => {},
	});
	vi.useRealTimers();
	await vi.waitFor(() => expect(existsSync(join(builds, 'build-2'))).toBe(false));
	expect(existsSync(join(builds, 'build-1'))).toBe(true);
});

test('after a restart, the newest complete builds are kept for open pages and older ones go', async () => {
	vi.useRealTimers();
	const builds = join(dir, 'builds');
	for (const n of [1, 2, 3, 4]) {
		mkdirSync(join(builds, `build-${n}`), { recursive: true });
		writeFileSync(join(builds, `build-${n}`, COMPLETE_MARKER), 'done');
	}
	const rebuild = createRebuilder({
		root: dir,
		buildsDir: builds,
		databaseUrl: 'file:unused.db',
		initial: join(builds, 'build-4'),
		onBuilt: () => {},
		log: () => {},
	});
	expect(rebuild.earlier()).toEqual([join(builds, 'build-3'), join(builds, 'build-2')]);
	await vi.waitFor(() => expect(existsSync(join(builds, 'build-1'))).toBe(false));
	expect(readdirSync(builds).sort()).toEqual(['build-2', 'build-3', 'build-4']);
});

test('a failed build is tried again after a pause, without waiting for a save; a killed one says so', async () => {
	const events: { type: string; error?: string }[] = [];
	const exits: (number | null)[] = [null, 1, 0];
	let builds = 0;
	const rebuild = createRebuilder({
		root: dir,
		buildsDir: join(dir, 'builds'),
		databaseUrl: 'file:unused.db',
		onBuilt: () => {},
		log: () => {},
		onState: (event) => events.push(event),
		retryDelaysMs: [30_000, 120_000],
		runBuild: (out) => {
			const exit = exits[builds++]!;
			if (exit === 0) mkdirSync(out, { recursive: true });
			return {
				done: Promise.resolve(exit),
				stop: () => {},
				output: () => (exit ? 'Error: out of memory' : ''),
			};
		},
	});
	rebuild.request('save');
	await vi.advanceTimersByTimeAsync(2000);
	expect(events.at(-1)).toEqual({
		type: 'failed',
		error: 'The build was stopped before it finished.',
	});
	// Waiting for the site to settle does not wait for the retry.
	await rebuild.idle();
	await vi.advanceTimersByTimeAsync(29_000);
	expect(builds).toBe(1);
	await vi.advanceTimersByTimeAsync(1_000);
	expect(builds).toBe(2);
	expect(events.at(-1)).toEqual({ type: 'failed', error: 'Error: out of memory' });
	await vi.advanceTimersByTimeAsync(120_000);
	expect(builds).toBe(3);
	expect(events.at(-1)).toEqual({ type: 'published', more: false });
	rebuild.stop();
});

test('a build ends when the server that started it is killed', async () => {
	vi.useRealTimers();
	// A stand-in server: it starts a long "build" with the same preload, prints its id, and waits.
	const server = spawn(
		process.execPath,
		[
			'-e',
			`const c = require('node:child_process').spawn(process.execPath, ['--import', ${JSON.stringify(EXIT_WITH_PARENT)}, '-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', env: { ...process.env, BUILD_PARENT_PID: String(process.pid) } }); console.log(c.pid);`,
		],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	);
	const build = await new Promise<number>((resolve) =>
		server.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
	);
	const alive = () => {
		try {
			process.kill(build, 0);
			return true;
		} catch {
			return false;
		}
	};
	expect(alive()).toBe(true);
	server.kill('SIGKILL');
	await vi.waitFor(() => expect(alive()).toBe(false), { timeout: 10_000, interval: 100 });
});
