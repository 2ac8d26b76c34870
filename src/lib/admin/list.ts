/**
 * Admin list logic: case-insensitive filtering by term, aliases, short definition or
 * comprehensive definition, best matches first (an exact name or alias, then names and aliases
 * starting with the text, then containing it, then definitions), and sorting by term. Built for 600+ terms on every keystroke: the lower-cased
 * search text of each term is computed once per list, so a keystroke is one substring scan per
 * term (well under a millisecond for the whole glossary).
 */
import type { Term } from '../glossary/schema.ts';
import { foldText } from '../text.ts';

export type SortDirection = 'ascending' | 'descending';

type Searchable = Pick<Term, 'id' | 'term' | 'short_definition' | 'comprehensive_definition'> & {
	aliases?: string | null;
};

/** A term with its precomputed search text. */
export interface IndexedTerm<T extends Searchable = Term> {
	term: T;
	/** Folded term, short and comprehensive definitions, joined by a separator no query contains. */
	haystack: string;
	/** The folded name and aliases, each between separators: "\0name\0alias\0". */
	names: string;
}

const SEPARATOR = '\u0000';

/** Whitespace other than single spaces: only a text with some has anything to collapse. */
const UNUSUAL_SPACE = /\s\s|[^\S ]/;

/**
 * Precomputes the search text of every term (once per loaded list, a page at a time for a long
 * one). The fields are joined first and folded as one text: the separator is neither a space
 * nor a letter, so this is the same as folding each field, at a fraction of the cost for 100,000
 * terms.
 */
export function indexTerms<T extends Searchable>(terms: readonly T[]): IndexedTerm<T>[] {
	return terms.map((term) => {
		const text = `${term.term}${SEPARATOR}${term.short_definition ?? ''}${SEPARATOR}${term.comprehensive_definition}`;
		const names = [term.term, ...(term.aliases ? term.aliases.split(',') : [])]
			.map((name) => foldText(name.replace(/\s+/g, ' ').trim()))
			.filter(Boolean);
		return {
			term,
			haystack: foldText(UNUSUAL_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text),
			names: `${SEPARATOR}${names.join(SEPARATOR)}${SEPARATOR}`,
		};
	});
}

/**
 * How well a term matches a search (lower is better): 0 its name or an alias is the text, 1 one
 * starts with it, 2 one contains it, 3 only a definition does; -1 no match.
 */
function rank(entry: IndexedTerm<Searchable>, needle: string): number {
	const { names } = entry;
	if (names.includes(`${SEPARATOR}${needle}${SEPARATOR}`)) return 0;
	if (names.includes(`${SEPARATOR}${needle}`)) return 1;
	if (names.includes(needle)) return 2;
	return entry.haystack.includes(needle) ? 3 : -1;
}

/**
 * The terms whose name, aliases, short definition or comprehensive definition contains the query,
 * ignoring case, accents and surrounding or repeated spaces, best matches first (see `rank`), each
 * group in the list's order (`index` is in ascending order; `direction` may reverse each group).
 * An empty query keeps every term, in the list's order.
 */
export function filterTerms<T extends Searchable>(
	index: readonly IndexedTerm<T>[],
	query: string,
	direction: SortDirection = 'ascending',
): T[] {
	const needle = foldText(query.replace(/\s+/g, ' ').trim()).replace(
		new RegExp(SEPARATOR, 'g'),
		'',
	);
	if (!needle) return index.map((entry) => entry.term);
	const groups: T[][] = [[], [], [], []];
	for (const entry of index) {
		const found = rank(entry, needle);
		if (found !== -1) groups[found]!.push(entry.term);
	}
	if (direction === 'descending') for (const group of groups) group.reverse();
	return groups.flat();
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The list's order: by term name in natural, case- and accent-insensitive order ("k-NN" next to
 * "K-Means", "GPT-4" before "GPT-10"), ties broken by id so the order is stable.
 */
export function compareTerms(a: Pick<Term, 'id' | 'term'>, b: Pick<Term, 'id' | 'term'>): number {
	return collator.compare(a.term, b.term) || a.id - b.id;
}
