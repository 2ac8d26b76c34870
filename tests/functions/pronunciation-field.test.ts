/**
 * Pronunciation notes have a field of their own (migrations 0009 and 0012), on a real libSQL file
 * through the real functions: a database of the older shape has each "Pronunciation:" paragraph
 * moved into the field, in its terms and its revisions, without counting it as an edit; a writer
 * who sends the paragraph as SPEC has it gets the field; and the field goes out to a term file and
 * back.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../../src/server/db.ts';
import { loadMigrations, migrate } from '../../src/server/migrate.ts';
import { packFields, parseFields } from '../../src/server/term-revisions.ts';
import { exportGlossary, seedGlossary } from '../../src/server/glossary-seed.ts';
import { getTermBySlug } from '../../src/server/glossary-repo.ts';
import type { Term, TermInput } from '../../src/lib/glossary/term-model.ts';
import termFn from '../../netlify/functions/glossary-term.mts';
import historyFn from '../../netlify/functions/glossary-term-history.mts';
import { call, jsonInit } from '../helpers/functions.ts';
import { termInput } from '../helpers/terms.ts';
import { createTestDb } from '../helpers/db.ts';

const ANA = 'ana-token-0123456789-abcdefgh';
const DEFINITION =
	'One complete pass of the model through the training data.\n\nThe number of passes is a hyperparameter.';
const OLD_DEFINITION = `${DEFINITION}\n\nPronunciation: EP-ik (US) or EE-pok (UK).`;
/** A harder shape: the note on two lines, a paragraph after it. */
const ODD_DEFINITION =
	'A test of counts.\n\nPronunciation: KY-squared;\nchi rhymes with sky.\n \nIt compares observed and expected counts.';
const VERSION = '2026-03-01T10:00:00.000Z';
const CATEGORY = 'Foundations:Core Concepts';

let dir: string;
let db: Client;
const saved = { ADMIN_TOKEN: process.env.ADMIN_TOKEN, ADMIN_TOKENS: process.env.ADMIN_TOKENS };

/** Term rows and their first revisions as a database before migration 0009 held them. */
async function olderShape(client: Client) {
	await migrate(
		client,
		loadMigrations().filter((m) => m.name < '0009'),
	);
	await client.execute({
		sql: `INSERT INTO terms (id, term, slug, aliases, short_definition, comprehensive_definition,
			difficulty_level, categories, created_at, updated_at, seeded_version)
			VALUES (1, 'Epoch', 'epoch', '', 'One pass through the training data.', ?,
			'beginner', ?, ?, ?, ?)`,
		args: [OLD_DEFINITION, CATEGORY, VERSION, VERSION, VERSION],
	});
	await client.execute({
		sql: `INSERT INTO terms (id, term, slug, aliases, comprehensive_definition, difficulty_level,
			created_at, updated_at) VALUES (2, 'Chi-Squared Test', 'chi-squared-test', '', ?,
			'beginner', ?, ?)`,
		args: [ODD_DEFINITION, VERSION, VERSION],
	});
	// The revisions' fields as they were packed then: no pronunciation key at all.
	const revisions = [
		[1, 'Epoch', 'epoch', 'One pass through the training data.', OLD_DEFINITION, CATEGORY],
		[2, 'Chi-Squared Test', 'chi-squared-test', null, ODD_DEFINITION, null],
	] as const;
	for (const [
		id,
		term,
		slug,
		short_definition,
		comprehensive_definition,
		categories,
	] of revisions) {
		const fields = {
			term,
			slug,
			aliases: null,
			short_definition,
			comprehensive_definition,
			difficulty_level: 'beginner',
			categories,
		};
		await client.execute({
			sql: `INSERT INTO term_revisions (term_id, revision, action, slug, term, fields, changed, created_at)
				VALUES (?, 1, 'import', ?, ?, ?, '', ?)`,
			args: [id, slug, term, packFields(fields as unknown as TermInput), VERSION],
		});
	}
}

/** A term's row as stored, and its first revision's fields as stored. */
async function stored(slug: string) {
	const term = await db.execute({
		sql: 'SELECT id, comprehensive_definition, pronunciation, updated_at FROM terms WHERE slug = ?',
		args: [slug],
	});
	const revision = await db.execute({
		sql: 'SELECT fields FROM term_revisions WHERE term_id = ? AND revision = 1',
		args: [term.rows[0]!.id],
	});
	return { term: term.rows[0]!, revision: parseFields(revision.rows[0]!.fields) };
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

describe('migrations 0009 and 0012 on a database of the older shape', () => {
	test('move the last one-line paragraph to the field and leave the version alone', async () => {
		const { term } = await getTerm('epoch');
		expect(term.pronunciation).toBe('EP-ik (US) or EE-pok (UK).');
		expect(term.comprehensive_definition).toBe(DEFINITION);
		expect(term.updated_at).toBe(VERSION);
		// Not an edit: the term is still as its last seed wrote it.
		const row = await db.execute("SELECT seeded_version FROM terms WHERE slug = 'epoch'");
		expect(row.rows[0]!.seeded_version).toBe(VERSION);
	});

	test('move a harder shape in the stored row, its version kept', async () => {
		const { term } = await stored('chi-squared-test');
		expect(term).toMatchObject({
			comprehensive_definition: 'A test of counts.\n \nIt compares observed and expected counts.',
			pronunciation: 'KY-squared; chi rhymes with sky.',
			updated_at: VERSION,
		});
	});

	test('move the note in the revisions stored before, in both shapes', async () => {
		expect((await stored('epoch')).revision).toMatchObject({
			comprehensive_definition: DEFINITION,
			pronunciation: 'EP-ik (US) or EE-pok (UK).',
		});
		const { term, revision } = await stored('chi-squared-test');
		expect(revision).toMatchObject({
			comprehensive_definition: term.comprehensive_definition,
			pronunciation: term.pronunciation,
		});
	});

	test('run once: a second run applies nothing', async () => {
		expect(await migrate(db)).toEqual([]);
	});

	test('a save after them changes only what it changed', async () => {
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
	test('a writer who sends the SPEC "Pronunciation:" paragraph gets the field; the words are kept', async () => {
		const res = await post({
			...termInput({ term: 'CUDA', aliases: '', related_terms: '' }),
			comprehensive_definition: 'A platform for computing on GPUs.\n\nPronunciation: KOO-duh.',
		});
		expect(res.status).toBe(201);
		const { term } = await getTerm('cuda');
		expect(term.pronunciation).toBe('KOO-duh.');
		expect(term.comprehensive_definition).toBe('A platform for computing on GPUs.');
		expect((await stored('cuda')).revision.pronunciation).toBe('KOO-duh.');
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
