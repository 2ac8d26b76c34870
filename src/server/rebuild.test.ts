import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Client } from '@libsql/client';
import { createTestDb } from '../../tests/helpers/db.ts';
import { onRebuildRequested, requestRebuild } from './rebuild.ts';

const cleanups: (() => void)[] = [];
async function db(): Promise<Client> {
	const made = await createTestDb();
	cleanups.push(made.cleanup);
	return made.db;
}
afterEach(() => {
	vi.useRealTimers();
	onRebuildRequested(undefined);
	for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('requestRebuild', () => {
	test('a burst of writes calls the Netlify build hook once, after the burst', async () => {
		const client = await db();
		// The debounce is a timer: a fake clock moves it. Only timers and dates are faked, so the
		// database's own work (off the event loop) goes on as usual.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		const calls: string[] = [];
		const fakeFetch = vi.fn(async (url: string | URL | Request) => {
			calls.push(String(url));
			return new Response(null, { status: 200 });
		}) as unknown as typeof fetch;
		const pending: Promise<unknown>[] = [];
		const options = {
			env: { BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc' },
			debounceMs: 200,
			fetch: fakeFetch,
			waitUntil: (p: Promise<unknown>) => pending.push(p),
		};
		for (let i = 0; i < 5; i++) {
			requestRebuild(client, `edit ${i}`, options);
			// Until this write has recorded its due time and started waiting for the burst to end.
			while (vi.getTimerCount() < i + 1) await new Promise((resolve) => setImmediate(resolve));
			await vi.advanceTimersByTimeAsync(20);
		}
		expect(calls).toEqual([]);
		await vi.advanceTimersByTimeAsync(200);
		await Promise.all(pending);
		expect(calls).toHaveLength(1);
		expect(calls[0]).toMatch(
			/^https:\/\/api\.netlify\.com\/build_hooks\/abc\?trigger_title=Glossary%20edit%3A%20edit%204$/,
		);
	});

	test('a failing hook is logged and never throws', async () => {
		const client = await db();
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
		const pending: Promise<unknown>[] = [];
		const failing = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
		expect(() =>
			requestRebuild(client, 'edit', {
				env: { BUILD_HOOK_URL: 'https://example.org/hook' },
				debounceMs: 10,
				fetch: failing,
				waitUntil: (p) => pending.push(p),
			}),
		).not.toThrow();
		await Promise.all(pending);
		expect(errors).toHaveBeenCalledWith(expect.stringContaining('the build hook answered 500'));
		errors.mockRestore();
	});

	test('does nothing without a hook, and hands the request to a local rebuilder when one is registered', async () => {
		const client = await db();
		const fakeFetch = vi.fn() as unknown as typeof fetch;
		requestRebuild(client, 'edit', { env: {}, fetch: fakeFetch });
		expect(fakeFetch).not.toHaveBeenCalled();
		const reasons: string[] = [];
		onRebuildRequested((reason) => reasons.push(reason));
		requestRebuild(client, '"Epoch" updated', {
			env: { BUILD_HOOK_URL: 'https://example.org/hook' },
			fetch: fakeFetch,
		});
		expect(reasons).toEqual(['"Epoch" updated']);
		expect(fakeFetch).not.toHaveBeenCalled();
	});
});
