import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Client } from '@libsql/client';
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
import { call } from '../helpers/functions.ts';
import { useSeededGlossary } from '../helpers/glossary-fixture.ts';
import { termInput } from '../helpers/terms.ts';

/** The glossary's read functions over the four fixture terms (writes: glossary-writes.test.ts). */
let db: Client;
useSeededGlossary((client) => (db = client));

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
			'aliases',
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
