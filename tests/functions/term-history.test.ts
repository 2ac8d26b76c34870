/**
 * Editors' history through the real functions on a real libSQL file: named editors,
 * every version kept, restore of a revision and of a deleted term, history after a restart.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { listTermsForExport } from '../../src/server/glossary-repo.ts';
import { purgeDeletedTerms } from '../../src/server/term-history.ts';
import termFn from '../../netlify/functions/glossary-term.mts';
import deletedFn from '../../netlify/functions/glossary-deleted.mts';
import restoreDeletedFn from '../../netlify/functions/glossary-deleted-restore.mts';
import editorFn from '../../netlify/functions/glossary-editor.mts';
import historyFn from '../../netlify/functions/glossary-term-history.mts';
import restoreFn from '../../netlify/functions/glossary-term-restore.mts';
import revisionFn from '../../netlify/functions/glossary-term-revision.mts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';

const ANA = 'ana-token-0123456789-abcdefgh';
const BEN = 'ben-token-0123456789-abcdefgh';
let dir: string;
let file: string;
let db: Client;
const saved = { ADMIN_TOKEN: process.env.ADMIN_TOKEN, ADMIN_TOKENS: process.env.ADMIN_TOKENS };

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-history-'));
	file = join(dir, 'history.db');
	db = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
	await migrate(db);
	setDb(db);
	delete process.env.ADMIN_TOKEN;
	process.env.ADMIN_TOKENS = `ana:${ANA}, ben:${BEN}`;
});
afterAll(() => {
	for (const [name, value] of Object.entries(saved)) {
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
	}
	db.close();
	rmSync(dir, { recursive: true, force: true });
});

/** A term body with the editor's change note, if any, beside the fields. */
const body = ({ change_note, show_editor, ...fields }: Record<string, unknown>) => ({
	...termInput(fields),
	...(change_note === undefined ? {} : { change_note }),
	...(show_editor === undefined ? {} : { show_editor }),
});
const create = (token: string, fields: Record<string, unknown>) =>
	call(termFn, '/api/glossary/term', jsonInit('POST', body(fields), token));
const update = (token: string, id: number, fields: Record<string, unknown>, version?: string) => {
	const init = jsonInit('PUT', body(fields), token);
	if (version) (init.headers as Record<string, string>)['If-Match'] = `"${version}"`;
	return call(termFn, `/api/glossary/term/${id}`, { ...init, params: { key: String(id) } });
};
const history = (token: string, slug: string, query = '') =>
	call(historyFn, `/api/glossary/term/${slug}/history${query}`, {
		headers: { Authorization: `Bearer ${token}` },
		params: { slug },
	});
const revision = (token: string, slug: string, n: number | string) =>
	call(revisionFn, `/api/glossary/term/${slug}/history/${n}`, {
		headers: { Authorization: `Bearer ${token}` },
		params: { slug, revision: String(n) },
	});
const restore = (token: string, slug: string, body: unknown, version?: string) => {
	const init = jsonInit('POST', body, token);
	if (version) (init.headers as Record<string, string>)['If-Match'] = `"${version}"`;
	return call(restoreFn, `/api/glossary/term/${slug}/restore`, { ...init, params: { slug } });
};
const remove = (token: string, id: number, body?: unknown) =>
	call(termFn, `/api/glossary/term/${id}`, {
		...(body === undefined
			? { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }
			: jsonInit('DELETE', body, token)),
		params: { key: String(id) },
	});
const deleted = (token: string) =>
	call(deletedFn, '/api/glossary/deleted', { headers: { Authorization: `Bearer ${token}` } });
const restoreDeleted = (token: string, id: number, body: unknown = {}) =>
	call(restoreDeletedFn, `/api/glossary/deleted/${id}/restore`, {
		...jsonInit('POST', body, token),
		params: { id: String(id) },
	});

describe('named editors', () => {
	test('each token signs in as its editor, and every write records who made it', async () => {
		const whoami = await call(editorFn, '/api/glossary/editor', {
			headers: { Authorization: `Bearer ${BEN}` },
		});
		expect(await whoami.json()).toEqual({ editor: 'ben' });

		const made = await create(ANA, { term: 'Perceptron', change_note: 'First draft.' });
		expect(made.status).toBe(201);
		const term = await made.json();
		const changed = await update(BEN, term.id, {
			term: 'Perceptron',
			comprehensive_definition:
				'A single artificial neuron with a step activation (Rosenblatt, 1958).',
			change_note: 'Added the year of the paper',
			show_editor: true,
		});
		expect(changed.status).toBe(200);

		const page = await (await history(ANA, 'perceptron')).json();
		expect(page.revisions.map((r: { editor: string }) => r.editor)).toEqual(['ben', 'ana']);
		expect(page.revisions[0]).toMatchObject({
			revision: 2,
			action: 'update',
			note: 'Added the year of the paper',
			show_editor: true,
			changed: ['comprehensive_definition'],
		});
		expect(page.revisions[1]).toMatchObject({
			revision: 1,
			action: 'create',
			note: 'First draft.',
		});
	});

	test('history needs a token, and a revoked token is refused', async () => {
		expect((await call(deletedFn, '/api/glossary/deleted')).status).toBe(401);
		process.env.ADMIN_TOKENS = `ana:${ANA}`;
		try {
			expect((await history(BEN, 'perceptron')).status).toBe(401);
			expect((await create(BEN, { term: 'Revoked' })).status).toBe(401);
			expect((await history(ANA, 'perceptron')).status).toBe(200);
		} finally {
			process.env.ADMIN_TOKENS = `ana:${ANA}, ben:${BEN}`;
		}
	});

	test('a misconfigured editor list disables editing, naming the entry but not the token', async () => {
		process.env.ADMIN_TOKENS = `ana:${ANA}, carl:short`;
		try {
			const res = await history(ANA, 'perceptron');
			expect(res.status).toBe(503);
			const { error } = await res.json();
			expect(error).toMatch(/ADMIN_TOKENS entry 2 \("carl"\).*at least 24 characters/);
			expect(error).not.toContain('short');
		} finally {
			process.env.ADMIN_TOKENS = `ana:${ANA}, ben:${BEN}`;
		}
	});
});

describe('every version kept', () => {
	test('an edit then a restore brings back the old text as a new revision', async () => {
		const term = await (
			await create(ANA, {
				term: 'Dropout',
				comprehensive_definition: 'Original definition of dropout.',
			})
		).json();
		const edited = await (
			await update(ANA, term.id, {
				term: 'Dropout',
				comprehensive_definition: 'A worse definition.',
			})
		).json();
		const restored = await restore(
			BEN,
			'dropout',
			{ revision: 1, change_note: 'Undo the edit' },
			edited.updated_at,
		);
		expect(restored.status).toBe(200);
		expect((await restored.json()).comprehensive_definition).toBe(
			'Original definition of dropout.',
		);
		const page = await (await history(ANA, 'dropout')).json();
		expect(page.revisions.map((r: { action: string }) => r.action)).toEqual([
			'restore',
			'update',
			'create',
		]);
		expect(page.revisions[0]).toMatchObject({ revision: 3, editor: 'ben', note: 'Undo the edit' });
		const old = await (await revision(ANA, 'dropout', 2)).json();
		expect(old.fields.comprehensive_definition).toBe('A worse definition.');
	});

	test('a save that changes nothing stores no revision and keeps the version', async () => {
		const fields = { term: 'Weight Decay', comprehensive_definition: 'Shrinks weights a little.' };
		const term = await (await create(ANA, fields)).json();
		for (let i = 0; i < 3; i++) {
			const saved = await update(ANA, term.id, fields, term.updated_at);
			expect(saved.status).toBe(200);
			expect((await saved.json()).updated_at).toBe(term.updated_at);
		}
		const page = await (await history(ANA, 'weight-decay')).json();
		expect(page.revisions.map((r: { action: string }) => r.action)).toEqual(['create']);
		// A real change is still a revision.
		await update(ANA, term.id, { ...fields, comprehensive_definition: 'Shrinks weights.' });
		const after = await (await history(ANA, 'weight-decay')).json();
		expect(after.revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
	});

	test('a restore from a stale version is refused with 409 and changes nothing', async () => {
		const page = await (await history(ANA, 'dropout')).json();
		const stale = await restore(ANA, 'dropout', { revision: 2 }, '2000-01-01T00:00:00.000Z');
		expect(stale.status).toBe(409);
		expect((await stale.json()).field).toBe('updated_at');
		expect((await (await history(ANA, 'dropout')).json()).revisions).toHaveLength(
			page.revisions.length,
		);
	});

	test('a 409 followed by a deliberate overwrite keeps both texts in history', async () => {
		const term = await (
			await create(ANA, { term: 'Epoch', comprehensive_definition: 'Start.' })
		).json();
		const bens = await update(
			BEN,
			term.id,
			{ term: 'Epoch', comprehensive_definition: "Ben's text." },
			term.updated_at,
		);
		expect(bens.status).toBe(200);
		const refused = await update(
			ANA,
			term.id,
			{ term: 'Epoch', comprehensive_definition: "Ana's text." },
			term.updated_at,
		);
		expect(refused.status).toBe(409);
		// Ana chooses to overwrite (no If-Match).
		expect(
			(await update(ANA, term.id, { term: 'Epoch', comprehensive_definition: "Ana's text." }))
				.status,
		).toBe(200);
		const page = await (await history(ANA, 'epoch')).json();
		const texts = await Promise.all(
			page.revisions.map(
				async (r: { revision: number }) =>
					(await (await revision(ANA, 'epoch', r.revision)).json()).fields.comprehensive_definition,
			),
		);
		expect(texts).toEqual(["Ana's text.", "Ben's text.", 'Start.']);
	});

	test('a term saved before history existed keeps its earlier version as an import', async () => {
		// As a seeded term: written without an editor, so no revision yet.
		const { createTerm } = await import('../../src/server/glossary-repo.ts');
		const seeded = await createTerm(
			db,
			termInput({ term: 'Seeded', comprehensive_definition: 'From a file.' }),
		);
		expect((await (await history(ANA, 'seeded')).json()).revisions).toEqual([]);
		await update(ANA, seeded.id, { term: 'Seeded', comprehensive_definition: 'Edited.' });
		const page = await (await history(ANA, 'seeded')).json();
		expect(page.revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'import']);
		expect((await (await revision(ANA, 'seeded', 1)).json()).fields.comprehensive_definition).toBe(
			'From a file.',
		);
	});

	test('history is paged, newest first, and bad parameters name the field', async () => {
		const first = await history(ANA, 'dropout', '?limit=2');
		const page = await first.json();
		expect(page.revisions.map((r: { revision: number }) => r.revision)).toEqual([3, 2]);
		expect(page.next).toBe(2);
		const rest = await (await history(ANA, 'dropout', `?limit=2&before=${page.next}`)).json();
		expect(rest.revisions.map((r: { revision: number }) => r.revision)).toEqual([1]);
		expect(rest.next).toBeNull();
		expect(await (await history(ANA, 'dropout', '?limit=0')).json()).toMatchObject({
			field: 'limit',
		});
		expect(await (await history(ANA, 'dropout', '?before=x')).json()).toMatchObject({
			field: 'before',
		});
		expect((await revision(ANA, 'dropout', 99)).status).toBe(404);
		expect((await history(ANA, 'never-existed')).status).toBe(404);
		expect(await (await restore(ANA, 'dropout', { revision: 'one' })).json()).toMatchObject({
			field: 'revision',
		});
		expect(await (await restore(ANA, 'dropout', { revision: 1, extra: 1 })).json()).toMatchObject({
			field: 'extra',
		});
		const long = await create(ANA, { term: 'Long note', change_note: 'x'.repeat(501) });
		expect(long.status).toBe(400);
		expect((await long.json()).field).toBe('change_note');
	});
});

describe('recently deleted terms', () => {
	test('a delete then a restore brings the term back with its id, slug and text', async () => {
		const term = await (
			await create(ANA, {
				term: 'Softmax',
				comprehensive_definition: 'Turns scores into probabilities.',
			})
		).json();
		expect((await remove(BEN, term.id, { change_note: 'Duplicate entry' })).status).toBe(204);
		const list = (await (await deleted(ANA)).json()).terms;
		expect(list[0]).toMatchObject({
			id: term.id,
			slug: 'softmax',
			deleted_by: 'ben',
			note: 'Duplicate entry',
			slug_taken: false,
		});
		expect(Date.parse(list[0].purge_after) - Date.parse(list[0].deleted_at)).toBe(90 * 86_400_000);

		const back = await restoreDeleted(ANA, term.id);
		expect(back.status).toBe(201);
		expect(await back.json()).toMatchObject({
			id: term.id,
			slug: 'softmax',
			comprehensive_definition: 'Turns scores into probabilities.',
		});
		expect(
			(await (await deleted(ANA)).json()).terms.some((t: { id: number }) => t.id === term.id),
		).toBe(false);
		const page = await (await history(ANA, 'softmax')).json();
		expect(page.revisions.map((r: { action: string }) => r.action)).toEqual([
			'restore',
			'delete',
			'create',
		]);
		expect((await restoreDeleted(ANA, term.id)).status).toBe(404);
	});

	test('when its slug was taken meanwhile, the editor chooses a new one', async () => {
		const term = await (await create(ANA, { term: 'Tanh' })).json();
		await remove(ANA, term.id);
		await create(BEN, { term: 'Hyperbolic tangent', slug: 'tanh' });
		const list = (await (await deleted(ANA)).json()).terms;
		expect(list.find((t: { id: number }) => t.id === term.id).slug_taken).toBe(true);
		const refused = await restoreDeleted(ANA, term.id);
		expect(refused.status).toBe(409);
		expect((await refused.json()).field).toBe('slug');
		expect(await (await restoreDeleted(ANA, term.id, { slug: 'Not A Slug' })).json()).toMatchObject(
			{ field: 'slug' },
		);
		const back = await restoreDeleted(ANA, term.id, { slug: 'tanh-function' });
		expect(back.status).toBe(201);
		expect((await back.json()).slug).toBe('tanh-function');
	});

	test('deleted terms are purged after the retention period', async () => {
		const term = await (await create(ANA, { term: 'Old term' })).json();
		await remove(ANA, term.id);
		await db.execute({
			sql: "UPDATE term_revisions SET created_at = '2020-01-01T00:00:00.000Z' WHERE term_id = ? AND action = 'delete'",
			args: [term.id],
		});
		expect(await purgeDeletedTerms(db, 90)).toBeGreaterThan(0);
		expect(
			(await (await deleted(ANA)).json()).terms.some((t: { id: number }) => t.id === term.id),
		).toBe(false);
		expect((await restoreDeleted(ANA, term.id)).status).toBe(404);
	});
});

test('history survives a restart, and the export keeps its shape', async () => {
	db.close();
	db = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
	await migrate(db);
	setDb(db);
	const page = await (await history(ANA, 'dropout')).json();
	expect(page.revisions).toHaveLength(3);
	const exported = await listTermsForExport(db);
	expect(Object.keys(exported[0]!)).toEqual(['term', 'version']);
	expect(exported.find((e) => e.term.slug === 'dropout')?.term.comprehensive_definition).toBe(
		'Original definition of dropout.',
	);
});
