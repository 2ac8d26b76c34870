/**
 * What a term page says about its upkeep: "Last updated" from git for terms
 * from files, and the public change log of editors' changes from the database, with an editor's
 * name only where the editor chose to show it.
 */
import { expect, test } from 'vitest';
import { lastCommitDates } from '../../src/server/file-dates.ts';
import { GLOSSARY_TERMS_DIR } from '../../src/server/glossary-seed.ts';
import { termUpkeepOf } from '../../src/server/term-page.ts';
import { listPublicRevisionsOf } from '../../src/server/term-history.ts';
import { createTerm, updateTerm } from '../../src/server/glossary-repo.ts';
import { termInput } from '../helpers/terms.ts';
import { createTestDb } from '../helpers/db.ts';

test('terms from files are dated by their last commit', async () => {
	const calculus = termUpkeepOf(lastCommitDates(GLOSSARY_TERMS_DIR).get('calculus.json'), []);
	expect(calculus.changes).toEqual([]);
	expect(Date.parse(calculus.updated!)).toBeGreaterThan(Date.parse('2025-01-01'));
});

test('editors’ changes to the text make the public change log, names only when chosen', async () => {
	const { db, cleanup } = await createTestDb();
	try {
		const made = await createTerm(db, termInput({ term: 'Kernel trick' }), { editor: 'ana' });
		const edited = await updateTerm(
			db,
			made.id,
			termInput({ term: 'Kernel trick', comprehensive_definition: 'Corrected definition.' }),
			{ change: { editor: 'ben', note: 'Corrected the definition', showEditor: true } },
		);
		await updateTerm(
			db,
			made.id,
			termInput({
				term: 'Kernel trick',
				comprehensive_definition: 'Corrected definition.',
				meta_title: 'Only the title for search engines',
			}),
			{ change: { editor: 'ana', note: 'Search title' } },
		);
		const upkeep = termUpkeepOf(undefined, await listPublicRevisionsOf(db, 'kernel-trick'));
		expect(upkeep.changes).toEqual([
			{ date: edited!.updated_at, note: 'Corrected the definition', editor: 'ben' },
			{ date: made.updated_at, note: 'Added to the glossary.' },
		]);
		expect(upkeep.updated).toBe(edited!.updated_at);
	} finally {
		cleanup();
	}
});
