/**
 * Writing terms: create, update and delete, each in one write transaction that keeps the terms
 * table, its normalised categories and aliases, and (through triggers) the full-text index in step,
 * and records the editor's revision beside the change; and the errors of writes the glossary
 * refuses, which handlers turn into 4xx answers.
 */
import type { Client, InValue, Transaction } from '@libsql/client';
import { parseCategories, splitList } from '../../lib/glossary/categories.ts';
import { SLUG_PATTERN, slugFor, slugify } from '../../lib/glossary/slug.ts';
import { FIELD_NAMES, type Term, type TermInput } from '../../lib/glossary/term-model.ts';
import {
	changedFields,
	fieldsOf,
	hasHistory,
	recordRevision,
	type ChangeInfo,
} from '../term-revisions.ts';
import type { RevisionAction } from '../../lib/glossary/history.ts';
import { TERM_COLUMNS, toTerm } from './term-rows.ts';

/**
 * A write the glossary refuses, naming the field at fault: a duplicate term name or slug (409), or
 * a restore that cannot be (400, 404, 409).
 */
export class GlossaryRefusal extends Error {
	readonly field: string;
	readonly status: 400 | 404 | 409;
	constructor(field: string, message: string, status: 400 | 404 | 409 = 409) {
		super(message);
		this.name = 'GlossaryRefusal';
		this.field = field;
		this.status = status;
	}
}

/** An update made from an older version of the term than the stored one (someone saved in between). */
export class GlossaryStaleError extends Error {
	readonly current: Term;
	constructor(current: Term) {
		super('This term was changed by someone else after you opened it.');
		this.name = 'GlossaryStaleError';
		this.current = current;
	}
}

/** Normalises related-term entries to slugs (names are slugified), without the term's own slug. */
function normaliseRelated(text: string | null, ownSlug: string): string | null {
	const slugs = splitList(text)
		.map((entry) => (SLUG_PATTERN.test(entry) ? entry : slugify(entry)))
		.filter((slug) => slug && slug !== ownSlug);
	return slugs.length ? [...new Set(slugs)].join(', ') : null;
}

/** A slug for the term that no other term uses: the given one (conflict if taken) or a generated one. */
export async function resolveSlug(
	tx: Transaction,
	input: TermInput,
	exceptId?: number,
): Promise<string> {
	const taken = async (slug: string) =>
		(
			await tx.execute({
				sql: 'SELECT id FROM terms WHERE slug = ? AND id IS NOT ?',
				args: [slug, exceptId ?? null],
			})
		).rows.length > 0;
	if (input.slug) {
		if (await taken(input.slug))
			throw new GlossaryRefusal(
				'slug',
				`The slug "${input.slug}" is already used by another term.`,
			);
		return input.slug;
	}
	const base = slugFor(input.term, splitList(input.aliases));
	let slug = base;
	for (let n = 2; await taken(slug); n++) slug = `${base}-${n}`;
	return slug;
}

export async function assertTermNameFree(
	tx: Transaction,
	term: string,
	exceptId?: number,
): Promise<void> {
	const found = await tx.execute({
		sql: 'SELECT id FROM terms WHERE term = ? AND id IS NOT ?',
		args: [term, exceptId ?? null],
	});
	if (found.rows.length)
		throw new GlossaryRefusal('term', `A term named "${term}" already exists.`);
}

/** Rewrites a term's normalised category and alias rows from its text fields. */
export async function syncLinks(
	tx: Transaction,
	id: number,
	categories: string | null,
	aliases: string | null,
): Promise<void> {
	await tx.execute({ sql: 'DELETE FROM term_categories WHERE term_id = ?', args: [id] });
	await tx.execute({ sql: 'DELETE FROM term_aliases WHERE term_id = ?', args: [id] });
	const statements = [
		...parseCategories(categories).map((ref) => ({
			sql: 'INSERT OR IGNORE INTO term_categories (term_id, primary_category, secondary) VALUES (?, ?, ?)',
			args: [id, ref.primary, ref.secondary],
		})),
		...splitList(aliases).map((alias) => ({
			sql: 'INSERT OR IGNORE INTO term_aliases (term_id, alias) VALUES (?, ?)',
			args: [id, alias],
		})),
	];
	if (statements.length) await tx.batch(statements);
}

/** The stored value of every model field for a write, in FIELD_NAMES order. */
export function writeArgs(input: TermInput, slug: string): InValue[] {
	const stored: TermInput = {
		...input,
		slug,
		related_terms: normaliseRelated(input.related_terms, slug),
	};
	// aliases is NOT NULL in the table (the full-text index reads it): '' stands for none.
	return FIELD_NAMES.map((name) => (name === 'aliases' ? (stored.aliases ?? '') : stored[name]));
}

/** A new term takes the id after the highest ever given (migration 0007): ids are never reused. */
export const INSERT_SQL = `INSERT INTO terms (id, ${FIELD_NAMES.join(', ')}) VALUES ((SELECT high + 1 FROM term_id_high_water), ${FIELD_NAMES.map(() => '?').join(', ')})`;
const UPDATE_SET = FIELD_NAMES.map((name) => `${name} = ?`).join(', ');

/** Runs `work` in a write transaction, turning a unique-constraint race into a conflict error. */
export async function inWriteTransaction<T>(
	db: Client,
	work: (tx: Transaction) => Promise<T>,
): Promise<T> {
	const tx = await db.transaction('write');
	try {
		const value = await work(tx);
		await tx.commit();
		return value;
	} catch (cause) {
		await tx.rollback().catch(() => {});
		const message = String((cause as Error).message ?? '');
		if (
			!(cause instanceof GlossaryRefusal) &&
			/UNIQUE constraint failed: terms\.(term|slug)/.test(message)
		) {
			const field = message.includes('terms.slug') ? 'slug' : 'term';
			throw new GlossaryRefusal(field, `That ${field} is already used by another term.`);
		}
		throw cause;
	} finally {
		tx.close();
	}
}

/**
 * Creates a term (slug generated when empty). Throws GlossaryRefusal on a duplicate. With
 * `change` (every editor's write), the new term's first revision is recorded with it.
 */
export async function createTerm(
	db: Client,
	input: TermInput,
	change: ChangeInfo | null = null,
): Promise<Term> {
	return inWriteTransaction(db, async (tx) => {
		await assertTermNameFree(tx, input.term);
		const slug = await resolveSlug(tx, input);
		const result = await tx.execute({
			sql: `${INSERT_SQL} RETURNING ${TERM_COLUMNS}`,
			args: writeArgs(input, slug),
		});
		const term = toTerm(result.rows[0]!);
		await syncLinks(tx, term.id, term.categories, term.aliases);
		if (change)
			await recordRevision(tx, { termId: term.id, action: 'create', after: term, change });
		return term;
	});
}

export interface UpdateOptions {
	/**
	 * The `updated_at` of the version the editor started from. When the stored term is newer, the
	 * update is refused with GlossaryStaleError instead of silently overwriting someone's save.
	 */
	expectedVersion?: string;
	/** Who made the change and why: recorded as a revision in the same transaction. */
	change?: ChangeInfo | null;
	/** What the revision calls the change (a restore is an update from an earlier version). */
	action?: Extract<RevisionAction, 'update' | 'restore'>;
}

/** Replaces a term's fields. Returns null when no term has that id. */
export async function updateTerm(
	db: Client,
	id: number,
	input: TermInput,
	options: UpdateOptions = {},
): Promise<Term | null> {
	return inWriteTransaction(db, (tx) => updateInTransaction(tx, id, input, options));
}

async function termById(tx: Transaction, id: number): Promise<Term | undefined> {
	const found = await tx.execute({
		sql: `SELECT ${TERM_COLUMNS} FROM terms WHERE id = ?`,
		args: [id],
	});
	return found.rows[0] && toTerm(found.rows[0]);
}

export async function updateInTransaction(
	tx: Transaction,
	id: number,
	input: TermInput,
	{ expectedVersion, change = null, action = 'update' }: UpdateOptions,
): Promise<Term | null> {
	const current = await termById(tx, id);
	if (!current) return null;
	if (expectedVersion !== undefined && expectedVersion !== current.updated_at)
		throw new GlossaryStaleError(current);
	await assertTermNameFree(tx, input.term, id);
	const slug = input.slug ? await resolveSlug(tx, input, id) : current.slug;
	const result = await tx.execute({
		sql: `UPDATE terms SET ${UPDATE_SET}, updated_at = ${NEXT_VERSION} WHERE id = ? RETURNING ${TERM_COLUMNS}`,
		args: [...writeArgs(input, slug), current.updated_at, id],
	});
	const term = toTerm(result.rows[0]!);
	if (!changedFields(fieldsOf(current), fieldsOf(term)).length) {
		// The same text again: the version stays and no revision is stored, so saving unchanged
		// fields adds nothing to history (500 such saves added 5.3 MB before).
		await tx.execute({
			sql: 'UPDATE terms SET updated_at = ? WHERE id = ?',
			args: [current.updated_at, id],
		});
		return current;
	}
	await syncLinks(tx, term.id, term.categories, term.aliases);
	// A file seeded over a term with history (an editor's saves) is a change worth keeping too.
	if (change || (await hasHistory(tx, id)))
		await recordRevision(tx, {
			termId: id,
			action: change ? action : 'import',
			after: term,
			before: current,
			change,
		});
	return term;
}

/**
 * The next `updated_at`: now, or one millisecond after the previous version when the clock has
 * not moved on (two saves in the same millisecond must still be two versions). Takes the previous
 * version as its one parameter.
 */
const NEXT_VERSION = `max(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+0.001 seconds'))`;

/**
 * Deletes a term (its category and alias rows and index entries go with it). With
 * `expectedVersion` (the updated_at the editor saw), a term changed since is not deleted:
 * GlossaryStaleError says so, with the term as it now is. With `change`, its last version is kept
 * as a delete revision, from which it can be restored (src/server/term-history.ts).
 */
export async function deleteTerm(
	db: Client,
	id: number,
	{ expectedVersion, change = null }: Omit<UpdateOptions, 'action'> = {},
): Promise<boolean> {
	return inWriteTransaction(db, async (tx) => {
		const term = await termById(tx, id);
		if (!term) return false;
		if (expectedVersion !== undefined && term.updated_at !== expectedVersion)
			throw new GlossaryStaleError(term);
		if (change)
			await recordRevision(tx, { termId: id, action: 'delete', after: term, before: term, change });
		const result = await tx.execute({ sql: 'DELETE FROM terms WHERE id = ?', args: [id] });
		return result.rowsAffected > 0;
	});
}
