import { describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { createTerm } from '../../src/server/glossary-repo.ts';
import glossary from '../../netlify/functions/glossary.mts';
import termFn from '../../netlify/functions/glossary-term.mts';
import categories from '../../netlify/functions/glossary-categories.mts';
import search from '../../netlify/functions/glossary-search.mts';
import { call, jsonInit } from '../helpers/functions.ts';
import { TOKEN, useSeededGlossary } from '../helpers/glossary-fixture.ts';
import { termInput } from '../helpers/terms.ts';

/** Writes through the glossary term function, over the four fixture terms (reads: glossary-reads.test.ts). */
let db: Client;
useSeededGlossary((client) => (db = client));

describe('writes', () => {
	const body = {
		term: 'Attention Mechanism',
		comprehensive_definition: 'Attention lets a model weigh the parts of its input by relevance.',
		categories: 'Deep Learning:Architectures',
		related_terms: 'Neural Network, backpropagation',
	};

	test('create → read → update → delete round trip', async () => {
		const created = await call(termFn, '/api/glossary/term', jsonInit('POST', body, TOKEN));
		expect(created.status).toBe(201);
		const term = await created.json();
		expect(term).toMatchObject({
			term: 'Attention Mechanism',
			slug: 'attention-mechanism',
			difficulty_level: 'beginner',
		});
		expect(term.related_terms).toBe('neural-network, backpropagation');

		const read = await call(termFn, '/api/glossary/term/attention-mechanism', {
			params: { key: 'attention-mechanism' },
		});
		expect((await read.json()).id).toBe(term.id);

		const updated = await call(termFn, `/api/glossary/term/${term.id}`, {
			...jsonInit(
				'PUT',
				{
					...body,
					difficulty_level: 'advanced',
					categories: 'Natural Language Processing:Language Modeling',
				},
				TOKEN,
			),
			params: { key: String(term.id) },
		});
		expect(updated.status).toBe(200);
		expect(await updated.json()).toMatchObject({
			difficulty_level: 'advanced',
			slug: 'attention-mechanism',
		});
		const cats = await (await call(categories, '/api/glossary/categories')).json();
		expect(cats).toContainEqual({
			category: 'Natural Language Processing',
			type: 'primary',
			count: 1,
		});

		const deleted = await call(termFn, `/api/glossary/term/${term.id}`, {
			method: 'DELETE',
			headers: { Authorization: `Bearer ${TOKEN}` },
			params: { key: String(term.id) },
		});
		expect(deleted.status).toBe(204);
		const gone = await call(termFn, '/api/glossary/term/attention-mechanism', {
			params: { key: 'attention-mechanism' },
		});
		expect(gone.status).toBe(404);
		const searchAfter = await (await call(search, '/api/glossary/search?q=attention')).json();
		expect(searchAfter).toEqual([]);
	});

	test('requires the admin token: missing or wrong gives 401', async () => {
		const missing = await call(termFn, '/api/glossary/term', jsonInit('POST', body));
		expect(missing.status).toBe(401);
		expect(missing.headers.get('www-authenticate')).toMatch(/Bearer/);
		const wrong = await call(termFn, '/api/glossary/term', jsonInit('POST', body, 'nope'));
		expect(wrong.status).toBe(401);
	});

	test('answers 503 when no admin token is configured', async () => {
		delete process.env.ADMIN_TOKEN;
		try {
			const res = await call(termFn, '/api/glossary/term', jsonInit('POST', body, TOKEN));
			expect(res.status).toBe(503);
		} finally {
			process.env.ADMIN_TOKEN = TOKEN;
		}
	});

	test('answers 503 naming the rule when the configured admin token is shorter than 24 characters', async () => {
		process.env.ADMIN_TOKEN = 'short-token-23-chars-xx';
		try {
			const res = await call(
				termFn,
				'/api/glossary/term',
				jsonInit('POST', body, 'short-token-23-chars-xx'),
			);
			expect(res.status).toBe(503);
			expect((await res.json()).error).toMatch(/ADMIN_TOKEN must be at least 24 characters/);
		} finally {
			process.env.ADMIN_TOKEN = TOKEN;
		}
	});

	test('slows down repeated wrong tokens from one address with 429 and Retry-After', async () => {
		const attempt = (token: string, ip: string) =>
			call(termFn, '/api/glossary/term', { ...jsonInit('POST', body, token), ip });
		for (let i = 0; i < 5; i++)
			expect((await attempt(`wrong-token-${i}`, '203.0.113.9')).status).toBe(401);
		const refused = await attempt('wrong-token-5', '203.0.113.9');
		expect(refused.status).toBe(429);
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
		// The right token still gets through: someone sharing the editor's address (a NAT, a proxy)
		// cannot lock the editor out; tokens of 24+ random characters are what defeat guessing.
		expect((await attempt(TOKEN, '203.0.113.9')).status).toBe(201);
		// The wrong ones from that address keep waiting.
		expect((await attempt('wrong-token-6', '203.0.113.9')).status).toBe(429);
		// Another address is not affected (the term exists now: 409, not 429).
		expect((await attempt(TOKEN, '198.51.100.4')).status).toBe(409);
	});

	test('validates the body: required fields, enums, unknown fields', async () => {
		const noTerm = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { comprehensive_definition: 'x' }, TOKEN),
		);
		expect(noTerm.status).toBe(400);
		expect(await noTerm.json()).toMatchObject({ field: 'term' });
		const noDef = await call(termFn, '/api/glossary/term', jsonInit('POST', { term: 'X' }, TOKEN));
		expect((await noDef.json()).field).toBe('comprehensive_definition');
		const badLevel = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, difficulty_level: 'expert' }, TOKEN),
		);
		expect((await badLevel.json()).error).toMatch(/beginner, intermediate or advanced/);
		const unknown = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, id: 5 }, TOKEN),
		);
		expect(unknown.status).toBe(400);
		expect((await unknown.json()).error).toMatch(/Unknown field/);
		const badJson = await call(termFn, '/api/glossary/term', jsonInit('POST', '{"term":', TOKEN));
		expect(badJson.status).toBe(400);
		const badSlug = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, slug: 'Not A Slug' }, TOKEN),
		);
		expect((await badSlug.json()).field).toBe('slug');
	});

	test('answers 409 on a duplicate term (ignoring case) or slug', async () => {
		const dupTerm = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, term: 'neural network' }, TOKEN),
		);
		expect(dupTerm.status).toBe(409);
		expect(await dupTerm.json()).toMatchObject({ field: 'term' });
		const dupSlug = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, slug: 'backpropagation' }, TOKEN),
		);
		expect(dupSlug.status).toBe(409);
		expect((await dupSlug.json()).field).toBe('slug');
	});

	test('generates a unique slug when the generated one is taken', async () => {
		await createTerm(
			db,
			termInput({ term: 'Attention (alt)', slug: 'attention-mechanism', aliases: '' }),
		);
		const res = await call(termFn, '/api/glossary/term', jsonInit('POST', body, TOKEN));
		expect((await res.json()).slug).toBe('attention-mechanism-2');
	});

	test('answers 413 for a body over 64 KiB', async () => {
		const res = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, comprehensive_definition: 'x'.repeat(70_000) }, TOKEN),
		);
		expect(res.status).toBe(413);
	});

	test('answers 404 for an unknown id and 400 for a malformed one', async () => {
		const put = await call(termFn, '/api/glossary/term/9999', {
			...jsonInit('PUT', body, TOKEN),
			params: { key: '9999' },
		});
		expect(put.status).toBe(404);
		const del = await call(termFn, '/api/glossary/term/abc', {
			method: 'DELETE',
			headers: { Authorization: `Bearer ${TOKEN}` },
			params: { key: 'abc' },
		});
		expect(del.status).toBe(400);
	});

	test('answers 405 with Allow for a wrong method', async () => {
		const res = await call(termFn, '/api/glossary/term', { method: 'GET' });
		expect(res.status).toBe(405);
		expect(res.headers.get('allow')).toBe('POST');
		const res2 = await call(glossary, '/api/glossary', { method: 'DELETE' });
		expect(res2.status).toBe(405);
		expect(res2.headers.get('allow')).toBe('GET');
	});

	test('stores SQL-injection and script strings verbatim', async () => {
		const nasty = "Robert'); DROP TABLE terms;-- <script>alert(1)</script>";
		const res = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, term: nasty, comprehensive_definition: nasty }, TOKEN),
		);
		expect(res.status).toBe(201);
		const stored = await res.json();
		expect(stored.term).toBe(nasty);
		const read = await (
			await call(termFn, `/api/glossary/term/${stored.slug}`, { params: { key: stored.slug } })
		).json();
		expect(read.comprehensive_definition).toBe(nasty);
		expect((await (await call(glossary, '/api/glossary')).json()).length).toBe(5);
	});

	test('keeps Unicode terms intact and folds their slug to ASCII', async () => {
		const res = await call(
			termFn,
			'/api/glossary/term',
			jsonInit('POST', { ...body, term: 'Fréchet Inception Distance 🚀' }, TOKEN),
		);
		const term = await res.json();
		expect(term.term).toBe('Fréchet Inception Distance 🚀');
		expect(term.slug).toBe('frechet-inception-distance');
		const found = await (await call(search, '/api/glossary/search?q=fr%C3%A9chet')).json();
		expect(found[0].slug).toBe('frechet-inception-distance');
	});
});
