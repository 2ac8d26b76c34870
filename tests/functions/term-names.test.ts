/**
 * Defects once found here, on a real libSQL file: a term could take a slug the
 * site's own routes use (`index` became /glossary/), non-Latin names got `term`, `term-2`, …, and
 * the same name in two Unicode forms (NFC and NFD "Café") could be saved twice.
 */
import { expect, test } from 'vitest';
import termFn from '../../netlify/functions/glossary-term.mts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';
import { TEST_ADMIN_TOKEN, useWritableApi } from '../helpers/write-api.ts';

const TOKEN = TEST_ADMIN_TOKEN;
useWritableApi();

const create = (fields: Record<string, unknown>) =>
	call(termFn, '/api/glossary/term', {
		...jsonInit('POST', { ...termInput(), ...fields }, TOKEN),
		ip: '10.3.3.3',
	});

test('a slug the site keeps for itself is refused, naming the field; a generated one avoids it', async () => {
	const refused = await create({ term: 'Glossary home', slug: 'index' });
	expect(refused.status).toBe(400);
	expect(await refused.json()).toEqual({
		field: 'slug',
		error: expect.stringMatching(/"index" is kept for the site's own pages/),
	});
	const generated = await create({ term: 'Index', slug: '' });
	expect(generated.status).toBe(201);
	expect((await generated.json()).slug).toBe('index-term');
});

test('non-Latin names get readable slugs, not term-2', async () => {
	const cyrillic = await create({ term: 'Нейронная сеть', aliases: '' });
	expect((await cyrillic.json()).slug).toBe('neyronnaya-set');
	const chinese = await create({ term: '深度学习', aliases: 'Deep learning in Chinese' });
	expect((await chinese.json()).slug).toBe('deep-learning-in-chinese');
});

test('a name in another Unicode form is the same name: the second is refused as a duplicate', async () => {
	const nfc = 'Caf\u00e9 model';
	const nfd = 'Cafe\u0301 model';
	expect((await create({ term: nfc })).status).toBe(201);
	const duplicate = await create({ term: nfd });
	expect(duplicate.status).toBe(409);
	expect((await duplicate.json()).field).toBe('term');
});
