/**
 * A term's history for editors (list, one revision, restore) and the recently deleted terms
 * (list, restore, purge after the retention period). Revisions are written by the repository's
 * writes (src/server/term-revisions.ts); this module reads them and restores from them.
 */
import type { Client, Row } from '@libsql/client';
import { FIELD_NAMES, type FieldName, type Term } from '../lib/glossary/term-model.ts';
import {
	GlossaryRefusal,
	GlossaryStaleError,
	TERM_COLUMNS,
	assertTermNameFree,
	inWriteTransaction,
	syncLinks,
	toTerm,
	updateInTransaction,
	writeArgs,
	type Executor,
} from './glossary-repo.ts';
import { text } from './glossary/term-rows.ts';
import { SLUG_PATTERN } from '../lib/glossary/slug.ts';
import type {
	DeletedTerm,
	HistoryPage,
	Revision,
	RevisionAction,
	RevisionSummary,
} from '../lib/glossary/history.ts';
import { DEFAULT_RETENTION_DAYS } from '../lib/glossary/history.ts';
import { parseFields, recordRevision, type ChangeInfo } from './term-revisions.ts';

export const MAX_HISTORY_PAGE_SIZE = 200;

/** The retention period from the environment: a whole number of days, at least 1. */
export function retentionDays(env: Record<string, string | undefined> = process.env): number {
	const value = env.DELETED_TERMS_RETENTION_DAYS;
	if (!value) return DEFAULT_RETENTION_DAYS;
	const days = Number(value);
	return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

const SUMMARY_COLUMNS =
	'revision, action, term, slug, changed, editor, note, show_editor, created_at';

function toSummary(row: Row): RevisionSummary {
	return {
		revision: Number(row.revision),
		action: String(row.action) as RevisionAction,
		term: String(row.term),
		slug: String(row.slug),
		changed: String(row.changed ?? '')
			.split(',')
			.filter(Boolean) as FieldName[],
		editor: text(row.editor),
		note: text(row.note),
		show_editor: Number(row.show_editor) === 1,
		created_at: String(row.created_at),
	};
}

/**
 * Which term a slug means for history: the current term with that slug, else the last term that
 * had it (deleted, or renamed since).
 */
async function termIdForSlug(
	db: Executor,
	slug: string,
): Promise<{ termId: number; deleted: boolean } | null> {
	const current = await db.execute({ sql: 'SELECT id FROM terms WHERE slug = ?', args: [slug] });
	if (current.rows.length) return { termId: Number(current.rows[0]!.id), deleted: false };
	const past = await db.execute({
		sql: `SELECT term_id, EXISTS (SELECT 1 FROM terms WHERE id = term_id) AS live
			FROM term_revisions WHERE slug = ? ORDER BY id DESC LIMIT 1`,
		args: [slug],
	});
	const row = past.rows[0];
	return row ? { termId: Number(row.term_id), deleted: !Number(row.live) } : null;
}

/** A term's revisions, newest first, 50 (or `limit`) at a time, older than `before` when given. */
export async function listHistory(
	db: Executor,
	slug: string,
	{ limit = 50, before }: { limit?: number; before?: number } = {},
): Promise<HistoryPage | null> {
	const found = await termIdForSlug(db, slug);
	if (!found) return null;
	const rows = await db.execute({
		sql: `SELECT ${SUMMARY_COLUMNS} FROM term_revisions
			WHERE term_id = ? AND revision < ? ORDER BY revision DESC LIMIT ?`,
		args: [found.termId, before ?? Number.MAX_SAFE_INTEGER, limit + 1],
	});
	const revisions = rows.rows.slice(0, limit).map(toSummary);
	const more = rows.rows.length > limit;
	return {
		term_id: found.termId,
		slug,
		deleted: found.deleted,
		revisions,
		next: more ? revisions.at(-1)!.revision : null,
	};
}

/** One revision of the term with that slug, with its fields; null when either does not exist. */
export async function getRevision(
	db: Executor,
	slug: string,
	revision: number,
): Promise<Revision | null> {
	const found = await termIdForSlug(db, slug);
	if (!found) return null;
	return revisionOf(db, found.termId, revision);
}

async function revisionOf(
	db: Executor,
	termId: number,
	revision: number,
): Promise<Revision | null> {
	const rows = await db.execute({
		sql: `SELECT ${SUMMARY_COLUMNS}, fields FROM term_revisions WHERE term_id = ? AND revision = ?`,
		args: [termId, revision],
	});
	const row = rows.rows[0];
	return row ? { ...toSummary(row), fields: parseFields(row.fields) } : null;
}

/**
 * Makes an earlier revision the term's current version, as a new revision (history only grows).
 * The term keeps its current slug, so its address does not change. With `expectedVersion` (the
 * updated_at the editor saw), a term changed since is not overwritten: GlossaryStaleError.
 */
export async function restoreRevision(
	db: Client,
	slug: string,
	revision: number,
	change: ChangeInfo,
	{ expectedVersion }: { expectedVersion?: string } = {},
): Promise<Term> {
	return inWriteTransaction(db, async (tx) => {
		const current = await tx.execute({
			sql: `SELECT ${TERM_COLUMNS} FROM terms WHERE slug = ?`,
			args: [slug],
		});
		const row = current.rows[0];
		if (!row) {
			const past = await termIdForSlug(tx, slug);
			throw past?.deleted
				? new GlossaryRefusal(
						'slug',
						`The term "${slug}" was deleted: restore it from the recently deleted terms.`,
						404,
					)
				: new GlossaryRefusal('slug', `No glossary term with the slug "${slug}".`, 404);
		}
		const term = toTerm(row);
		if (expectedVersion !== undefined && expectedVersion !== term.updated_at)
			throw new GlossaryStaleError(term);
		const wanted = await revisionOf(tx, term.id, revision);
		if (!wanted)
			throw new GlossaryRefusal('revision', `The term "${slug}" has no revision ${revision}.`, 404);
		return (await updateInTransaction(
			tx,
			term.id,
			{ ...wanted.fields, slug: term.slug },
			{ change: withDefaultNote(change, `Restored revision ${revision}.`), action: 'restore' },
		))!;
	});
}

const withDefaultNote = (change: ChangeInfo, note: string): ChangeInfo => ({
	...change,
	note: change.note?.trim() || note,
});

/** Last revisions that are deletes of terms not restored since. */
const DELETED_SQL = `SELECT r.term_id, r.revision, r.term, r.slug, r.editor, r.note, r.created_at,
		EXISTS (SELECT 1 FROM terms t WHERE t.slug = r.slug) AS slug_taken
	FROM term_revisions r
	WHERE r.action = 'delete'
		AND r.revision = (SELECT max(revision) FROM term_revisions WHERE term_id = r.term_id)
		AND NOT EXISTS (SELECT 1 FROM terms WHERE id = r.term_id)`;

/** Removes every revision of terms deleted more than `days` ago. Returns how many terms went. */
export async function purgeDeletedTerms(db: Executor, days: number): Promise<number> {
	const result = await db.execute({
		sql: `DELETE FROM term_revisions WHERE term_id IN (
			SELECT term_id FROM (${DELETED_SQL}) WHERE created_at < ?)`,
		args: [new Date(Date.now() - days * 86_400_000).toISOString()],
	});
	return result.rowsAffected;
}

/** Recently deleted terms, newest first (terms past the retention period are purged first). */
export async function listDeletedTerms(db: Client, days: number): Promise<DeletedTerm[]> {
	// A write: queued behind editors' saves like any other, never failing on their lock.
	await inWriteTransaction(db, (tx) => purgeDeletedTerms(tx, days));
	const rows = await db.execute(`${DELETED_SQL} ORDER BY r.created_at DESC, r.term_id DESC`);
	return rows.rows.map((row) => ({
		id: Number(row.term_id),
		term: String(row.term),
		slug: String(row.slug),
		revision: Number(row.revision),
		deleted_at: String(row.created_at),
		deleted_by: text(row.editor),
		note: text(row.note),
		purge_after: new Date(Date.parse(String(row.created_at)) + days * 86_400_000).toISOString(),
		slug_taken: Number(row.slug_taken) === 1,
	}));
}

/**
 * Brings a deleted term back with its id and last version, under its old slug or `slug` when
 * given (needed when another term has taken the old one: 409 naming the field otherwise).
 */
export async function restoreDeletedTerm(
	db: Client,
	id: number,
	change: ChangeInfo,
	{ slug }: { slug?: string } = {},
): Promise<Term> {
	if (slug !== undefined && !SLUG_PATTERN.test(slug))
		throw new GlossaryRefusal(
			'slug',
			'The new slug must be lowercase words joined by hyphens.',
			400,
		);
	return inWriteTransaction(db, async (tx) => {
		const found = await tx.execute({ sql: `${DELETED_SQL} AND r.term_id = ?`, args: [id] });
		const row = found.rows[0];
		if (!row)
			throw new GlossaryRefusal('id', `No recently deleted glossary term with id ${id}.`, 404);
		const last = (await revisionOf(tx, id, Number(row.revision)))!;
		const wantedSlug = slug ?? last.slug;
		const taken = await tx.execute({
			sql: 'SELECT 1 FROM terms WHERE slug = ?',
			args: [wantedSlug],
		});
		if (taken.rows.length)
			throw new GlossaryRefusal(
				'slug',
				`The slug "${wantedSlug}" is now used by another term: choose a new slug to restore "${last.term}".`,
			);
		await assertTermNameFree(tx, last.fields.term);
		const inserted = await tx.execute({
			sql: `INSERT INTO terms (id, ${FIELD_NAMES.join(', ')})
				VALUES (?, ${FIELD_NAMES.map(() => '?').join(', ')}) RETURNING ${TERM_COLUMNS}`,
			args: [id, ...writeArgs(last.fields, wantedSlug)],
		});
		const term = toTerm(inserted.rows[0]!);
		await syncLinks(tx, id, term.categories, term.aliases);
		await recordRevision(tx, {
			termId: id,
			action: 'restore',
			after: term,
			change: withDefaultNote(change, `Restored after it was deleted (revision ${last.revision}).`),
		});
		return term;
	});
}

/** The revisions of one term (by its current slug) that may appear in its public change log. */
export async function listPublicRevisionsOf(
	db: Executor,
	slug: string,
): Promise<RevisionSummary[]> {
	const rows = await db.execute({
		sql: `SELECT ${SUMMARY_COLUMNS} FROM term_revisions
		WHERE term_id = (SELECT id FROM terms WHERE slug = ?) AND action IN ('create', 'update', 'restore')
		ORDER BY revision DESC`,
		args: [slug],
	});
	return rows.rows.map(toSummary);
}
