/**
 * Writing a term's revisions (migration 0008): called by every write of src/server/glossary/term-writes.ts
 * inside its transaction, so a change and its revision are stored together or not at all.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Transaction } from '@libsql/client';
import {
	FIELD_NAMES,
	type FieldName,
	type Term,
	type TermInput,
} from '../lib/glossary/term-model.ts';
import type { RevisionAction } from '../lib/glossary/history.ts';

/** Who made a change and why, as the editor gave it. */
export interface ChangeInfo {
	/** The editor whose token made the change (src/server/editors.ts). */
	editor: string;
	/** "Fixed the year of the paper": optional, shown in history and the public change log. */
	note?: string | null;
	/** Show the editor's name in the public change log (off by default). */
	showEditor?: boolean;
}

/** Longest change note accepted. */
export const MAX_CHANGE_NOTE = 500;

/** A term's fields in the stored form, as a revision keeps them. */
export function fieldsOf(term: Partial<TermInput>): TermInput {
	return Object.fromEntries(FIELD_NAMES.map((name) => [name, term[name] ?? null])) as TermInput;
}

/** The stored form of a revision's fields: deflated JSON (migration 0008). */
export const packFields = (fields: TermInput): Uint8Array =>
	deflateRawSync(Buffer.from(JSON.stringify(fields)));

export function parseFields(stored: unknown): TermInput {
	const json =
		stored instanceof ArrayBuffer || ArrayBuffer.isView(stored)
			? inflateRawSync(stored as Uint8Array).toString('utf8')
			: String(stored);
	return fieldsOf(JSON.parse(json) as Partial<TermInput>);
}

/** The fields whose stored values differ (an empty list and no list are the same). */
export function changedFields(before: TermInput | null, after: TermInput): FieldName[] {
	const value = (fields: TermInput | null, name: FieldName) => fields?.[name] || '';
	return FIELD_NAMES.filter((name) => value(before, name) !== value(after, name));
}

async function latestRevision(
	tx: Transaction,
	termId: number,
): Promise<{ revision: number; fields: TermInput } | null> {
	const found = await tx.execute({
		sql: 'SELECT revision, fields FROM term_revisions WHERE term_id = ? ORDER BY revision DESC LIMIT 1',
		args: [termId],
	});
	const row = found.rows[0];
	return row ? { revision: Number(row.revision), fields: parseFields(row.fields) } : null;
}

async function insertRevision(
	tx: Transaction,
	values: {
		termId: number;
		revision: number;
		action: RevisionAction;
		fields: TermInput;
		changed: FieldName[];
		change: ChangeInfo | null;
		at: string | null;
	},
): Promise<void> {
	await tx.execute({
		sql: `INSERT INTO term_revisions
			(term_id, revision, action, slug, term, fields, changed, editor, note, show_editor, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
		args: [
			values.termId,
			values.revision,
			values.action,
			values.fields.slug ?? '',
			values.fields.term,
			packFields(values.fields),
			values.changed.join(','),
			values.change?.editor ?? null,
			values.change?.note?.trim() || null,
			values.change?.showEditor ? 1 : 0,
			values.at,
		],
	});
}

/**
 * Records a change to a term: `after` is the term as it now is (for a delete, as it was). A term
 * first changed before history existed (or seeded from a file) gets its earlier version recorded
 * first as an import, from `before`, so nothing it said is lost.
 * @returns the new revision's number
 */
export async function recordRevision(
	tx: Transaction,
	{
		termId,
		action,
		after,
		before,
		change,
	}: {
		termId: number;
		action: RevisionAction;
		after: Term;
		before?: Term | null;
		change: ChangeInfo | null;
	},
): Promise<number> {
	let latest = await latestRevision(tx, termId);
	if (!latest && before) {
		const fields = fieldsOf(before);
		await insertRevision(tx, {
			termId,
			revision: 1,
			action: 'import',
			fields,
			changed: [],
			change: null,
			at: before.updated_at,
		});
		latest = { revision: 1, fields };
	}
	const fields = fieldsOf(after);
	const changed = action === 'delete' ? [] : changedFields(latest?.fields ?? null, fields);
	// A seed that wrote what history already holds is no new version.
	if (action === 'import' && latest && !changed.length) return latest.revision;
	const revision = (latest?.revision ?? 0) + 1;
	await insertRevision(tx, {
		termId,
		revision,
		action,
		fields,
		changed,
		change,
		// A save's revision carries the version it created; a delete happens now.
		at: action === 'delete' ? null : after.updated_at,
	});
	return revision;
}

/** Whether a term has any recorded revision. */
export async function hasHistory(tx: Transaction, termId: number): Promise<boolean> {
	return (await latestRevision(tx, termId)) !== null;
}
