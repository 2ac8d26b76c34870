/**
 * Defects once found here, on a real libSQL file: a deleted term's id was given
 * to the next new term, and DELETE ignored If-Match, so a stale delete removed a newer term.
 */
import { expect, test } from 'vitest';
import { createTerm, getTermBySlug } from '../../src/server/glossary-repo.ts';
import termFn from '../../netlify/functions/glossary-term.mts';
import { call } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';
import { TEST_ADMIN_TOKEN, useWritableApi } from '../helpers/write-api.ts';

const TOKEN = TEST_ADMIN_TOKEN;
const api = useWritableApi();

const remove = (id: number, version?: string) =>
	call(termFn, `/api/glossary/term/${id}`, {
		method: 'DELETE',
		params: { key: String(id) },
		ip: '10.1.2.3',
		headers: {
			Authorization: `Bearer ${TOKEN}`,
			...(version ? { 'If-Match': `"${version}"` } : {}),
		},
	});

test('the id of a deleted term is never given to a new one', async () => {
	const first = await createTerm(api.db(), termInput({ term: 'First' }));
	const newest = await createTerm(api.db(), termInput({ term: 'Newest' }));
	expect((await remove(newest.id)).status).toBe(204);
	const next = await createTerm(api.db(), termInput({ term: 'Next' }));
	expect(next.id).toBeGreaterThan(newest.id);
	expect(next.id).not.toBe(first.id);
});

test('a delete made from a stale version is refused with 409 and deletes nothing', async () => {
	const term = await createTerm(api.db(), termInput({ term: 'Kept' }));
	// Someone else saves the term after this editor opened it.
	await api.db().execute({
		sql: "UPDATE terms SET short_definition = 'Changed since.', updated_at = '2099-01-01T00:00:00.000Z' WHERE id = ?",
		args: [term.id],
	});
	const stale = await remove(term.id, term.updated_at);
	expect(stale.status).toBe(409);
	const body = await stale.json();
	expect(body.error).toMatch(/not deleted/);
	expect(body.current.short_definition).toBe('Changed since.');
	expect(await getTermBySlug(api.db(), term.slug)).not.toBeNull();
	// With the current version, or without If-Match, it is deleted.
	expect((await remove(term.id, body.current.updated_at)).status).toBe(204);
	expect(await getTermBySlug(api.db(), term.slug)).toBeNull();
});
