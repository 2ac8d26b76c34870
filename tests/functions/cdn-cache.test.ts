/**
 * Reads that Netlify's CDN may answer itself (tagged, with the query parameters that matter), and
 * the purge of the glossary tag after every successful write.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Client } from '@libsql/client';
import { cdnCacheHeaders, purgeGlossaryCache } from '../../src/server/cdn-cache.ts';
import { setDb } from '../../src/server/db.ts';
import { createTerm } from '../../src/server/glossary-repo.ts';
import autocomplete from '../../netlify/functions/glossary-autocomplete.mts';
import categories from '../../netlify/functions/glossary-categories.mts';
import category from '../../netlify/functions/glossary-category.mts';
import difficulty from '../../netlify/functions/glossary-difficulty.mts';
import glossary from '../../netlify/functions/glossary.mts';
import health from '../../netlify/functions/health.mts';
import letter from '../../netlify/functions/glossary-letter.mts';
import letters from '../../netlify/functions/glossary-letters.mts';
import pronunciation from '../../netlify/functions/pronunciation.mts';
import search from '../../netlify/functions/glossary-search.mts';
import termFn from '../../netlify/functions/glossary-term.mts';
import { headersFor, readNetlifyToml } from '../../scripts/local-server/netlify-toml.ts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';

const TOKEN = 'cdn-cache-test-admin-token-0123456789';
let db: Client;
let cleanup: () => void;

beforeAll(() => {
	process.env.ADMIN_TOKEN = TOKEN;
});
afterAll(() => {
	delete process.env.ADMIN_TOKEN;
});
beforeEach(async () => {
	({ db, cleanup } = await createTestDb());
	setDb(db);
	await createTerm(
		db,
		termInput({
			term: 'Softmax',
			slug: 'softmax',
			aliases: '',
			pronunciation_us_audio: 'https://example.org/softmax.mp3',
		}),
	);
});
afterEach(() => {
	setDb(undefined);
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	delete process.env.SITE_ID;
	delete process.env.NETLIFY_PURGE_API_TOKEN;
});

describe('CDN caching of reads', () => {
	const reads: [string, () => Promise<Response>, string][] = [
		['letters', () => call(letters, '/api/glossary/letters'), 'query=no-parameters'],
		[
			'letter',
			() => call(letter, '/api/glossary/letter/S', { params: { letter: 'S' } }),
			'query=after',
		],
		[
			'term',
			() => call(termFn, '/api/glossary/term/softmax', { params: { key: 'softmax' } }),
			'query=no-parameters',
		],
		['categories', () => call(categories, '/api/glossary/categories'), 'query=no-parameters'],
		[
			'category',
			() =>
				call(category, '/api/glossary/category/Deep%20Learning?type=primary', {
					params: { category: 'Deep%20Learning' },
				}),
			'query=type|after',
		],
		[
			'difficulty',
			() =>
				call(difficulty, '/api/glossary/difficulty/beginner', {
					params: { difficulty: 'beginner' },
				}),
			'query=after',
		],
		[
			'search',
			() => call(search, '/api/glossary/search?q=soft'),
			'query=q|category|categoryType|difficulty|limit',
		],
		['autocomplete', () => call(autocomplete, '/api/glossary/autocomplete?q=so'), 'query=q'],
		[
			'pronunciation',
			() => call(pronunciation, '/api/pronunciation/Softmax', { params: { term: 'Softmax' } }),
			'query=no-parameters',
		],
	];

	test.each(reads)(
		'%s: cached briefly at the CDN, tagged glossary, keyed by the parameters it reads; browsers keep it 30 s',
		async (_name, read, vary) => {
			const res = await read();
			expect(res.status).toBe(200);
			expect(res.headers.get('netlify-cdn-cache-control')).toMatch(
				/^public, .*max-age=\d+, stale-while-revalidate=\d+$/,
			);
			expect(res.headers.get('netlify-cache-tag')).toBe('glossary');
			expect(res.headers.get('netlify-vary')).toBe(vary);
			expect(res.headers.get('cache-control')).toBe('public, max-age=30');
		},
	);

	test('blog posts (a static file): JSON never cached by browsers, cached at the CDN whatever the cache-busting t', () => {
		const headers = headersFor(readNetlifyToml('netlify.toml').headers, '/api/blog-posts');
		expect(headers['Content-Type']).toBe('application/json; charset=utf-8');
		expect(headers['Cache-Control']).toBe('no-store');
		// As the blog's other answer, /search, is cached.
		expect(headers).toMatchObject(cdnCacheHeaders('blog'));
		expect(headers['Netlify-Vary']!.slice('query='.length).split('|')).not.toContain('t');
	});

	test('errors, writes, the admin list and health are never cached at the CDN', async () => {
		const answers = [
			await call(termFn, '/api/glossary/term/nope', { params: { key: 'nope' } }),
			await call(letter, '/api/glossary/letter/1', { params: { letter: '1' } }),
			await call(
				termFn,
				'/api/glossary/term',
				jsonInit('POST', termInput({ term: 'Logit' }), TOKEN),
			),
			await call(glossary, '/api/glossary'),
			await call(health, '/api/health'),
		];
		for (const res of answers) {
			expect(res.headers.get('netlify-cdn-cache-control'), String(res.status)).toBeNull();
			expect(res.headers.get('cache-control')).toBe('no-store');
		}
	});
});

describe('purging the glossary after writes', () => {
	/** Stands in for Netlify's purge API; records what the function asked to purge. */
	function netlifyPurgeApi(status = 202) {
		const calls: { url: string; body: unknown }[] = [];
		vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
			calls.push({ url: String(url), body: JSON.parse(String(init.body)) });
			return new Response(null, { status });
		});
		process.env.SITE_ID = 'site-123';
		process.env.NETLIFY_PURGE_API_TOKEN = 'purge-token';
		return calls;
	}

	test('every successful write purges the glossary tag and the term’s pages; refused writes do not', async () => {
		const calls = netlifyPurgeApi();
		const created = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', termInput({ term: 'Logit' }), TOKEN),
		);
		expect(created.status).toBe(201);
		const { id, slug } = await created.json();
		const updated = await call(termFn, `/api/glossary/term/${id}`, {
			...jsonInit('PUT', termInput({ term: 'Logits' }), TOKEN),
			params: { key: String(id) },
		});
		expect(updated.status).toBe(200);
		const deleted = await call(termFn, `/api/glossary/term/${id}`, {
			method: 'DELETE',
			headers: { Authorization: `Bearer ${TOKEN}` },
			params: { key: String(id) },
		});
		expect(deleted.status).toBe(204);
		expect(calls).toHaveLength(3);
		for (const { url, body } of calls) {
			expect(url).toBe('https://api.netlify.com/api/v1/purge');
			expect(body).toMatchObject({
				cache_tags: expect.arrayContaining(['glossary', `term:${slug}`]),
				site_id: 'site-123',
			});
		}

		expect(
			(await call(termFn, '/api/glossary/term', jsonInit('POST', { term: '' }, TOKEN))).status,
		).toBe(400);
		expect(
			(
				await call(
					termFn,
					'/api/glossary/term',
					jsonInit('POST', termInput({ term: 'X' }), 'wrong-token'),
				)
			).status,
		).toBe(401);
		expect(
			(
				await call(termFn, '/api/glossary/term/9999', {
					method: 'DELETE',
					headers: { Authorization: `Bearer ${TOKEN}` },
					params: { key: '9999' },
				})
			).status,
		).toBe(404);
		expect(calls).toHaveLength(3);
	});

	test('a failed purge is logged and the write still succeeds', async () => {
		const calls = netlifyPurgeApi(500);
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const created = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', termInput({ term: 'Logit' }), TOKEN),
		);
		expect(created.status).toBe(201);
		expect(calls).toHaveLength(1);
		expect(String(logged.mock.calls[0]?.[0])).toMatch(/Could not purge/);
	});

	test('outside Netlify nothing is purged', async () => {
		const fetchSpy = vi.fn();
		vi.stubGlobal('fetch', fetchSpy);
		expect(
			(
				await call(
					termFn,
					'/api/glossary/term',
					jsonInit('POST', termInput({ term: 'Logit' }), TOKEN),
				)
			).status,
		).toBe(201);
		expect(fetchSpy).not.toHaveBeenCalled();
	});

	test('a purge that does not answer is given up on at its time limit, without throwing', async () => {
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		vi.useFakeTimers();
		try {
			let settled = false;
			const purged = purgeGlossaryCache({
				purge: () => new Promise(() => {}),
				env: { SITE_ID: 'site-123' },
				timeoutMs: 50,
			}).then(() => (settled = true));
			await vi.advanceTimersByTimeAsync(49);
			expect(settled).toBe(false);
			await vi.advanceTimersByTimeAsync(1);
			await purged;
			expect(logged).toHaveBeenCalledOnce();
		} finally {
			vi.useRealTimers();
		}
	});
});
