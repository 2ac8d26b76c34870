/**
 * The glossary's files and its database in step: seeding a term file into the database by slug
 * (db:seed) without overwriting an editor's later change, and reading every term back with the
 * version its file should carry (glossary:export).
 */
import type { Client } from '@libsql/client';
import type { Term, TermInput } from '../../lib/glossary/term-model.ts';
import { TERM_COLUMNS, text, toTerm, type Executor } from './term-rows.ts';
import {
	INSERT_SQL,
	assertTermNameFree,
	inWriteTransaction,
	syncLinks,
	updateInTransaction,
	writeArgs,
} from './term-writes.ts';

/** What seeding one term file did. */
export type SeedOutcome = 'created' | 'updated' | 'conflict';

/**
 * Writes a term file into the database by slug (db:seed). A term that an editor changed after the
 * file's version (`fileVersion`, the updated_at the file was exported from) is left alone and
 * reported as a conflict, unless `force`; the file wins when the database only holds what an
 * earlier seed wrote, or when the file was exported after the editor's last save.
 */
export async function seedTerm(
	db: Client,
	input: TermInput & { slug: string },
	fileVersion: string | null,
	{ force = false }: { force?: boolean } = {},
): Promise<SeedOutcome> {
	return inWriteTransaction(db, async (tx) => {
		const found = await tx.execute({
			sql: 'SELECT id, updated_at, seeded_version FROM terms WHERE slug = ?',
			args: [input.slug],
		});
		const row = found.rows[0];
		let id: number;
		let outcome: SeedOutcome;
		if (!row) {
			await assertTermNameFree(tx, input.term);
			const created = await tx.execute({
				sql: `${INSERT_SQL} RETURNING id, categories, aliases`,
				args: writeArgs(input, input.slug),
			});
			id = Number(created.rows[0]!.id);
			await syncLinks(tx, id, text(created.rows[0]!.categories), text(created.rows[0]!.aliases));
			outcome = 'created';
		} else {
			const updatedAt = String(row.updated_at);
			const editedSinceSeed = row.seeded_version === null || updatedAt > String(row.seeded_version);
			const fileHasEdit = fileVersion !== null && fileVersion >= updatedAt;
			if (editedSinceSeed && !fileHasEdit && !force) return 'conflict';
			id = Number(row.id);
			await updateInTransaction(tx, id, input, {});
			outcome = 'updated';
		}
		await tx.execute({
			sql: 'UPDATE terms SET seeded_version = updated_at, file_version = ? WHERE id = ?',
			args: [fileVersion, id],
		});
		return outcome;
	});
}

/**
 * Every term with the version its file should carry (glossary:export): none when the term is as an
 * earlier seed wrote it from a file without one, the file's own version when it is as seeded from a
 * file that had one, and the database's updated_at once an editor has saved it.
 */
export async function listTermsForExport(
	db: Executor,
): Promise<{ term: Term; version: string | null }[]> {
	const result = await db.execute(
		`SELECT ${TERM_COLUMNS}, seeded_version, file_version FROM terms ORDER BY slug`,
	);
	return result.rows.map((row) => {
		const term = toTerm(row);
		const asSeeded = row.seeded_version !== null && String(row.seeded_version) === term.updated_at;
		return { term, version: asSeeded ? text(row.file_version) : term.updated_at };
	});
}

/** Number of terms an editor created or changed since the last seed (the static build lacks them). */
export async function countEditedTerms(db: Executor): Promise<number> {
	const result = await db.execute(
		'SELECT count(*) AS n FROM terms WHERE seeded_version IS NULL OR updated_at > seeded_version',
	);
	return Number(result.rows[0]!.n);
}
