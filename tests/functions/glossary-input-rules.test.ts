/**
 * What a write may contain: the term model's rules hold whatever form the input takes, and a bad
 * value gets a 400 naming the field, with nothing stored. Also: a save made from an older version
 * of a term answers 409 instead of silently overwriting someone else's save.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import termFn from '../../netlify/functions/glossary-term.mts';
import { setDb } from '../../src/server/db.ts';
import { countTerms } from '../../src/server/glossary-repo.ts';
import type { Term } from '../../src/lib/glossary/term-model.ts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';

const TOKEN = 'input-rules-admin-token-0123456789';
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
const update = (
	id: number,
	body: Record<string, unknown>,
	headers: Record<string, string> = {},
) => {
	const init = jsonInit('PUT', body, TOKEN);
	Object.assign(init.headers as Record<string, string>, headers);
	return call(termFn, `/api/glossary/term/${id}`, { ...init, params: { key: String(id) } });
};
const base = {
	term: 'Accuracy',
	comprehensive_definition: 'The share of predictions that are right.',
};

async function expectRefused(body: Record<string, unknown>, field: string, message: RegExp) {
	const res = await create({ ...base, ...body });
	const data = (await res.json()) as { error: string; field: string };
	expect(res.status, JSON.stringify(body)).toBe(400);
	expect(data.field).toBe(field);
	expect(data.error).toMatch(message);
	expect(await countTerms(db)).toBe(0);
}

describe('text a write may contain', () => {
	test('a NUL byte or any other control character is refused, naming the field', async () => {
		await expectRefused({ term: 'Accuracy\u0000 duplicate' }, 'term', /control characters/);
		await expectRefused(
			{ short_definition: 'Ring the bell\u0007' },
			'short_definition',
			/control characters/,
		);
		await expectRefused(
			{ comprehensive_definition: 'An escape \u001b[31mred\u001b[0m sequence.' },
			'comprehensive_definition',
			/control characters/,
		);
		await expectRefused({ aliases: ['ACC\u0000'] }, 'aliases', /control characters/);
	});

	test('newlines and tabs are allowed in multi-line text only', async () => {
		await expectRefused({ term: 'Two\nlines' }, 'term', /line breaks/);
		const ok = await create({
			...base,
			comprehensive_definition: 'First paragraph.\n\n\tSecond paragraph.',
		});
		expect(ok.status).toBe(201);
	});

	test('bidirectional overrides and names with nothing visible are refused', async () => {
		await expectRefused({ term: 'Accuracy\u202Eevil' }, 'term', /bidirectional/);
		await expectRefused({ term: '\u200B\u200B' }, 'term', /visible characters/);
		await expectRefused({ meta_title: '\u2066x\u2069' }, 'meta_title', /bidirectional/);
	});

	test('a stored name reads back exactly as sent, so it can always be saved again', async () => {
		const res = await create({ ...base, term: 'Accuracy (classification)' });
		const term = (await res.json()) as Term;
		expect(term.term).toBe('Accuracy (classification)');
		const again = await update(term.id, { ...base, term: term.term });
		expect(again.status).toBe(200);
	});
});

describe('pronunciation audio addresses', () => {
	test('only same-site paths and https URLs are accepted', async () => {
		for (const url of [
			'//evil.example/x.mp3',
			'/\\evil.example/x.mp3',
			'http://example.org/a.mp3',
			'javascript:alert(1)',
			'ftp://example.org/a.mp3',
		]) {
			await expectRefused(
				{ pronunciation_us_audio: url },
				'pronunciation_us_audio',
				/https URL or a path on this site/,
			);
		}
		const ok = await create({
			...base,
			pronunciation_us_audio: '/audio/accuracy-us.mp3',
			pronunciation_uk_audio: 'https://cdn.example.org/accuracy-uk.mp3',
		});
		expect(ok.status).toBe(201);
	});
});

describe('lists sent as text or as arrays', () => {
	test('the same limits apply to an array as to text', async () => {
		const many = Array.from({ length: 60 }, (_, i) => `Alias number ${i} with some length`);
		await expectRefused({ aliases: many }, 'aliases', /at most/);
		await expectRefused({ aliases: many.join(', ') }, 'aliases', /at most/);
		await expectRefused({ aliases: ['x'.repeat(201)] }, 'aliases', /at most 200 characters/);
	});

	test('a comma inside an array entry is refused instead of splitting it silently', async () => {
		await expectRefused({ aliases: ['Acc, accuracy score'] }, 'aliases', /commas/);
		await expectRefused(
			{ categories: ['Machine Learning:Supervised Learning, Extra'] },
			'categories',
			/commas/,
		);
	});

	test('a line break inside an example entry is refused', async () => {
		await expectRefused({ examples: ['one\ntwo'] }, 'examples', /line breaks/);
	});
});

describe('two editors saving the same term', () => {
	test('a save made from an older version answers 409 with the current term; without a version it overwrites', async () => {
		const created = (await (await create(base)).json()) as Term;
		const first = await update(
			created.id,
			{ ...base, short_definition: 'Editor one.' },
			{ 'If-Match': `"${created.updated_at}"` },
		);
		expect(first.status).toBe(200);
		const saved = (await first.json()) as Term;
		expect(saved.updated_at > created.updated_at).toBe(true);

		const stale = await update(
			created.id,
			{ ...base, short_definition: 'Editor two.' },
			{ 'If-Match': `"${created.updated_at}"` },
		);
		expect(stale.status).toBe(409);
		const body = (await stale.json()) as { error: string; field: string; current: Term };
		expect(body.field).toBe('updated_at');
		expect(body.error).toMatch(/changed by someone else/);
		expect(body.current.short_definition).toBe('Editor one.');

		const deliberate = await update(created.id, { ...base, short_definition: 'Editor two.' });
		expect(deliberate.status).toBe(200);
		expect(((await deliberate.json()) as Term).short_definition).toBe('Editor two.');
	});

	test('two saves in the same millisecond are still two versions', async () => {
		const created = (await (await create(base)).json()) as Term;
		const a = (await (await update(created.id, { ...base, short_definition: 'A' })).json()) as Term;
		const b = (await (await update(created.id, { ...base, short_definition: 'B' })).json()) as Term;
		expect(b.updated_at > a.updated_at).toBe(true);
	});
});
