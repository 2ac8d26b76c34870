/**
 * Pronunciation notes have a field of their own (migration 0009), on a real libSQL file through the
 * real functions: a database of the older shape moves each "Pronunciation:" paragraph into the field
 * without counting it as an edit, revisions stored before read in the new shape, a writer who still
 * sends the older form gets the field, and the field goes out to a term file and back.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../../src/server/db.ts';
import { loadMigrations, migrate } from '../../src/server/migrate.ts';
import { packFields } from '../../src/server/term-revisions.ts';
import { exportGlossary, seedGlossary } from '../../src/server/glossary-seed.ts';
import { getTermBySlug } from '../../src/server/glossary-repo.ts';
import type { Term } from '../../src/lib/glossary/term-model.ts';
import termFn from '../../netlify/functions/glossary-term.mts';
import historyFn from '../../netlify/functions/glossary-term-history.mts';
import revisionFn from '../../netlify/functions/glossary-term-revision.mts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';
import { createTestDb } from '../helpers/db.ts';

const ANA = 'ana-token-0123456789-abcdefgh';
const DEFINITION =
	'One complete pass of the model through the training data.\n\nThe number of passes is a hyperparameter.';
const OLD_DEFINITION = `${DEFINITION}\n\nPronunciation: EP-ik (US) or EE-pok (UK).`;
/** A shape the migration leaves for the read to move: the note on two lines, a paragraph after. */
const ODD_DEFINITION =
	'A test of counts.\n\nPronunciation: KY-squared;\nchi rhymes with sky.\n \nIt compares observed and expected counts.';
const VERSION = '2026-03-01T10:00:00.000Z';

let dir: string;
let db: Client;
const saved = { ADMIN_TOKEN: process.env.ADMIN_TOKEN, ADMIN_TOKENS: process.env.ADMIN_TOKENS };

/** A term row and its first revision as a database before migration 0009 held them. */
async function olderShape(client: Client) {
	await migrate(
		client,
		loadMigrations().filter((m) => m.name < '0009'),
	);
	await client.execute({
		sql: `INSERT INTO terms (id, term, slug, aliases, short_definition, comprehensive_definition,
			difficulty_level, categories, created_at, updated_at, seeded_version)
			VALUES (1, 'Epoch', 'epoch', '', 'One pass through the training data.', ?,
			'beginner', 'Foundations:Core Concepts', ?, ?, ?)`,
		args: [OLD_DEFINITION, VERSION, VERSION, VERSION],
	});
	await client.execute({
		sql: `INSERT INTO terms (id, term, slug, aliases, comprehensive_definition, difficulty_level,
			created_at, updated_at) VALUES (2, 'Chi-Squared Test', 'chi-squared-test', '', ?,
			'beginner', ?, ?)`,
		args: [ODD_DEFINITION, VERSION, VERSION],
	});
	// The revision's fields as they were packed then: no pronunciation key at all.
	const fields = {
		term: 'Epoch',
		slug: 'epoch',
		aliases: null,
		short_definition: 'One pass through the training data.',
		comprehensive_definition: OLD_DEFINITION,
		difficulty_level: 'beginner',
		categories: 'Foundations:Core Concepts',
	};
	await client.execute({
		sql: `INSERT INTO term_revisions (term_id, revision, action, slug, term, fields, changed, created_at)
			VALUES (1, 1, 'import', 'epoch', 'Epoch', ?, '', ?)`,
		args: [packFields(fields as unknown as Parameters<typeof packFields>[0]), VERSION],
	});
}

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'ai-atlas-pronunciation-'));
	db = await createDb({ databaseUrl: `file:${join(dir, 'glossary.db')}`, readOnly: false });
	await olderShape(db);
	await migrate(db);
	setDb(db);
	delete process.env.ADMIN_TOKEN;
	process.env.ADMIN_TOKENS = `ana:${ANA}`;
});
afterAll(() => {
	for (const [name, value] of Object.entries(saved)) {
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
	}
	setDb(undefined);
	db.close();
	rmSync(dir, { recursive: true, force: true });
});

/** A term as GET answers it, and the body that saves it unchanged. */
async function getTerm(slug: string) {
	const res = await call(termFn, `/api/glossary/term/${slug}`, { params: { key: slug } });
	const { related, ...term } = (await res.json()) as Term & { related: unknown };
	void related;
	const { id, created_at, updated_at, ...fields } = term;
	void created_at;
	return { term, id, version: updated_at, fields };
}
const post = (body: unknown) => call(termFn, '/api/glossary/term', jsonInit('POST', body, ANA));
const put = (id: number, body: unknown, version: string) => {
	const init = jsonInit('PUT', body, ANA);
	(init.headers as Record<string, string>)['If-Match'] = `"${version}"`;
	return call(termFn, `/api/glossary/term/${id}`, { ...init, params: { key: String(id) } });
};
const history = async (slug: string) =>
	(await (
		await call(historyFn, `/api/glossary/term/${slug}/history`, {
			headers: { Authorization: `Bearer ${ANA}` },
			params: { slug },
		})
	).json()) as { revisions: { revision: number; changed: string[] }[] };
const revision = async (slug: string, n: number) =>
	(await (
		await call(revisionFn, `/api/glossary/term/${slug}/history/${n}`, {
			headers: { Authorization: `Bearer ${ANA}` },
			params: { slug, revision: String(n) },
		})
	).json()) as { fields: Term };

describe('migration 0009 on a database of the older shape', () => {
	test('moves the last one-line paragraph to the field and leaves the version alone', async () => {
		const { term } = await getTerm('epoch');
		expect(term.pronunciation).toBe('EP-ik (US) or EE-pok (UK).');
		expect(term.comprehensive_definition).toBe(DEFINITION);
		expect(term.updated_at).toBe(VERSION);
		// Not an edit: the term is still as its last seed wrote it.
		const row = await db.execute("SELECT seeded_version FROM terms WHERE slug = 'epoch'");
		expect(row.rows[0]!.seeded_version).toBe(VERSION);
	});

	test('a shape it cannot cut safely in SQL is left as it was, read with the note in its field and stored so at the next save', async () => {
		const raw = async () =>
			(
				await db.execute(
					"SELECT comprehensive_definition, pronunciation FROM terms WHERE slug = 'chi-squared-test'",
				)
			).rows[0]!;
		expect(await raw()).toMatchObject({
			comprehensive_definition: ODD_DEFINITION,
			pronunciation: null,
		});
		const { term, id, fields, version } = await getTerm('chi-squared-test');
		expect(term.pronunciation).toBe('KY-squared; chi rhymes with sky.');
		expect(term.comprehensive_definition).toBe(
			'A test of counts.\n \nIt compares observed and expected counts.',
		);
		expect((await put(id, fields, version)).status).toBe(200);
		expect(await raw()).toMatchObject({
			comprehensive_definition: term.comprehensive_definition,
			pronunciation: term.pronunciation,
		});
	});

	test('a revision stored before reads in the new shape, so the next save changes only what it changed', async () => {
		const first = await revision('epoch', 1);
		expect(first.fields.pronunciation).toBe('EP-ik (US) or EE-pok (UK).');
		expect(first.fields.comprehensive_definition).toBe(DEFINITION);

		const { id, fields, version } = await getTerm('epoch');
		const res = await put(
			id,
			{ ...fields, short_definition: 'One complete pass through the training data.' },
			version,
		);
		expect(res.status).toBe(200);
		const { revisions } = await history('epoch');
		expect(revisions[0]!.changed).toEqual(['short_definition']);
	});
});

describe('writes', () => {
	test('a writer who sends the older form gets the field; the words are kept', async () => {
		const res = await post({
			...termInput({ term: 'CUDA', aliases: '', related_terms: '' }),
			comprehensive_definition: 'A platform for computing on GPUs.\n\nPronunciation: KOO-duh.',
		});
		expect(res.status).toBe(201);
		const term = (await res.json()) as Term;
		expect(term.pronunciation).toBe('KOO-duh.');
		expect(term.comprehensive_definition).toBe('A platform for computing on GPUs.');
	});

	test('the field is written and cleared like any other, and a bad value names it', async () => {
		const { id, fields, version } = await getTerm('cuda');
		const tooLong = await put(id, { ...fields, pronunciation: 'la '.repeat(200) }, version);
		expect(tooLong.status).toBe(400);
		expect(JSON.stringify(await tooLong.json())).toContain('pronunciation');

		const cleared = await put(id, { ...fields, pronunciation: null }, version);
		expect(cleared.status).toBe(200);
		expect(((await cleared.json()) as Term).pronunciation).toBeNull();
	});
});

test('the field goes out to a term file and back unchanged', async () => {
	const out = join(dir, 'terms');
	await exportGlossary(db, { dir: out });
	const file = JSON.parse(readFileSync(join(out, 'epoch.json'), 'utf8')) as Record<string, unknown>;
	expect(file.pronunciation).toBe('EP-ik (US) or EE-pok (UK).');
	expect(file.comprehensive_definition).toBe(DEFINITION);

	const { db: fresh, cleanup } = await createTestDb();
	try {
		await seedGlossary(fresh, { dir: out });
		const back = await getTermBySlug(fresh, 'epoch');
		const here = await getTermBySlug(db, 'epoch');
		expect(back?.pronunciation).toBe(here?.pronunciation);
		expect(back?.comprehensive_definition).toBe(here?.comprehensive_definition);
	} finally {
		cleanup();
	}
});
