/**
 * A term as the admin list receives it (`GET /api/glossary?view=entry`): what its table shows
 * and searches, and the version an edit starts from. The full term (examples, pronunciation,
 * related terms…) is fetched one at a time when the editor opens it.
 */
import type { Term } from './term-model.ts';

export const TERM_ENTRY_FIELDS = [
	'id',
	'term',
	'slug',
	'aliases',
	'short_definition',
	'comprehensive_definition',
	'categories',
	'difficulty_level',
	'updated_at',
] as const;

export type TermEntry = Pick<Term, (typeof TERM_ENTRY_FIELDS)[number]>;

/** One page of the list: its terms and the cursor of the next page (null after the last). */
export interface TermEntryPage {
	terms: TermEntry[];
	next: string | null;
}

/** The entry of a full term (e.g. one just saved), to keep the list in step with it. */
export function toTermEntry(term: Term): TermEntry {
	return Object.fromEntries(TERM_ENTRY_FIELDS.map((name) => [name, term[name]])) as TermEntry;
}
