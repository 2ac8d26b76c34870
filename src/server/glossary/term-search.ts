/**
 * Finding terms by what a reader types: autocomplete on names and aliases, and ranked search
 * (exact, prefix, full text), with a typo-tolerant fallback over an in-memory index of names that
 * is cached per database client and rebuilt when the terms change.
 */
import type { InValue } from '@libsql/client';
import { splitList } from '../../lib/glossary/categories.ts';
import type {
	CategoryType,
	Difficulty,
	Suggestion,
	TermSummary,
} from '../../lib/glossary/schema.ts';
import { FuzzyNameIndexBuilder, type FuzzyNameIndex } from '../fuzzy-names.ts';
import { categoryCondition, termsVersion } from './term-reads.ts';
import {
	PREFIX_END,
	SUGGESTION_COLUMNS,
	SUMMARY_COLUMNS,
	toSuggestion,
	toSummary,
	type Executor,
} from './term-rows.ts';

export const SEARCH_LIMIT = 100;
const AUTOCOMPLETE_LIMIT = 10;

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
		sql: `SELECT ${SUGGESTION_COLUMNS('t')}, t.term_length AS len FROM terms t
			WHERE ${prefixColumn} = lower(substr(?1, 1, ${q.length === 2 ? 2 : 3})) AND term >= ?1 AND term < ?2
			ORDER BY term_length, term LIMIT ${AUTOCOMPLETE_LIMIT}`,
		args: [q, q + PREFIX_END],
	});
	const aliases = await db.execute({
		sql: `SELECT ${SUGGESTION_COLUMNS('t')}, a.alias AS matched_alias, length(a.alias) AS len
			FROM term_aliases a JOIN terms t ON t.id = a.term_id
			WHERE a.alias >= ?1 AND a.alias < ?2 ORDER BY length(a.alias), a.alias LIMIT ${AUTOCOMPLETE_LIMIT}`,
		args: [q, q + PREFIX_END],
	});
	const rows = [...names.rows, ...aliases.rows].sort(
		(a, b) => Number(a.len) - Number(b.len) || String(a.term).localeCompare(String(b.term)),
	);
	// A term found by its name and an alias is suggested once, as its better match.
	const unique = rows.filter((row, i) => rows.findIndex((other) => other.id === row.id) === i);
	return unique.slice(0, AUTOCOMPLETE_LIMIT).map(toSuggestion);
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
	const filterArgs: Record<string, InValue> = {};
	if (filters.category) {
		const condition = categoryCondition(filters.category, filters.categoryType ?? 'all');
		where.push(condition.sql);
		Object.assign(filterArgs, condition.args);
	}
	if (filters.difficulty) {
		where.push('t.difficulty_level = :difficulty');
		filterArgs.difficulty = filters.difficulty;
	}
	const fts = ftsQuery(q);
	const args = { ...filterArgs, q, qEnd: q + PREFIX_END, ...(fts ? { fts } : {}) };
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
	return [...results, ...(await fuzzyMatches(db, q, results, where, filterArgs))].slice(0, max);
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
			rows.flatMap((row) =>
				[String(row.term), ...splitList(String(row.aliases ?? ''))].map((name) => ({
					id: Number(row.id),
					name,
				})),
			),
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
	filterArgs: Record<string, InValue>,
): Promise<TermSummary[]> {
	const seen = new Set(already.map((term) => term.id));
	const ids = (await getNameIndex(db))?.search(q, 40).filter((id) => !seen.has(id)) ?? [];
	if (!ids.length) return [];
	const result = await db.execute({
		sql: `SELECT ${SUMMARY_COLUMNS('t')} FROM terms t WHERE t.id IN (${ids.join(', ')})
			${where.length ? `AND ${where.join(' AND ')}` : ''}`,
		args: filterArgs,
	});
	const byId = new Map(result.rows.map((row) => [Number(row.id), toSummary(row)]));
	return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
