/**
 * How glossary rows are read: the column lists of each shape a query returns, and the mapping of a
 * libSQL row to the typed term, summary or text value. Every module of the glossary data layer
 * selects through these, so a field added to the term model reaches every query.
 */
import type { Client, Row, Transaction } from '@libsql/client';
import type { Difficulty, TermSummary } from '../../lib/glossary/schema.ts';
import { FIELD_NAMES, type Term } from '../../lib/glossary/term-model.ts';

/** A client or an open transaction: reads run on either. */
export type Executor = Client | Transaction;

/** Highest code point: appended to a prefix it bounds a range scan (`term >= q AND term < q‹max›`). */
export const PREFIX_END = '\u{10FFFF}';

/** The model's fields are the table's columns (term-model.test.ts checks the migration agrees). */
export const TERM_COLUMNS = ['id', ...FIELD_NAMES, 'created_at', 'updated_at'].join(', ');

export const SUMMARY_COLUMNS = (
	t: string,
) => `${t}.id, ${t}.term, ${t}.slug, ${t}.aliases, ${t}.short_definition,
	CASE WHEN coalesce(${t}.short_definition, '') = '' THEN substr(${t}.comprehensive_definition, 1, 400) END
		AS comprehensive_definition,
	${t}.difficulty_level, ${t}.categories`;

/** A nullable text column as a string or null. */
export const text = (value: unknown): string | null =>
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

export function toSummary(row: Row): TermSummary {
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

/** Where a page of the name-ordered list ends: the next page starts after this term. */
export interface ListCursor {
	term: string;
	id: number;
}
