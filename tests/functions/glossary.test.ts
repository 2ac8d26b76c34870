import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import { createTerm } from '../../src/server/glossary-repo.ts';
import glossary from '../../netlify/functions/glossary.mts';
import termFn from '../../netlify/functions/glossary-term.mts';
import letters from '../../netlify/functions/glossary-letters.mts';
import letter from '../../netlify/functions/glossary-letter.mts';
import categories from '../../netlify/functions/glossary-categories.mts';
import category from '../../netlify/functions/glossary-category.mts';
import difficulty from '../../netlify/functions/glossary-difficulty.mts';
import search from '../../netlify/functions/glossary-search.mts';
import autocomplete from '../../netlify/functions/glossary-autocomplete.mts';
import pronunciation from '../../netlify/functions/pronunciation.mts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';

const TOKEN = 'test-admin-token-0123456789';
let db: Client;
let cleanup: () => void;

async function seedFixture(client: Client) {
	await createTerm(client, termInput());
	await createTerm(
		client,
		termInput({
			term: 'Backpropagation',
			aliases: 'Backprop',
			short_definition:
				'The algorithm that computes gradients of the loss with respect to every weight.',
			comprehensive_definition:
				'Backpropagation applies the chain rule layer by layer, from the output back to the input.',
			difficulty_level: 'intermediate',
			categories: 'Deep Learning:Optimization, Mathematics:Calculus',
			related_terms: 'neural-network, gradient-descent',
			pronunciation_us_audio: 'https://example.org/audio/backprop-us.mp3',
		}),
	);
	await createTerm(
		client,
		termInput({
			term: 'Gradient Descent',
			aliases: '',
			short_definition: null,
			comprehensive_definition:
				'Gradient descent repeatedly moves parameters a small step against the gradient of the loss.',
			difficulty_level: 'beginner',
			categories: 'Mathematics:Optimization Theory, Legacy Topic',
			related_terms: 'backpropagation',
			pronunciation_uk_audio: 'https://example.org/audio/gd-uk.mp3',
		}),
	);
	await createTerm(
		client,
		termInput({
			term: 'Zero-Shot Learning',
			aliases: 'ZSL',
			short_definition: 'Doing a task without any task-specific training examples.',
			comprehensive_definition:
				'In zero-shot learning a model handles classes or tasks it never saw labelled examples of.',
			difficulty_level: 'advanced',
			categories: 'Large Language Models:Prompting',
			related_terms: '',
		}),
	);
}

beforeAll(() => {
	process.env.ADMIN_TOKEN = TOKEN;
});
afterAll(() => {
	delete process.env.ADMIN_TOKEN;
});
beforeEach(async () => {
	cleanup?.();
	({ db, cleanup } = await createTestDb());
	setDb(db);
	await seedFixture(db);
	return () => {
		setDb(undefined);
	};
});

describe('GET /api/glossary/letters', () => {
	test('returns exactly 26 letters with counts, zeros included', async () => {
		const res = await call(letters, '/api/glossary/letters');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toContain('application/json');
		const body = await res.json();
		expect(body).toHaveLength(26);
		expect(body[0]).toEqual({ letter: 'A', count: 0 });
		expect(body.find((e: { letter: string }) => e.letter === 'B').count).toBe(1);
		expect(body.find((e: { letter: string }) => e.letter === 'N').count).toBe(1);
	});

	test('counts equal the lengths of the letter lists', async () => {
		const entries: { letter: string; count: number }[] = await (
			await call(letters, '/api/glossary/letters')
		).json();
		for (const entry of entries) {
			const list = await (
				await call(letter, `/api/glossary/letter/${entry.letter}`, {
					params: { letter: entry.letter },
				})
			).json();
			expect(list).toHaveLength(entry.count);
		}
	});
});

describe('GET /api/glossary/letter/{letter}', () => {
	test('lists terms for a letter in any case', async () => {
		const res = await call(letter, '/api/glossary/letter/z', { params: { letter: 'z' } });
		const body = await res.json();
		expect(body.map((t: { term: string }) => t.term)).toEqual(['Zero-Shot Learning']);
		expect(body[0]).not.toHaveProperty('examples');
	});

	test('falls back to an excerpt of the comprehensive definition when there is no short one', async () => {
		const body = await (
			await call(letter, '/api/glossary/letter/G', { params: { letter: 'G' } })
		).json();
		expect(body[0].short_definition).toBeNull();
		expect(body[0].comprehensive_definition).toMatch(/^Gradient descent/);
	});

	test.each(['ab', '1', '%C3%A9', ''])('rejects %j with 400', async (value) => {
		const res = await call(letter, `/api/glossary/letter/${value}`, { params: { letter: value } });
		expect(res.status).toBe(400);
		expect((await res.json()).error).toMatch(/single letter/);
	});
});

describe('GET /api/glossary/term/{slug}', () => {
	test('returns one term with related terms resolved to names', async () => {
		const res = await call(termFn, '/api/glossary/term/backpropagation', {
			params: { key: 'backpropagation' },
		});
		expect(res.status).toBe(200);
		const term = await res.json();
		expect(term).toMatchObject({
			term: 'Backpropagation',
			slug: 'backpropagation',
			difficulty_level: 'intermediate',
			categories: 'Deep Learning:Optimization, Mathematics:Calculus',
			related_terms: 'neural-network, gradient-descent',
		});
		expect(term.related).toEqual([
			{ slug: 'neural-network', term: 'Neural Network' },
			{ slug: 'gradient-descent', term: 'Gradient Descent' },
		]);
	});

	test('answers 404 with a JSON error for an unknown slug', async () => {
		const res = await call(termFn, '/api/glossary/term/nope', { params: { key: 'nope' } });
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ error: 'No glossary term with the slug "nope".' });
	});

	test('decodes URL-encoded params', async () => {
		await createTerm(db, termInput({ term: 'Naïve Bayes', slug: 'naive-bayes' }));
		const res = await call(termFn, '/api/glossary/term/naive%2Dbayes', {
			params: { key: 'naive%2Dbayes' },
		});
		expect((await res.json()).term).toBe('Naïve Bayes');
	});
});

describe('GET /api/glossary/categories and /category/{category}', () => {
	test('lists primary (legacy included) and secondary categories with counts', async () => {
		const body = await (await call(categories, '/api/glossary/categories')).json();
		expect(body).toContainEqual({ category: 'Deep Learning', type: 'primary', count: 2 });
		expect(body).toContainEqual({ category: 'Legacy Topic', type: 'primary', count: 1 });
		expect(body).toContainEqual({
			category: 'Mathematics:Calculus',
			type: 'secondary',
			count: 1,
			parentCategory: 'Mathematics',
		});
	});

	test('counts equal the lengths of the category lists', async () => {
		const entries: { category: string; type: 'primary' | 'secondary'; count: number }[] = await (
			await call(categories, '/api/glossary/categories')
		).json();
		for (const entry of entries) {
			const encoded = encodeURIComponent(entry.category);
			const list = await (
				await call(category, `/api/glossary/category/${encoded}?type=${entry.type}`, {
					params: { category: encoded },
				})
			).json();
			expect(list, entry.category).toHaveLength(entry.count);
		}
	});

	test('type all matches a bare name as primary or secondary', async () => {
		const res = await call(category, '/api/glossary/category/Optimization', {
			params: { category: 'Optimization' },
		});
		expect((await res.json()).map((t: { term: string }) => t.term)).toEqual(['Backpropagation']);
	});

	test('rejects an unknown type', async () => {
		const res = await call(category, '/api/glossary/category/Mathematics?type=tertiary', {
			params: { category: 'Mathematics' },
		});
		expect(res.status).toBe(400);
	});
});

describe('GET /api/glossary/difficulty/{difficulty}', () => {
	test('lists terms of a difficulty', async () => {
		const body = await (
			await call(difficulty, '/api/glossary/difficulty/advanced', {
				params: { difficulty: 'advanced' },
			})
		).json();
		expect(body.map((t: { term: string }) => t.term)).toEqual(['Zero-Shot Learning']);
	});
	test('rejects other values with 400', async () => {
		const res = await call(difficulty, '/api/glossary/difficulty/expert', {
			params: { difficulty: 'expert' },
		});
		expect(res.status).toBe(400);
	});
});

describe('GET /api/glossary/autocomplete', () => {
	test('returns prefix matches ignoring case, with a 30 s cache', async () => {
		const res = await call(autocomplete, '/api/glossary/autocomplete?q=BACK');
		expect(res.headers.get('cache-control')).toBe('public, max-age=30');
		const body = await res.json();
		expect(body).toEqual([
			expect.objectContaining({
				term: 'Backpropagation',
				short_definition: expect.any(String),
				id: expect.any(Number),
			}),
		]);
	});
	test('matches aliases and says which alias matched', async () => {
		const body = await (await call(autocomplete, '/api/glossary/autocomplete?q=zs')).json();
		expect(body[0]).toMatchObject({ term: 'Zero-Shot Learning', matched_alias: 'ZSL' });
	});
	test('returns nothing under 2 trimmed characters', async () => {
		expect(await (await call(autocomplete, '/api/glossary/autocomplete?q=%20b%20')).json()).toEqual(
			[],
		);
	});
	test('orders shorter terms first', async () => {
		await createTerm(db, termInput({ term: 'Neural Network Pruning', aliases: '' }));
		const body = await (await call(autocomplete, '/api/glossary/autocomplete?q=neural')).json();
		expect(body.map((t: { term: string }) => t.term)).toEqual([
			'Neural Network',
			'Neural Network Pruning',
		]);
	});
});

describe('GET /api/glossary/search', () => {
	test('ranks name matches first, then definition matches', async () => {
		const body = await (await call(search, '/api/glossary/search?q=gradient')).json();
		expect(body.map((t: { term: string }) => t.term)).toEqual([
			'Gradient Descent',
			'Backpropagation',
		]);
	});
	test('puts an exact alias match first', async () => {
		const body = await (await call(search, '/api/glossary/search?q=backprop')).json();
		expect(body[0].term).toBe('Backpropagation');
	});
	test('finds a term despite typos', async () => {
		const body = await (await call(search, '/api/glossary/search?q=nueral%20netwrok')).json();
		expect(body[0].term).toBe('Neural Network');
	});
	test('combines filters with AND', async () => {
		const res = await call(
			search,
			'/api/glossary/search?q=loss&category=Deep%20Learning&categoryType=primary&difficulty=intermediate',
		);
		expect((await res.json()).map((t: { term: string }) => t.term)).toEqual(['Backpropagation']);
	});
	test('returns nothing under 2 characters', async () => {
		expect(await (await call(search, '/api/glossary/search?q=a')).json()).toEqual([]);
	});
	test('answers at most `limit` results, the best ones', async () => {
		const body = await (await call(search, '/api/glossary/search?q=gradient&limit=1')).json();
		expect(body.map((t: { term: string }) => t.term)).toEqual(['Gradient Descent']);
		for (const limit of ['0', '101', '2.5', 'x'])
			expect((await call(search, `/api/glossary/search?q=gradient&limit=${limit}`)).status).toBe(
				400,
			);
	});
	test('rejects an invalid difficulty filter', async () => {
		expect((await call(search, '/api/glossary/search?q=loss&difficulty=hard')).status).toBe(400);
	});
	test('never answers 5xx, whatever the query', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.string({ maxLength: 60 }),
				fc.constantFrom('', 'Deep Learning', 'x:y'),
				async (q, cat) => {
					const params = new URLSearchParams({ q });
					if (cat) params.set('category', cat);
					const res = await call(search, `/api/glossary/search?${params}`);
					expect(res.status).toBeLessThan(500);
					const auto = await call(
						autocomplete,
						`/api/glossary/autocomplete?${new URLSearchParams({ q })}`,
					);
					expect(auto.status).toBeLessThan(500);
				},
			),
			{ numRuns: 150 },
		);
	});
});

describe('GET /api/pronunciation/{term}', () => {
	test('returns the US audio first', async () => {
		const res = await call(pronunciation, '/api/pronunciation/Backpropagation', {
			params: { term: 'Backpropagation' },
		});
		expect(await res.json()).toEqual({ url: 'https://example.org/audio/backprop-us.mp3' });
	});
	test('falls back to the UK audio, and matches the name ignoring case after decoding', async () => {
		const res = await call(pronunciation, '/api/pronunciation/gradient%20descent', {
			params: { term: 'gradient%20descent' },
		});
		expect(await res.json()).toEqual({ url: 'https://example.org/audio/gd-uk.mp3' });
	});
	test('answers 404 when the term has no audio or does not exist', async () => {
		expect(
			(await call(pronunciation, '/api/pronunciation/ZSL', { params: { term: 'ZSL' } })).status,
		).toBe(404);
		const res = await call(pronunciation, '/api/pronunciation/Neural%20Network', {
			params: { term: 'Neural%20Network' },
		});
		expect(res.status).toBe(404);
		expect((await res.json()).error).toMatch(/No pronunciation audio/);
	});
});

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

describe('GET /api/glossary', () => {
	test('returns every term sorted by name, uncached', async () => {
		const res = await call(glossary, '/api/glossary');
		expect(res.headers.get('cache-control')).toBe('no-store');
		const body = await res.json();
		expect(body.map((t: { term: string }) => t.term)).toEqual([
			'Backpropagation',
			'Gradient Descent',
			'Neural Network',
			'Zero-Shot Learning',
		]);
		expect(body[0]).toHaveProperty('comprehensive_definition');
	});

	test('pages with limit and after, and gives list entries with view=entry', async () => {
		const first = await (await call(glossary, '/api/glossary?limit=3&view=entry')).json();
		expect(first.terms.map((t: { term: string }) => t.term)).toEqual([
			'Backpropagation',
			'Gradient Descent',
			'Neural Network',
		]);
		expect(Object.keys(first.terms[0]).sort()).toEqual([
			'categories',
			'comprehensive_definition',
			'difficulty_level',
			'id',
			'short_definition',
			'slug',
			'term',
			'updated_at',
		]);
		expect(typeof first.next).toBe('string');
		const second = await (
			await call(glossary, `/api/glossary?limit=3&view=entry&after=${first.next}`)
		).json();
		expect(second).toEqual({
			terms: [expect.objectContaining({ term: 'Zero-Shot Learning' })],
			next: null,
		});
	});

	test('refuses a bad limit, view or cursor with a 400 naming it', async () => {
		for (const [query, word] of [
			['limit=0', 'limit'],
			['limit=5000', 'limit'],
			['view=secret', 'view'],
			['limit=2&after=not-a-cursor', 'after'],
		]) {
			const res = await call(glossary, `/api/glossary?${query}`);
			expect(res.status, query).toBe(400);
			expect((await res.json()).error).toContain(word);
		}
	});

	test('streams the whole list a page at a time (more terms than one page)', async () => {
		for (let i = 0; i < 260; i++)
			await createTerm(
				db,
				termInput({
					term: `Streamed Term ${String(i).padStart(3, '0')}`,
					aliases: '',
					related_terms: '',
				}),
			);
		const body = await (await call(glossary, '/api/glossary')).json();
		expect(body).toHaveLength(264);
		const names = body.map((t: { term: string }) => t.term);
		expect(names).toEqual(
			[...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
		);
		expect(new Set(body.map((t: { id: number }) => t.id)).size).toBe(264);
	});
});
