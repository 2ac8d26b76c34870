/**
 * The glossary's one flow between term files and the database is lossless:
 * - every committed file → seed → export gives back the same bytes;
 * - whatever the API accepts (only the required fields, or every field at its maximum) exports to a
 *   file that seeds back to the same term;
 * - renames and deletions made through the API export (with --prune) to exactly the right files;
 * - a seed never overwrites an editor's newer save unless forced.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import termHandler from '../../netlify/functions/glossary-term.mts';
import { setDb } from '../../src/server/db.ts';
import { getTermBySlug, listTermsForExport } from '../../src/server/glossary-repo.ts';
import {
	GLOSSARY_TERMS_DIR,
	exportGlossary,
	readTermFiles,
	seedGlossary,
} from '../../src/server/glossary-seed.ts';
import { FIELD_NAMES, TERM_FIELDS, type Term } from '../../src/lib/glossary/term-model.ts';
import { createTestDb } from '../helpers/db.ts';
import { call, jsonInit } from '../helpers/functions.ts';

const TOKEN = 'export-test-admin-token-0123456789';
const dirs: string[] = [];
const tempDir = () => {
	const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-export-'));
	dirs.push(dir);
	return dir;
};
const cleanups: (() => void)[] = [];
async function freshDb(): Promise<Client> {
	const { db, cleanup } = await createTestDb();
	cleanups.push(cleanup);
	return db;
}
const filesIn = (dir: string) =>
	new Map(
		readdirSync(dir)
			.sort()
			.map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
	);
const fields = (term: Term) => Object.fromEntries(FIELD_NAMES.map((name) => [name, term[name]]));

beforeAll(() => {
	process.env.ADMIN_TOKEN = TOKEN;
});
afterEach(() => setDb(undefined));
afterAll(() => {
	delete process.env.ADMIN_TOKEN;
	for (const cleanup of cleanups) cleanup();
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function apiWrite(
	db: Client,
	method: string,
	path: string,
	body?: unknown,
	headers: Record<string, string> = {},
) {
	setDb(db);
	const key = path.split('/api/glossary/term/')[1];
	const init =
		body === undefined
			? { method, headers: { Authorization: `Bearer ${TOKEN}`, ...headers } }
			: jsonInit(method, body, TOKEN);
	if (body !== undefined) Object.assign(init.headers as Record<string, string>, headers);
	return call(termHandler, path, { ...init, params: key ? { key } : {} });
}

describe('glossary export', () => {
	test('every committed file → seed → export is byte-identical', async () => {
		const db = await freshDb();
		await seedGlossary(db);
		const out = tempDir();
		await exportGlossary(db, { dir: out });
		const original = filesIn(GLOSSARY_TERMS_DIR);
		const exported = filesIn(out);
		expect([...exported.keys()]).toEqual([...original.keys()]);
		const different = [...original]
			.filter(([file, text]) => exported.get(file) !== text)
			.map(([file]) => file);
		expect(different).toEqual([]);
	}, 120_000);

	test('a term created through the API with only the required fields exports to a file that seeds back to the same term', async () => {
		const db = await freshDb();
		const created = await apiWrite(db, 'POST', '/api/glossary/term', {
			term: 'Minimal Term',
			comprehensive_definition: 'Only what the form requires.',
		});
		expect(created.status).toBe(201);
		const dir = tempDir();
		await exportGlossary(db, { dir });
		const { terms, errors } = readTermFiles(dir);
		expect(errors).toEqual([]);
		expect(terms.map((t) => t.slug)).toEqual(['minimal-term']);

		const copy = await freshDb();
		expect(await seedGlossary(copy, { dir })).toMatchObject({ created: 1, conflicts: [] });
		expect(fields((await getTermBySlug(copy, 'minimal-term'))!)).toEqual(
			fields((await getTermBySlug(db, 'minimal-term'))!),
		);
	});

	test('a term with every field at its maximum survives API → export → seed → read back', async () => {
		const db = await freshDb();
		const long = (n: number, word = 'x') =>
			(word + ' ')
				.repeat(Math.ceil(n / (word.length + 1)))
				.slice(0, n)
				.trim()
				.padEnd(n, 'y');
		const list = (max: number, itemMax: number, separator: string, maxItems: number) => {
			const items: string[] = [];
			let text = '';
			while (items.length < maxItems) {
				const item = `e${items.length}`.padEnd(Math.min(itemMax, 40), 'z');
				const next = text ? `${text}${separator}${item}` : item;
				if (next.length > max) break;
				items.push(item);
				text = next;
			}
			return text;
		};
		const body = {
			term: long(TERM_FIELDS.term.max, 'Maximal'),
			slug: 'a'.repeat(TERM_FIELDS.slug.max),
			aliases: list(
				TERM_FIELDS.aliases.max,
				TERM_FIELDS.aliases.itemMax,
				', ',
				TERM_FIELDS.aliases.maxItems,
			),
			short_definition: long(TERM_FIELDS.short_definition.max),
			comprehensive_definition: `${long(9000)}\n\n${long(TERM_FIELDS.comprehensive_definition.max - 9002)}`,
			examples: list(
				TERM_FIELDS.examples.max,
				TERM_FIELDS.examples.itemMax,
				'\n',
				TERM_FIELDS.examples.maxItems,
			),
			example_sentences: list(
				TERM_FIELDS.example_sentences.max,
				TERM_FIELDS.example_sentences.itemMax,
				'\n',
				TERM_FIELDS.example_sentences.maxItems,
			),
			difficulty_level: 'advanced',
			categories:
				'Deep Learning:Architectures, Machine Learning:Supervised Learning, Mathematics:Calculus',
			related_terms: list(
				TERM_FIELDS.related_terms.max,
				TERM_FIELDS.related_terms.itemMax,
				', ',
				TERM_FIELDS.related_terms.maxItems,
			).replace(/z/g, 'q'),
			meta_title: long(TERM_FIELDS.meta_title.max),
			meta_description: long(TERM_FIELDS.meta_description.max),
			pronunciation_us_audio: `https://audio.example.org/${'u'.repeat(TERM_FIELDS.pronunciation_us_audio.max - 30)}.mp3`,
			pronunciation_uk_audio: `/audio/${'k'.repeat(TERM_FIELDS.pronunciation_uk_audio.max - 11)}.mp3`,
		};
		const created = await apiWrite(db, 'POST', '/api/glossary/term', body);
		expect(created.status, await created.clone().text()).toBe(201);
		const stored = (await created.json()) as Term;
		expect(stored.comprehensive_definition).toHaveLength(TERM_FIELDS.comprehensive_definition.max);

		const dir = tempDir();
		await exportGlossary(db, { dir });
		const copy = await freshDb();
		expect(await seedGlossary(copy, { dir })).toMatchObject({ created: 1, conflicts: [] });
		expect(fields((await getTermBySlug(copy, stored.slug))!)).toEqual(fields(stored));
	});

	test('renaming and deleting through the API, then exporting with prune, leaves exactly the right files', async () => {
		const db = await freshDb();
		const seedDir = tempDir();
		for (const [slug, term] of [
			['alpha-term', 'Alpha Term'],
			['beta-term', 'Beta Term'],
			['gamma-term', 'Gamma Term'],
		]) {
			writeFileSync(
				join(seedDir, `${slug}.json`),
				JSON.stringify({ term, slug, comprehensive_definition: `${term} explained.` }),
			);
		}
		await seedGlossary(db, { dir: seedDir });
		const bySlug = new Map((await listTermsForExport(db)).map(({ term }) => [term.slug, term]));
		const beta = bySlug.get('beta-term')!;
		const renamed = await apiWrite(db, 'PUT', `/api/glossary/term/${beta.id}`, {
			...fields(beta),
			term: 'Beta Renamed',
			slug: 'beta-renamed',
		});
		expect(renamed.status).toBe(200);
		expect(
			(await apiWrite(db, 'DELETE', `/api/glossary/term/${bySlug.get('gamma-term')!.id}`)).status,
		).toBe(204);

		const kept = await exportGlossary(db, { dir: seedDir });
		expect(kept.orphans.sort()).toEqual(['beta-term.json', 'gamma-term.json']);
		expect(readdirSync(seedDir).sort()).toEqual([
			'alpha-term.json',
			'beta-renamed.json',
			'beta-term.json',
			'gamma-term.json',
		]);

		await exportGlossary(db, { dir: seedDir, prune: true });
		expect(readdirSync(seedDir).sort()).toEqual(['alpha-term.json', 'beta-renamed.json']);
		expect(JSON.parse(readFileSync(join(seedDir, 'beta-renamed.json'), 'utf8')).term).toBe(
			'Beta Renamed',
		);
	});
});

describe('db:seed keeps what editors saved', () => {
	async function seededWithEdit() {
		const db = await freshDb();
		const dir = tempDir();
		writeFileSync(
			join(dir, 'edited-term.json'),
			JSON.stringify({
				term: 'Edited Term',
				slug: 'edited-term',
				comprehensive_definition: 'From the file.',
			}),
		);
		await seedGlossary(db, { dir });
		const term = (await getTermBySlug(db, 'edited-term'))!;
		const saved = await apiWrite(db, 'PUT', `/api/glossary/term/${term.id}`, {
			...fields(term),
			comprehensive_definition: 'From the editor.',
		});
		expect(saved.status).toBe(200);
		return { db, dir };
	}

	test('skips and lists a term an editor changed after the file, and overwrites it only when forced', async () => {
		const { db, dir } = await seededWithEdit();
		expect(await seedGlossary(db, { dir })).toMatchObject({
			updated: 0,
			conflicts: ['edited-term'],
		});
		expect((await getTermBySlug(db, 'edited-term'))!.comprehensive_definition).toBe(
			'From the editor.',
		);
		expect(await seedGlossary(db, { dir, force: true })).toMatchObject({
			updated: 1,
			conflicts: [],
		});
		expect((await getTermBySlug(db, 'edited-term'))!.comprehensive_definition).toBe(
			'From the file.',
		);
	});

	test('a file exported after the edit seeds over it (it holds the edit), and a later file change still applies', async () => {
		const { db, dir } = await seededWithEdit();
		await exportGlossary(db, { dir });
		const exported = JSON.parse(readFileSync(join(dir, 'edited-term.json'), 'utf8'));
		expect(exported.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
		exported.short_definition = 'A change made in a pull request after the export.';
		writeFileSync(join(dir, 'edited-term.json'), JSON.stringify(exported));
		expect(await seedGlossary(db, { dir })).toMatchObject({ updated: 1, conflicts: [] });
		const term = (await getTermBySlug(db, 'edited-term'))!;
		expect(term.comprehensive_definition).toBe('From the editor.');
		expect(term.short_definition).toBe('A change made in a pull request after the export.');
	});

	test('a term created through the API is never overwritten by a file of the same slug without a version', async () => {
		const db = await freshDb();
		expect(
			(
				await apiWrite(db, 'POST', '/api/glossary/term', {
					term: 'New Idea',
					comprehensive_definition: 'Written on the admin screen.',
				})
			).status,
		).toBe(201);
		const dir = tempDir();
		writeFileSync(
			join(dir, 'new-idea.json'),
			JSON.stringify({
				term: 'New Idea',
				slug: 'new-idea',
				comprehensive_definition: 'Written in a pull request.',
			}),
		);
		expect(await seedGlossary(db, { dir })).toMatchObject({ conflicts: ['new-idea'] });
		expect((await getTermBySlug(db, 'new-idea'))!.comprehensive_definition).toBe(
			'Written on the admin screen.',
		);
	});
});
