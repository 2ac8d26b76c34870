/**
 * The glossary data layer: every SQL statement about terms lives in src/server/glossary/, one
 * module per job, and this file is the one door handlers, scripts and tests import from. Functions
 * take the libSQL client first and return typed rows.
 *
 * - term-rows.ts: column lists and row mapping shared by every query;
 * - term-reads.ts: lists, one term, counts (a new read goes there and is exported here at once);
 * - term-search.ts: autocomplete and ranked search, with its typo-tolerant name index;
 * - term-writes.ts: create, update, delete in one transaction each, with the editor's revision,
 *   and the errors of refused writes;
 * - seed-export.ts: term files into the database (db:seed) and back out (glossary:export).
 */
export { TERM_COLUMNS, toTerm, type Executor, type ListCursor } from './glossary/term-rows.ts';
export * from './glossary/term-reads.ts';
export * from './glossary/term-search.ts';
export * from './glossary/term-writes.ts';
export * from './glossary/seed-export.ts';
