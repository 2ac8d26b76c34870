import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import {
	autocomplete,
	createTerm,
	ftsQuery,
	listCategories,
	searchTerms,
} from './glossary-repo.ts';
import { createTestDb } from '../../tests/helpers/db.ts';
import { termInput } from '../../tests/helpers/terms.ts';
import { recordTiming } from '../../tests/helpers/timings.ts';

let db: Client;
let cleanup: () => void;
beforeEach(async () => {
	({ db, cleanup } = await createTestDb());
});
afterEach(() => cleanup());

describe('ftsQuery', () => {
	test('requires whole words, letting only the last be a prefix', () => {
		expect(ftsQuery('Gradient desc')).toBe('"gradient" "desc"*');
	});
	test('drops punctuation and FTS syntax', () => {
		expect(ftsQuery('"NEAR(a b)" OR *')).toBe('"near" "a" "b" "or"*');
		expect(ftsQuery('!!!')).toBeNull();
	});
});

describe('autocomplete', () => {
	test('puts the shortest names first even when many longer names share the prefix', async () => {
		for (let i = 0; i < 30; i++)
			await createTerm(db, termInput({ term: `Neural variant ${i}`, aliases: '' }));
		await createTerm(db, termInput({ term: 'Neuron', aliases: '' }));
		const names = (await autocomplete(db, 'neu')).map((s) => s.term);
		expect(names[0]).toBe('Neuron');
		expect(names).toHaveLength(10);
	});
	test('works for two-letter prefixes and ignores case', async () => {
		await createTerm(db, termInput({ term: 'Q-Learning', aliases: '' }));
		expect((await autocomplete(db, 'q-')).map((s) => s.term)).toEqual(['Q-Learning']);
		expect((await autocomplete(db, 'Q-L')).map((s) => s.term)).toEqual(['Q-Learning']);
	});
});

describe('searchTerms', () => {
	test('matches a word being typed as a prefix', async () => {
		await createTerm(
			db,
			termInput({
				term: 'Backpropagation',
				aliases: '',
				comprehensive_definition: 'Computes gradients layer by layer.',
			}),
		);
		expect((await searchTerms(db, 'layer grad')).map((t) => t.term)).toEqual(['Backpropagation']);
	});
});

describe('listCategories', () => {
	test('counts a term once per primary even with several secondaries under it', async () => {
		await createTerm(
			db,
			termInput({
				categories: 'Deep Learning:Architectures, Deep Learning:Optimization',
				aliases: '',
			}),
		);
		const categories = await listCategories(db);
		expect(categories.find((c) => c.category === 'Deep Learning')?.count).toBe(1);
		expect(categories.filter((c) => c.type === 'secondary')).toHaveLength(2);
	});
});

describe('typo-tolerant search', () => {
	test('finds a term added after the first search, despite a typo', async () => {
		await createTerm(db, termInput({ term: 'Transformer', aliases: '' }));
		expect((await searchTerms(db, 'transfomer')).map((t) => t.term)).toEqual(['Transformer']);
		await createTerm(db, termInput({ term: 'Tokenizer', aliases: 'Tokeniser' }));
		expect((await searchTerms(db, 'tokenzier')).map((t) => t.term)).toEqual(['Tokenizer']);
	});

	test('a long search with no hits stays cheap on a large glossary', async () => {
		const words = [
			'neural',
			'vector',
			'gradient',
			'latent',
			'token',
			'kernel',
			'sparse',
			'agent',
			'reward',
			'tensor',
		];
		const statements = Array.from({ length: 10_000 }, (_, i) => ({
			sql: 'INSERT INTO terms (term, slug, comprehensive_definition) VALUES (?, ?, ?)',
			args: [
				`${words[i % 10]} ${words[Math.floor(i / 10) % 10]} ${i}`,
				`generated-${i}`,
				`Generated term ${i} about ${words[(i * 7) % 10]}.`,
			],
		}));
		await db.batch(statements, 'write');
		// The first searches build the name index in the background; wait until typos are found.
		for (let i = 0; i < 60 && !(await searchTerms(db, 'nueral vectr')).length; i++);
		expect((await searchTerms(db, 'nueral vectr')).length).toBeGreaterThan(0);
		const queries = [
			'zq'.repeat(100),
			'x'.repeat(200),
			'qwxz '.repeat(12).trim(),
			'nueral vectr 9999',
			'gradeint kernal',
		];
		for (const query of queries) {
			const started = performance.now();
			expect(Array.isArray(await searchTerms(db, query)), query.slice(0, 20)).toBe(true);
			// Typo-tolerant matching used to scan every name: about a second for such queries here.
			// The time is judged by `npm run bench:timings`, not here.
			recordTiming('search-10k', performance.now() - started, { detail: query.slice(0, 20) });
		}
	});
});
