import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildInlineScripts } from '../integrations/inline-scripts.ts';
import { blogApi } from './api-client.ts';
import { EARLY_RESPONSES, takeEarlyResponse } from './early-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

/** The inline script as /search carries it (src/inline-scripts/early-blog-posts.ts, built). */
let earlyBlogPostsScript: string;
beforeAll(async () => {
	({ earlyBlogPostsScript } = await buildInlineScripts());
});

/** Runs the inline script as a page at `search` would, with `fetch` stubbed. */
function runScript(search: string, fetch = vi.fn(() => Promise.resolve(new Response('[]')))) {
	const window: Record<string, unknown> = {};
	new Function('window', 'location', 'fetch', earlyBlogPostsScript)(window, { search }, fetch);
	return { window, fetch };
}

describe('the early blog posts script', () => {
	test('asks for the posts only when the address carries a query', () => {
		expect(runScript('').fetch).not.toHaveBeenCalled();
		expect(runScript('?q=%20%20').fetch).not.toHaveBeenCalled();
		const { window, fetch } = runScript('?q=agents');
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(Object.keys(window[EARLY_RESPONSES] as object)).toEqual(['blog-posts']);
	});

	test('makes the very request the island would make: same address form and options', async () => {
		const { fetch: early } = runScript('?q=agents');
		const island = vi.fn(() => Promise.resolve(new Response('[]')));
		vi.stubGlobal('fetch', island);
		await blogApi.posts();
		const [earlyUrl, earlyInit] = early.mock.calls[0] as unknown as [string, RequestInit];
		const [islandUrl, islandInit] = island.mock.calls[0] as unknown as [string, RequestInit];
		expect(earlyUrl).toMatch(/^\/api\/blog-posts\?t=\d{12,}$/);
		expect(islandUrl).toMatch(/^\/api\/blog-posts\?t=\d{12,}$/);
		expect(earlyInit).toEqual({ ...islandInit, signal: undefined });
		expect(islandInit.cache).toBe('no-store');
	});

	test('a failed early request is marked as seen, so nothing reports an unhandled rejection', async () => {
		const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
		const { window } = runScript('?q=agents', failing);
		const unhandled = vi.fn();
		process.on('unhandledRejection', unhandled);
		await new Promise((resolve) => setTimeout(resolve, 10));
		process.off('unhandledRejection', unhandled);
		expect(unhandled).not.toHaveBeenCalled();
		// The island still reads the failure.
		const response = (window[EARLY_RESPONSES] as Record<string, Promise<Response>>)['blog-posts'];
		await expect(response).rejects.toThrow('Failed to fetch');
	});
});

describe('takeEarlyResponse and blogApi.posts', () => {
	test('the island reads the early response once; a retry asks the server anew', async () => {
		const posts = [{ title: 'Early' }];
		vi.stubGlobal('window', {
			[EARLY_RESPONSES]: { 'blog-posts': Promise.resolve(Response.json(posts)) },
		});
		const fetch = vi.fn(() => Promise.resolve(Response.json([{ title: 'Fresh' }])));
		vi.stubGlobal('fetch', fetch);
		expect(await blogApi.posts()).toEqual(posts);
		expect(fetch).not.toHaveBeenCalled();
		expect(await blogApi.posts()).toEqual([{ title: 'Fresh' }]);
		expect(fetch).toHaveBeenCalledTimes(1);
	});

	test('an early failure reaches the island as the usual named failure', async () => {
		vi.stubGlobal('window', {
			[EARLY_RESPONSES]: {
				'blog-posts': Promise.resolve(Response.json({ error: 'Internal error' }, { status: 500 })),
			},
		});
		await expect(blogApi.posts()).rejects.toMatchObject({ name: 'NamedFailure' });
	});

	test('nothing to take without a window or an early response', () => {
		expect(takeEarlyResponse('blog-posts')).toBeUndefined();
		vi.stubGlobal('window', {});
		expect(takeEarlyResponse('blog-posts')).toBeUndefined();
	});
});
