/**
 * The glossary's public read API on a real libSQL file: the hover-card summary (shape, 404), and
 * cross-origin access on reads only: any origin may GET and HEAD, a preflight allows only those,
 * and writes never carry Access-Control-Allow-Origin.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import { createTerm } from '../../src/server/glossary-repo.ts';
import summary from '../../netlify/functions/glossary-term-summary.mts';
import termFn from '../../netlify/functions/glossary-term.mts';
import letters from '../../netlify/functions/glossary-letters.mts';
import search from '../../netlify/functions/glossary-search.mts';
import list from '../../netlify/functions/glossary.mts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';

let db: Client;
let cleanup: () => void;
beforeAll(async () => {
	({ db, cleanup } = await createTestDb());
	setDb(db);
	await createTerm(db, termInput());
});
afterAll(() => cleanup());

describe('GET /api/glossary/term/{slug}/summary', () => {
	test('answers what a hover card needs, with the licence and attribution', async () => {
		const response = await call(summary, '/api/glossary/term/neural-network/summary', {
			params: { slug: 'neural-network' },
			headers: { Origin: 'https://teacher.example' },
		});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			term: 'Neural Network',
			slug: 'neural-network',
			short_definition: 'A model made of layers of simple connected units that learn from data.',
			difficulty: 'beginner',
			categories: ['Deep Learning: Neural Network Basics', 'Foundations: Core Concepts'],
			url: expect.stringMatching(/^https:\/\/.+\/glossary\/neural-network$/),
			license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
			attribution: expect.stringMatching(/^AI Atlas, https:\/\//),
		});
		expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
		expect(
			response.headers.get('Netlify-Cache-Tag') ?? response.headers.get('Cache-Tag'),
		).toBeTruthy();
	});

	test('answers 404 with a JSON error for an unknown term', async () => {
		const response = await call(summary, '/api/glossary/term/nope/summary', {
			params: { slug: 'nope' },
		});
		expect(response.status).toBe(404);
		expect((await response.json()).error).toMatch(/No glossary term/);
	});
});

describe('cross-origin reads', () => {
	test.each([
		['the list', list, '/api/glossary', {}],
		['letters', letters, '/api/glossary/letters', {}],
		['search', search, '/api/glossary/search?q=neural', {}],
		['a term', termFn, '/api/glossary/term/neural-network', { key: 'neural-network' }],
	])('%s answers any origin on GET and HEAD', async (_name, fn, path, params) => {
		for (const method of ['GET', 'HEAD']) {
			const response = await call(fn, path, {
				method,
				params,
				headers: { Origin: 'https://x.example' },
			});
			expect(response.status).toBe(200);
			expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
			// Without this, a page on another site reads `link: null` and cannot page through a list.
			expect(response.headers.get('Access-Control-Expose-Headers')).toBe('Link, ETag');
		}
	});

	test('a preflight allows GET and HEAD only', async () => {
		const response = await call(termFn, '/api/glossary/term/neural-network', {
			method: 'OPTIONS',
			params: { key: 'neural-network' },
			headers: { Origin: 'https://x.example', 'Access-Control-Request-Method': 'PUT' },
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
		expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD');
	});

	test('writes never carry Access-Control-Allow-Origin, whatever they answer', async () => {
		const created = await call(termFn, '/api/glossary/term', {
			...jsonInit('POST', termInput({ term: 'Other' }), 'wrong-token-wrong-token-wrong'),
			headers: { 'Content-Type': 'application/json', Origin: 'https://x.example' },
		});
		expect([401, 503]).toContain(created.status);
		expect(created.headers.get('Access-Control-Allow-Origin')).toBeNull();
		const deleted = await call(termFn, '/api/glossary/term/1', {
			method: 'DELETE',
			params: { key: '1' },
			headers: { Origin: 'https://x.example' },
		});
		expect(deleted.headers.get('Access-Control-Allow-Origin')).toBeNull();
	});
});
