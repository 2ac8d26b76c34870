/**
 * Pronunciation notes written as a "Pronunciation:" paragraph of the definition, from before the
 * field existed (migration 0009), moved into the field once, the way a write moves them
 * (liftPronunciation), in the terms and in their revisions: every read then takes a term or a
 * revision as it is stored. updated_at stays as it was: this is the same entry in a new shape, not
 * an edit, so db:seed and glossary:export see each term's version as before.
 */
import type { Transaction } from '@libsql/client';
import { liftPronunciation } from '../../lib/glossary/pronunciation.ts';
import { text } from '../glossary/term-rows.ts';
import { packFields, parseFields } from '../term-revisions.ts';

/** Revisions read at a time: each holds a whole term, and the table grows with every save. */
const PAGE = 500;

export async function liftStoredPronunciations(tx: Transaction): Promise<void> {
	const terms = await tx.execute('SELECT id, comprehensive_definition, pronunciation FROM terms');
	for (const row of terms.rows) {
		const stored = {
			comprehensive_definition: String(row.comprehensive_definition),
			pronunciation: text(row.pronunciation),
		};
		const lifted = liftPronunciation(stored);
		if (lifted !== stored)
			await tx.execute({
				sql: 'UPDATE terms SET comprehensive_definition = ?, pronunciation = ? WHERE id = ?',
				args: [lifted.comprehensive_definition, lifted.pronunciation, row.id],
			});
	}
	for (let after = 0; ;) {
		const { rows } = await tx.execute({
			sql: 'SELECT id, fields FROM term_revisions WHERE id > ? ORDER BY id LIMIT ?',
			args: [after, PAGE],
		});
		for (const row of rows) {
			const stored = parseFields(row.fields);
			const lifted = liftPronunciation(stored);
			if (lifted !== stored)
				await tx.execute({
					sql: 'UPDATE term_revisions SET fields = ? WHERE id = ?',
					args: [packFields(lifted), row.id],
				});
		}
		if (rows.length < PAGE) return;
		after = Number(rows.at(-1)!.id);
	}
}
