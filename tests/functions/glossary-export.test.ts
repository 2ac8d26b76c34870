/**
 * The seed → database → export round trip is lossless: exporting a freshly seeded database gives
 * back every term file exactly, so `npm run glossary:export` after admin edits shows only the edits.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@libsql/client';
import { termToFile } from '../../src/lib/glossary/export.ts';
import { listAllTerms } from '../../src/server/glossary-repo.ts';
import { readTermFiles, seedGlossary } from '../../src/server/glossary-seed.ts';
import { createTestDb } from '../helpers/db.ts';

let db: Client;
let cleanup: () => void;
beforeAll(async () => {
	({ db, cleanup } = await createTestDb());
	await seedGlossary(db);
}, 60_000);
afterAll(() => cleanup());

describe('glossary export', () => {
	test('reproduces every seed file exactly', async () => {
		const files = new Map(readTermFiles().terms.map((t) => [t.slug, t]));
		const exported = (await listAllTerms(db)).map(termToFile);
		expect(exported).toHaveLength(files.size);
		for (const file of exported) {
			const original = files.get(String(file.slug));
			expect(file, String(file.slug)).toEqual(JSON.parse(JSON.stringify(original)));
		}
	});

	test('seeding twice updates in place and creates nothing new', async () => {
		const again = await seedGlossary(db);
		expect(again.created).toBe(0);
		expect(again.updated).toBeGreaterThan(600);
	});
});
