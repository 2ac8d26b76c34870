/**
 * How glossary rows are read: the column lists of each shape a query returns, and the mapping of a
 * libSQL row to the typed term, summary or text value. Every module of the glossary data layer
 * selects through these, so a field added to the term model reaches every query.
 */
import type { Client, Row, Transaction } from '@libsql/client';
import { FIELD_NAMES, type Term } from '../../lib/glossary/term-model.ts';
import { TERM_ENTRY_FIELDS, type TermEntry } from '../../lib/glossary/term-entry.ts';
import {
	SUGGESTION_FIELDS,
	TERM_SUMMARY_FIELDS,
	type Suggestion,
	type TermSummary,
} from '../../lib/glossary/term-summary.ts';

/** A client or an open transaction: reads run on either. */
export type Executor = Client | Transaction;

/** Highest code point: appended to a prefix it bounds a range scan (`term >= q AND term < q‹max›`). */
export const PREFIX_END = '\u{10FFFF}';

/** The model's fields are the table's columns (term-model.test.ts checks the migration agrees). */
export const TERM_COLUMNS = ['id', ...FIELD_NAMES, 'created_at', 'updated_at'].join(', ');

/**
 * The summary's columns of table alias `t`: its field list, with the comprehensive definition cut
 * to 400 characters and only where there is no short definition.
 */
export const SUMMARY_COLUMNS = (t: string) =>
	TERM_SUMMARY_FIELDS.map((name) =>
		name === 'comprehensive_definition'
			? `CASE WHEN coalesce(${t}.short_definition, '') = '' THEN substr(${t}.comprehensive_definition, 1, 400) END
		AS comprehensive_definition`
			: `${t}.${name}`,
	).join(', ');

/** The suggestion's columns of table alias `t` (the matched alias is added by the query). */
export const SUGGESTION_COLUMNS = (t: string) =>
	SUGGESTION_FIELDS.map((name) => `${t}.${name}`).join(', ');

/** A nullable text column as a string or null. */
export const text = (value: unknown): string | null =>
	value === null || value === undefined ? null : String(value);

/**
 * The named columns of a row as text or null. The table holds only what the model's rules let
 * in, so the callers narrow these to the model's types (a difficulty, a NOT NULL text).
 */
function columnsOf<K extends string>(row: Row, names: readonly K[]): Record<K, string | null> {
	return Object.fromEntries(names.map((name) => [name, text(row[name])])) as Record<
		K,
		string | null
	>;
}

export function toTerm(row: Row): Term {
	return {
		id: Number(row.id),
		created_at: String(row.created_at),
		updated_at: String(row.updated_at),
		...columnsOf(row, FIELD_NAMES),
	} as Term;
}

/** A row of the admin list's columns (TERM_ENTRY_FIELDS). */
export function toEntry(row: Row): TermEntry {
	return { ...columnsOf(row, TERM_ENTRY_FIELDS), id: Number(row.id) } as TermEntry;
}

export function toSummary(row: Row): TermSummary {
	const { comprehensive_definition, ...fields } = columnsOf(row, TERM_SUMMARY_FIELDS);
	const summary = { ...fields, id: Number(row.id) } as TermSummary;
	if (comprehensive_definition !== null)
		summary.comprehensive_definition = comprehensive_definition;
	return summary;
}

/** A row of SUGGESTION_COLUMNS, with `matched_alias` when the query matched an alias. */
export function toSuggestion(row: Row): Suggestion {
	const suggestion = { ...columnsOf(row, SUGGESTION_FIELDS), id: Number(row.id) } as Suggestion;
	if (row.matched_alias !== null && row.matched_alias !== undefined)
		suggestion.matched_alias = String(row.matched_alias);
	return suggestion;
}

/** Where a page of the name-ordered list ends: the next page starts after this term. */
export interface ListCursor {
	term: string;
	id: number;
}
