/**
 * The glossary data layer: every SQL statement about terms lives here. Functions take the libSQL
 * client first and return typed rows. Writes keep the terms table, its normalised categories and
 * aliases, and (through triggers) the full-text index in step inside one transaction.
 */
import type { Client, InValue, Row, Transaction } from '@libsql/client';
import { parseCategories, parseCategory, splitList } from '../lib/glossary/categories.ts';
import type {
	CategoryEntry,
	CategoryType,
	Difficulty,
	LetterEntry,
	Suggestion,
	TermDetail,
	TermSummary,
} from '../lib/glossary/schema.ts';
import { ALPHABET } from '../lib/glossary/alphabet.ts';
import { SLUG_PATTERN, slugFor, slugify } from '../lib/glossary/slug.ts';
import { FIELD_NAMES, type Term, type TermInput } from '../lib/glossary/term-model.ts';
import { TERM_ENTRY_FIELDS, type TermEntry } from '../lib/glossary/term-entry.ts';
import { FuzzyNameIndexBuilder, type FuzzyNameIndex } from './fuzzy-names.ts';
import {
	hasHistory,
	recordRevision,
	type ChangeInfo,
	type RevisionAction,
} from './term-revisions.ts';

type Executor = Client | Transaction;

/** A write that would duplicate a unique term name or slug. */
export class GlossaryConflictError extends Error {
	readonly field: 'term' | 'slug';
	constructor(field: 'term' | 'slug', message: string) {
		super(message);
		this.name = 'GlossaryConflictError';
		this.field = field;
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

/** Highest code point: appended to a prefix it bounds a range scan (`term >= q AND term < q‹max›`). */
const PREFIX_END = '\u{10FFFF}';
export const SEARCH_LIMIT = 100;
const AUTOCOMPLETE_LIMIT = 10;

/** The model's fields are the table's columns (term-model.test.ts checks the migration agrees). */
export const TERM_COLUMNS = ['id', ...FIELD_NAMES, 'created_at', 'updated_at'].join(', ');

const SUMMARY_COLUMNS = (
	t: string,
) => `${t}.id, ${t}.term, ${t}.slug, ${t}.aliases, ${t}.short_definition,
	CASE WHEN coalesce(${t}.short_definition, '') = '' THEN substr(${t}.comprehensive_definition, 1, 400) END
		AS comprehensive_definition,
	${t}.difficulty_level, ${t}.categories`;

/* --- Row mapping --- */

const text = (value: unknown): string | null =>
	value === null || value === undefined ? null : String(value);

export function toTerm(row: Row): Term {
	const term = {
		id: Number(row.id),
		created_at: String(row.created_at),
		updated_at: String(row.updated_at),
	} as Term;
	const fields = term as unknown as Record<string, string | null>;
	for (const name of FIELD_NAMES) fields[name] = text(row[name]);
	return term;
}

function toSummary(row: Row): TermSummary {
	const summary: TermSummary = {
		id: Number(row.id),
		term: String(row.term),
		slug: String(row.slug),
		aliases: String(row.aliases ?? ''),
		short_definition: text(row.short_definition),
		difficulty_level: String(row.difficulty_level) as Difficulty,
		categories: text(row.categories),
	};
	if (row.comprehensive_definition !== null && row.comprehensive_definition !== undefined) {
		summary.comprehensive_definition = String(row.comprehensive_definition);
	}
	return summary;
}

/* --- Reads --- */

/** Where a page of the name-ordered list ends: the next page starts after this term. */
export interface ListCursor {
	term: string;
	id: number;
}

/**
 * One page of terms in name order (ties by id), after `cursor`. The whole term (`full`) or the
 * admin list's entry. Keyset paging: each page costs the same however deep it is.
 */
export async function listTermsPage(
	db: Executor,
	{ after, limit, view }: { after?: ListCursor; limit: number; view: 'full' | 'entry' },
): Promise<{ terms: (Term | TermEntry)[]; next: ListCursor | null }> {
	const columns = view === 'full' ? TERM_COLUMNS : TERM_ENTRY_FIELDS.join(', ');
	const result = await db.execute({
		sql: `SELECT ${columns} FROM terms ${after ? 'WHERE (term, id) > (?, ?)' : ''} ORDER BY term, id LIMIT ?`,
		args: after ? [after.term, after.id, limit + 1] : [limit + 1],
	});
	const rows = result.rows.slice(0, limit);
	const terms = rows.map((row) => {
		if (view === 'full') return toTerm(row);
		const entry = Object.fromEntries(
			TERM_ENTRY_FIELDS.map((name) => [name, text(row[name])]),
		) as Record<string, unknown>;
		entry.id = Number(row.id);
		return entry as unknown as TermEntry;
	});
	const last = terms[terms.length - 1];
	return {
		terms,
		next: result.rows.length > limit && last ? { term: last.term, id: last.id } : null,
	};
}

/** Every term, sorted by name (admin list). */
export async function listAllTerms(db: Executor): Promise<Term[]> {
	const result = await db.execute(`SELECT ${TERM_COLUMNS} FROM terms ORDER BY term`);
	return result.rows.map(toTerm);
}

/** One term by slug, with its related terms resolved to names (unknown slugs are skipped). */
export async function getTermBySlug(db: Executor, slug: string): Promise<TermDetail | null> {
	const result = await db.execute({
		sql: `SELECT ${TERM_COLUMNS} FROM terms WHERE slug = ?`,
		args: [slug],
	});
	const row = result.rows[0];
	if (!row) return null;
	const term = toTerm(row);
	const relatedSlugs = splitList(term.related_terms);
	let related: TermDetail['related'] = [];
	if (relatedSlugs.length) {
		const found = await db.execute({
			sql: `SELECT slug, term FROM terms WHERE slug IN (${relatedSlugs.map(() => '?').join(', ')})`,
			args: relatedSlugs,
		});
		const names = new Map(found.rows.map((r) => [String(r.slug), String(r.term)]));
		related = relatedSlugs
			.filter((s) => names.has(s))
			.map((s) => ({ slug: s, term: names.get(s)! }));
	}
	return { ...term, related };
}

/** Exactly 26 entries A–Z with the number of terms starting with each letter (zeros included). */
export async function listLetters(db: Executor): Promise<LetterEntry[]> {
	const result = await db.execute(`SELECT letter, count(*) AS count FROM terms GROUP BY letter`);
	const counts = new Map(result.rows.map((row) => [String(row.letter), Number(row.count)]));
	return ALPHABET.map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
}

/** Most terms one answer of a filtered list gives; the rest follow page by page (`after`). */
export const LIST_PAGE_LIMIT = 1000;

/** A page of summaries in name order (ties by id), and where the next page starts. */
export interface SummaryPage {
	terms: TermSummary[];
	next: ListCursor | null;
}

async function summaryPage(
	db: Executor,
	where: { sql: string; args: Record<string, InValue> },
	{ after, limit = LIST_PAGE_LIMIT }: { after?: ListCursor; limit?: number },
): Promise<SummaryPage> {
	const result = await db.execute({
		sql: `SELECT ${SUMMARY_COLUMNS('t')} FROM terms t WHERE ${where.sql}
			${after ? 'AND (t.term, t.id) > (:afterTerm, :afterId)' : ''}
			ORDER BY t.term, t.id LIMIT :limit`,
		args: {
			...where.args,
			...(after ? { afterTerm: after.term, afterId: after.id } : {}),
			limit: limit + 1,
		},
	});
	const terms = result.rows.slice(0, limit).map(toSummary);
	const last = terms.at(-1);
	return {
		terms,
		next: result.rows.length > limit && last ? { term: last.term, id: last.id } : null,
	};
}

/** Terms whose name starts with a letter (A–Z, any case), sorted by name, a page at a time. */
export async function listTermsByLetter(
	db: Executor,
	letter: string,
	page: { after?: ListCursor; limit?: number } = {},
): Promise<SummaryPage> {
	return summaryPage(
		db,
		{ sql: 't.letter = :letter', args: { letter: letter.toUpperCase() } },
		page,
	);
}

/** Terms of a difficulty, sorted by name, a page at a time (keyset paging on the difficulty index). */
export async function listTermsByDifficulty(
	db: Executor,
	difficulty: Difficulty,
	page: { after?: ListCursor; limit?: number } = {},
): Promise<SummaryPage> {
	return summaryPage(db, { sql: 't.difficulty_level = :difficulty', args: { difficulty } }, page);
}

/**
 * Every primary category (legacy entries without a colon count as primary) and every secondary
 * category (`Parent:Child`), with the number of terms in each, sorted alphabetically.
 */
export async function listCategories(db: Executor): Promise<CategoryEntry[]> {
	const primaries = await db.execute(
		`SELECT primary_category, count(DISTINCT term_id) AS count FROM term_categories
		 GROUP BY primary_category ORDER BY primary_category`,
	);
	const secondaries = await db.execute(
		`SELECT primary_category, secondary, count(*) AS count FROM term_categories
		 WHERE secondary <> '' GROUP BY primary_category, secondary ORDER BY primary_category, secondary`,
	);
	const entries: CategoryEntry[] = primaries.rows.map((row) => ({
		category: String(row.primary_category),
		type: 'primary',
		count: Number(row.count),
	}));
	for (const row of secondaries.rows) {
		entries.push({
			category: `${row.primary_category}:${row.secondary}`,
			type: 'secondary',
			count: Number(row.count),
			parentCategory: String(row.primary_category),
		});
	}
	return entries;
}

/**
 * SQL condition selecting terms in a category. `Parent:Child` always names a secondary category;
 * a bare name matches a primary (type `primary`), a secondary of any parent (type `secondary`), or
 * either (type `all`).
 */
export function categoryCondition(
	category: string,
	type: CategoryType,
): { sql: string; args: Record<string, InValue> } {
	const { primary, secondary } = parseCategory(category);
	const inCategories = (where: string) =>
		`t.id IN (SELECT term_id FROM term_categories WHERE ${where})`;
	if (type === 'primary')
		return { sql: inCategories('primary_category = :catPrimary'), args: { catPrimary: primary } };
	if (secondary) {
		return {
			sql: inCategories('primary_category = :catPrimary AND secondary = :catSecondary'),
			args: { catPrimary: primary, catSecondary: secondary },
		};
	}
	if (type === 'secondary')
		return { sql: inCategories('secondary = :catName'), args: { catName: primary } };
	return {
		sql: inCategories('(primary_category = :catName OR secondary = :catName)'),
		args: { catName: primary },
	};
}

/** Terms in a category, sorted by name, a page at a time. */
export async function listTermsByCategory(
	db: Executor,
	category: string,
	type: CategoryType,
	page: { after?: ListCursor; limit?: number } = {},
): Promise<SummaryPage> {
	return summaryPage(db, categoryCondition(category, type), page);
}

/**
 * Up to 10 terms whose name (or an alias) starts with `query`, ignoring case; shortest first,
 * then alphabetical. Fewer than 2 trimmed characters give none.
 */
export async function autocomplete(db: Executor, query: string): Promise<Suggestion[]> {
	const q = query.trim();
	if (q.length < 2) return [];
	// Names: walk the (prefix, length, term) index in order and stop after 10 matches.
	const prefixColumn = q.length === 2 ? 'prefix2' : 'prefix3';
	const names = await db.execute({
		sql: `SELECT id, term, slug, short_definition, term_length AS len FROM terms
			WHERE ${prefixColumn} = lower(substr(?1, 1, ${q.length === 2 ? 2 : 3})) AND term >= ?1 AND term < ?2
			ORDER BY term_length, term LIMIT ${AUTOCOMPLETE_LIMIT}`,
		args: [q, q + PREFIX_END],
	});
	const aliases = await db.execute({
		sql: `SELECT t.id, t.term, t.slug, t.short_definition, a.alias AS matched_alias, length(a.alias) AS len
			FROM term_aliases a JOIN terms t ON t.id = a.term_id
			WHERE a.alias >= ?1 AND a.alias < ?2 ORDER BY length(a.alias), a.alias LIMIT ${AUTOCOMPLETE_LIMIT}`,
		args: [q, q + PREFIX_END],
	});
	const rows = [...names.rows, ...aliases.rows].sort(
		(a, b) => Number(a.len) - Number(b.len) || String(a.term).localeCompare(String(b.term)),
	);
	const seen = new Set<number>();
	const suggestions: Suggestion[] = [];
	for (const row of rows) {
		const id = Number(row.id);
		if (seen.has(id)) continue;
		seen.add(id);
		const suggestion: Suggestion = {
			id,
			term: String(row.term),
			slug: String(row.slug),
			short_definition: text(row.short_definition),
		};
		if (row.matched_alias !== null && row.matched_alias !== undefined)
			suggestion.matched_alias = String(row.matched_alias);
		suggestions.push(suggestion);
		if (suggestions.length === AUTOCOMPLETE_LIMIT) break;
	}
	return suggestions;
}

export interface SearchFilters {
	category?: string;
	categoryType?: CategoryType;
	difficulty?: Difficulty;
}

/**
 * Builds an FTS5 query in which every word of the input must appear: whole words, except the last,
 * which may be a prefix (the reader may still be typing it). Prefix-matching every word would make
 * a common word merge huge doclists; this keeps search fast at 100 000 terms.
 * @example ftsQuery('Gradient desc') // '"gradient" "desc"*'
 */
export function ftsQuery(query: string): string | null {
	const words = query
		.toLowerCase()
		.match(/[\p{L}\p{N}]+/gu)
		?.slice(0, 12);
	if (!words?.length) return null;
	return words.map((word, i) => (i === words.length - 1 ? `"${word}"*` : `"${word}"`)).join(' ');
}

/**
 * Ranked search: exact name or alias matches first, then names and aliases starting with the query,
 * then full-text matches in names and definitions (bm25, names weighted highest). When that finds
 * little, a typo-tolerant pass over names and aliases adds close matches ("nueral netwrok").
 * Filters combine with AND. Fewer than 2 trimmed characters give no results. At most `limit`
 * results (SEARCH_LIMIT at most).
 */
export async function searchTerms(
	db: Executor,
	query: string,
	filters: SearchFilters = {},
	limit = SEARCH_LIMIT,
): Promise<TermSummary[]> {
	const max = Math.max(1, Math.min(SEARCH_LIMIT, Math.floor(limit)));
	const q = query.trim();
	if (q.length < 2) return [];
	const where: string[] = [];
	const args: Record<string, InValue> = { q, qEnd: q + PREFIX_END };
	if (filters.category) {
		const condition = categoryCondition(filters.category, filters.categoryType ?? 'all');
		where.push(condition.sql);
		Object.assign(args, condition.args);
	}
	if (filters.difficulty) {
		where.push('t.difficulty_level = :difficulty');
		args.difficulty = filters.difficulty;
	}
	const fts = ftsQuery(q);
	if (fts) args.fts = fts;
	const result = await db.execute({
		sql: `WITH m(id, rank, score) AS (
				SELECT id, 0, 0 FROM terms WHERE term = :q
				UNION ALL SELECT term_id, 0, 0 FROM term_aliases WHERE alias = :q
				UNION ALL SELECT id, 1, length(term) FROM terms WHERE term >= :q AND term < :qEnd
				UNION ALL SELECT term_id, 1, length(alias) FROM term_aliases WHERE alias >= :q AND alias < :qEnd
				${fts ? `UNION ALL SELECT * FROM (SELECT rowid, 2, bm25(terms_fts, 10.0, 8.0, 3.0, 1.0) AS score FROM terms_fts WHERE terms_fts MATCH :fts ORDER BY score LIMIT ${SEARCH_LIMIT * 2})` : ''}
			), best AS (SELECT id, min(rank) AS rank, min(score) AS score FROM m GROUP BY id)
			SELECT ${SUMMARY_COLUMNS('t')} FROM best JOIN terms t ON t.id = best.id
			${where.length ? `WHERE ${where.join(' AND ')}` : ''}
			ORDER BY best.rank, best.score, t.term LIMIT ${max}`,
		args,
	});
	const results = result.rows.map(toSummary);
	if (results.length >= Math.min(FUZZY_THRESHOLD, max)) return results;
	return [...results, ...(await fuzzyMatches(db, q, results, where, args))].slice(0, max);
}

/* --- Typo-tolerant fallback --- */

/** Below this many results, search adds typo-tolerant name matches. */
const FUZZY_THRESHOLD = 5;

/** How long a search waits for a rebuild in progress before using the previous index. */
const REBUILD_WAIT_MS = 25;
/** How long a search waits for the first build before going without typo tolerance. */
const FIRST_BUILD_WAIT_MS = 1000;
/** Terms read per step while building the name index; other requests run between steps. */
const NAME_INDEX_PAGE = 500;

interface NameIndexState {
	/** `terms_version` when the index was built: every insert, update and delete moves it. */
	version: number;
	index: FuzzyNameIndex;
}
/** Per database client: the current index, and the build in progress if any. */
const nameIndexes = new WeakMap<
	Executor,
	{ current?: NameIndexState; building?: Promise<NameIndexState> }
>();

/** The counter every change to the terms moves forward (migration 0005). */
export async function termsVersion(db: Executor): Promise<number> {
	return Number((await db.execute('SELECT version FROM terms_version')).rows[0]!.version);
}

/** Reads every name and alias a page at a time, yielding between pages, into a new index. */
async function buildNameIndex(db: Executor): Promise<NameIndexState> {
	const version = await termsVersion(db);
	const builder = new FuzzyNameIndexBuilder();
	for (let after = 0; ;) {
		const rows = (
			await db.execute({
				sql: 'SELECT id, term, aliases FROM terms WHERE id > ? ORDER BY id LIMIT ?',
				args: [after, NAME_INDEX_PAGE],
			})
		).rows;
		builder.add(
			rows.flatMap((row) => [
				{ id: Number(row.id), name: String(row.term) },
				...splitList(String(row.aliases ?? '')).map((alias) => ({
					id: Number(row.id),
					name: alias,
				})),
			]),
		);
		if (rows.length < NAME_INDEX_PAGE) break;
		after = Number(rows.at(-1)!.id);
		await new Promise((resolve) => setImmediate(resolve));
	}
	return { version, index: builder.build() };
}

/** The name index for this database, rebuilt when terms change; undefined while none is ready. */
async function getNameIndex(db: Executor): Promise<FuzzyNameIndex | undefined> {
	let entry = nameIndexes.get(db);
	if (!entry) nameIndexes.set(db, (entry = {}));
	const { current } = entry;
	if (current && !entry.building && (await termsVersion(db)) === current.version)
		return current.index;
	if (!entry.building) {
		const state = entry;
		state.building = buildNameIndex(db)
			.then((built) => (state.current = built))
			.finally(() => (state.building = undefined));
		// Searches that keep using the previous index do not wait; a failed build is retried later.
		state.building.catch(() => {});
	}
	// A glossary of a few thousand terms is indexed within these waits, so a new term is found at
	// once. A large one is indexed in the background: meanwhile searches use the previous index,
	// or (on a cold start) go without typo tolerance rather than wait seconds.
	const fresh = await Promise.race([
		entry.building!.catch(() => undefined),
		new Promise<undefined>((resolve) =>
			setTimeout(resolve, current ? REBUILD_WAIT_MS : FIRST_BUILD_WAIT_MS),
		),
	]);
	return (fresh ?? current)?.index;
}

async function fuzzyMatches(
	db: Executor,
	q: string,
	already: TermSummary[],
	where: string[],
	args: Record<string, InValue>,
): Promise<TermSummary[]> {
	const seen = new Set(already.map((term) => term.id));
	const ids = (await getNameIndex(db))?.search(q, 40).filter((id) => !seen.has(id)) ?? [];
	if (!ids.length) return [];
	const filterArgs = Object.fromEntries(
		Object.entries(args).filter(([key]) => key !== 'q' && key !== 'qEnd' && key !== 'fts'),
	);
	const result = await db.execute({
		sql: `SELECT ${SUMMARY_COLUMNS('t')} FROM terms t WHERE t.id IN (${ids.join(', ')})
			${where.length ? `AND ${where.join(' AND ')}` : ''}`,
		args: filterArgs,
	});
	const byId = new Map(result.rows.map((row) => [Number(row.id), toSummary(row)]));
	return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/* --- Writes --- */

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
			throw new GlossaryConflictError(
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
		throw new GlossaryConflictError('term', `A term named "${term}" already exists.`);
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
			!(cause instanceof GlossaryConflictError) &&
			/UNIQUE constraint failed: terms\.(term|slug)/.test(message)
		) {
			const field = message.includes('terms.slug') ? 'slug' : 'term';
			throw new GlossaryConflictError(field, `That ${field} is already used by another term.`);
		}
		throw cause;
	} finally {
		tx.close();
	}
}

/**
 * Creates a term (slug generated when empty). Throws GlossaryConflictError on a duplicate. With
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

export async function updateInTransaction(
	tx: Transaction,
	id: number,
	input: TermInput,
	{ expectedVersion, change = null, action = 'update' }: UpdateOptions,
): Promise<Term | null> {
	const existing = await tx.execute({
		sql: `SELECT ${TERM_COLUMNS} FROM terms WHERE id = ?`,
		args: [id],
	});
	if (!existing.rows.length) return null;
	const current = toTerm(existing.rows[0]!);
	if (expectedVersion !== undefined && expectedVersion !== current.updated_at)
		throw new GlossaryStaleError(current);
	await assertTermNameFree(tx, input.term, id);
	const slug = input.slug ? await resolveSlug(tx, input, id) : current.slug;
	const result = await tx.execute({
		sql: `UPDATE terms SET ${UPDATE_SET}, updated_at = ${NEXT_VERSION} WHERE id = ? RETURNING ${TERM_COLUMNS}`,
		args: [...writeArgs(input, slug), current.updated_at, id],
	});
	const term = toTerm(result.rows[0]!);
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
		const current = await tx.execute({
			sql: `SELECT ${TERM_COLUMNS} FROM terms WHERE id = ?`,
			args: [id],
		});
		const row = current.rows[0];
		if (!row) return false;
		const term = toTerm(row);
		if (expectedVersion !== undefined && term.updated_at !== expectedVersion)
			throw new GlossaryStaleError(term);
		if (change)
			await recordRevision(tx, { termId: id, action: 'delete', after: term, before: term, change });
		const result = await tx.execute({ sql: 'DELETE FROM terms WHERE id = ?', args: [id] });
		return result.rowsAffected > 0;
	});
}

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

/** Number of terms. */
export async function countTerms(db: Executor): Promise<number> {
	return Number((await db.execute('SELECT count(*) AS n FROM terms')).rows[0]!.n);
}

/**
 * The audio URL for a term (looked up by name, ignoring case, or by slug): US first, then UK.
 * `undefined` when there is no such term, `null` when it has no audio.
 */
export async function findPronunciationUrl(
	db: Executor,
	termOrSlug: string,
): Promise<string | null | undefined> {
	const result = await db.execute({
		sql: `SELECT pronunciation_us_audio, pronunciation_uk_audio FROM terms WHERE term = ?1 OR slug = ?1 LIMIT 1`,
		args: [termOrSlug],
	});
	const row = result.rows[0];
	if (!row) return undefined;
	return text(row.pronunciation_us_audio) || text(row.pronunciation_uk_audio) || null;
}
