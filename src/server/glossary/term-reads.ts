/**
 * Reading terms: pages of the name-ordered list, one term by slug, the letter and category
 * counts, and filtered pages of summaries. One exported function per question a handler asks; a
 * new read goes here beside its siblings, selecting through term-rows.ts.
 */
import type { InValue, Row } from '@libsql/client';
import { parseCategory, splitList } from '../../lib/glossary/categories.ts';
import type {
	CategoryEntry,
	CategoryType,
	Difficulty,
	LetterEntry,
	TermDetail,
	TermSummary,
} from '../../lib/glossary/schema.ts';
import { ALPHABET } from '../../lib/glossary/alphabet.ts';
import type { Term } from '../../lib/glossary/term-model.ts';
import { TERM_ENTRY_FIELDS, type TermEntry } from '../../lib/glossary/term-entry.ts';
import {
	SUMMARY_COLUMNS,
	TERM_COLUMNS,
	text,
	toEntry,
	toSummary,
	toTerm,
	type Executor,
	type ListCursor,
} from './term-rows.ts';

/**
 * One page of rows in name order (ties by id) after `after`, with `where` when given, and where
 * the next page starts. Keyset paging: each page costs the same however deep it is.
 */
async function namePage<T extends ListCursor>(
	db: Executor,
	columns: string,
	toRow: (row: Row) => T,
	where: { sql: string; args: Record<string, InValue> } | undefined,
	{ after, limit = LIST_PAGE_LIMIT }: { after?: ListCursor; limit?: number },
): Promise<{ terms: T[]; next: ListCursor | null }> {
	const conditions = [
		...(where ? [where.sql] : []),
		...(after ? ['(t.term, t.id) > (:afterTerm, :afterId)'] : []),
	];
	const result = await db.execute({
		sql: `SELECT ${columns} FROM terms t ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
			ORDER BY t.term, t.id LIMIT :limit`,
		args: {
			...where?.args,
			...(after ? { afterTerm: after.term, afterId: after.id } : {}),
			limit: limit + 1,
		},
	});
	const terms = result.rows.slice(0, limit).map(toRow);
	const last = terms.at(-1);
	return {
		terms,
		next: result.rows.length > limit && last ? { term: last.term, id: last.id } : null,
	};
}

/** One page of the name-ordered list: the whole term (`full`) or the admin list's entry. */
export function listTermsPage(
	db: Executor,
	{ after, limit, view }: { after?: ListCursor; limit: number; view: 'full' | 'entry' },
): Promise<{ terms: (Term | TermEntry)[]; next: ListCursor | null }> {
	return view === 'full'
		? namePage(db, TERM_COLUMNS, toTerm, undefined, { after, limit })
		: namePage(db, TERM_ENTRY_FIELDS.join(', '), toEntry, undefined, { after, limit });
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

/**
 * Most terms one answer of a filtered list gives; the rest follow page by page (`after`). At 500
 * (about 125 KB of JSON) a full page stays within 50 ms at p99 for 20 clients at once; 1,000 took
 * 79 ms. The largest category today holds 161 terms.
 */
export const LIST_PAGE_LIMIT = 500;

/** A page of summaries in name order (ties by id), and where the next page starts. */
export interface SummaryPage {
	terms: TermSummary[];
	next: ListCursor | null;
}

const summaryPage = (
	db: Executor,
	where: { sql: string; args: Record<string, InValue> },
	after: ListCursor | undefined,
): Promise<SummaryPage> => namePage(db, SUMMARY_COLUMNS('t'), toSummary, where, { after });

/** Terms whose name starts with a letter (A–Z, any case), sorted by name, a page at a time. */
export const listTermsByLetter = (db: Executor, letter: string, after?: ListCursor) =>
	summaryPage(db, { sql: 't.letter = :letter', args: { letter: letter.toUpperCase() } }, after);

/** Terms of a difficulty, sorted by name, a page at a time (keyset paging on the difficulty index). */
export const listTermsByDifficulty = (db: Executor, difficulty: Difficulty, after?: ListCursor) =>
	summaryPage(db, { sql: 't.difficulty_level = :difficulty', args: { difficulty } }, after);

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
export const listTermsByCategory = (
	db: Executor,
	category: string,
	type: CategoryType,
	after?: ListCursor,
) => summaryPage(db, categoryCondition(category, type), after);

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

/** The counter every change to the terms moves forward (migration 0005). */
export async function termsVersion(db: Executor): Promise<number> {
	return Number((await db.execute('SELECT version FROM terms_version')).rows[0]!.version);
}
