/**
 * Formulas in a save: one KaTeX cannot typeset, or dollar amounts that would read as one, is
 * refused with a 400 naming the field (the admin form shows it beside that field), and nothing is
 * stored; a good formula and an escaped dollar are stored as written.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import termFn from '../../netlify/functions/glossary-term.mts';
import { setDb } from '../../src/server/db.ts';
import { countTerms } from '../../src/server/glossary-repo.ts';
import type { Term } from '../../src/lib/glossary/term-model.ts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';

const TOKEN = 'maths-admin-token-0123456789abcdef';
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
});
afterEach(() => {
	setDb(undefined);
	cleanup();
});

const create = (body: Record<string, unknown>) =>
	call(termFn, '/api/glossary/term', jsonInit('POST', body, TOKEN));
const base = {
	term: 'Softmax',
	comprehensive_definition: 'Turns scores into probabilities: $\\exp(z_i) / \\sum_j \\exp(z_j)$.',
};

describe('formulas in a save', () => {
	test('a formula KaTeX cannot typeset is refused with 400, naming the field', async () => {
		const res = await create({
			...base,
			comprehensive_definition: 'Turns scores into probabilities: $\\frac{\\exp(z_i)}{\\sum_j$.',
		});
		const data = (await res.json()) as { error: string; field: string };
		expect(res.status).toBe(400);
		expect(data.field).toBe('comprehensive_definition');
		expect(data.error).toMatch(/cannot be typeset/);
		expect(await countTerms(db)).toBe(0);
	});

	test('dollar amounts that would read as a formula are refused, naming the field', async () => {
		const res = await create({ ...base, examples: 'A call costs $2 and a batch $10.' });
		const data = (await res.json()) as { error: string; field: string };
		expect(res.status).toBe(400);
		expect(data.field).toBe('examples');
		expect(data.error).toMatch(/write a dollar sign as \\\$/);
		expect(await countTerms(db)).toBe(0);
	});

	test('a good formula and escaped dollars are stored as written', async () => {
		const res = await create({ ...base, examples: 'A call costs \\$2 and a batch \\$10.' });
		expect(res.status).toBe(201);
		const term = (await res.json()) as Term;
		expect(term.comprehensive_definition).toBe(base.comprehensive_definition);
		expect(term.examples).toBe('A call costs \\$2 and a batch \\$10.');
	});
});
