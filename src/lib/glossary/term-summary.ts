/**
 * The two short shapes of a term that reader-facing lists return, derived from the term model the
 * way the admin list's entry is (term-entry.ts): a field list, the type picked from `Term` by it,
 * and (in src/server/glossary/term-rows.ts) the SQL columns and row mapping from the same list.
 */
import type { Term } from './term-model.ts';

/** What list endpoints return for each term: enough for a card. */
export const TERM_SUMMARY_FIELDS = [
	'id',
	'term',
	'slug',
	'aliases',
	'short_definition',
	'difficulty_level',
	'categories',
	'comprehensive_definition',
] as const;

export type TermSummary = Omit<
	Pick<Term, (typeof TERM_SUMMARY_FIELDS)[number]>,
	'comprehensive_definition'
> & {
	/** Only when there is no short definition (cards fall back to it), cut to 400 characters. */
	comprehensive_definition?: string;
};

/** What autocomplete returns for each term. */
export const SUGGESTION_FIELDS = ['id', 'term', 'slug', 'short_definition'] as const;

export type Suggestion = Pick<Term, (typeof SUGGESTION_FIELDS)[number]> & {
	/** The alias the query matched, when it matched an alias rather than the term. */
	matched_alias?: string;
};
