import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, NamedFailure, assertOk, glossaryApi } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('assertOk', () => {
	test('raises "<status>: <body text>" for a non-OK response', async () => {
		await expect(assertOk(new Response('{"error":"nope"}', { status: 404 }))).rejects.toThrow(
			'404: {"error":"nope"}',
		);
	});
	test('uses the status text when the body is empty', async () => {
		await expect(
			assertOk(new Response('', { status: 401, statusText: 'Unauthorized' })),
		).rejects.toThrow('401: Unauthorized');
	});
	test('exposes the field named by a JSON error body', async () => {
		const error = await assertOk(
			new Response('{"error":"dup","field":"term"}', { status: 409 }),
		).catch((e) => e);
		expect(error).toBeInstanceOf(ApiError);
		expect(error.field).toBe('term');
		expect(error.detail).toBe('dup');
	});
});

describe('glossaryApi', () => {
	test('wraps failures in the named failure, keeping the status', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => new Response('', { status: 500, statusText: 'Server Error' })),
		);
		const error = await glossaryApi.term('x').catch((e) => e);
		expect(error).toBeInstanceOf(NamedFailure);
		expect(error.message).toBe('Failed to fetch term');
		expect(error.status).toBe(500);
		expect(error.cause.message).toBe('500: Server Error');
	});
	test('sends credentials and encodes path parameters', async () => {
		const fetchMock = vi.fn(async () => Response.json([]));
		vi.stubGlobal('fetch', fetchMock);
		await glossaryApi.category('Deep Learning:Architectures', 'secondary');
		const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
		expect(url).toBe('/api/glossary/category/Deep%20Learning%3AArchitectures?type=secondary');
		expect(init.credentials).toBe('include');
	});
	test('adds filters to a search only when they are active', async () => {
		const fetchMock = vi.fn(async () => Response.json([]));
		vi.stubGlobal('fetch', fetchMock);
		await glossaryApi.search('attention');
		await glossaryApi.search('attention', { difficulty: 'advanced' });
		await glossaryApi.search('attention', { limit: 24 });
		const urls = fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
		expect(urls).toEqual([
			'/api/glossary/search?q=attention',
			'/api/glossary/search?q=attention&difficulty=advanced',
			'/api/glossary/search?q=attention&limit=24',
		]);
	});
	test('asks for a page of list entries, after the cursor an earlier page gave', async () => {
		const fetchMock = vi.fn(async () => Response.json({ terms: [], next: null }));
		vi.stubGlobal('fetch', fetchMock);
		await glossaryApi.entries(null, 100);
		await glossaryApi.entries('WyJBIiwxXQ', 1000);
		const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
		expect(calls.map(([url]) => url)).toEqual([
			'/api/glossary?view=entry&limit=100',
			'/api/glossary?view=entry&limit=1000&after=WyJBIiwxXQ',
		]);
		// The list changes with every edit: no HTTP cache may answer for the server.
		expect(calls[0]![1].cache).toBe('no-store');
	});
	test('names a failed page like the whole list', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => new Response('', { status: 503 })),
		);
		const error = await glossaryApi.entries('x', 10).catch((e) => e);
		expect(error).toBeInstanceOf(NamedFailure);
		expect(error.message).toBe('Failed to fetch glossary terms');
	});
	test('sends the bearer token on writes', async () => {
		const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
		vi.stubGlobal('fetch', fetchMock);
		expect(await glossaryApi.remove(3, 'tok')).toBeNull();
		const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
		expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
		expect(init.method).toBe('DELETE');
	});
});
