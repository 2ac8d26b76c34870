/**
 * The admin's list of terms as it grows a page at a time: every loaded entry, kept in the list's
 * order (`compareTerms`) with its search text, so that a search or a page of the table never
 * sorts or indexes the whole list again. Built for 100,000 terms arriving in pages of 1,000:
 *
 * - A page is indexed and sorted on its own (about a thousand entries), then merged in. The
 *   server sends pages almost in the list's order (its collation differs only for numbers,
 *   accents and the like), so each page's entries are placed by a galloping search from where
 *   the previous one went: a few comparisons per entry, and the rest of the list is copied, not
 *   compared.
 * - Edits made here (a save, a delete) change the list at once. Pages still loading can bring
 *   the same term again: the newer version (by `updated_at`) wins, and a term deleted here never
 *   comes back.
 *
 * Every function returns a new list and leaves its argument as it was.
 */
import type { TermEntry } from '../glossary/term-entry.ts';
import { compareTerms, indexTerms, type IndexedTerm } from './list.ts';

export type IndexedEntry = IndexedTerm<TermEntry>;

export interface TermList {
	/** Every loaded term with its search text, in the list's order. */
	readonly entries: readonly IndexedEntry[];
	/** Terms saved here: a page loaded later may hold an older version of them. */
	readonly savedIds: ReadonlySet<number>;
	/** Terms deleted here: a page requested before the delete may still hold them. */
	readonly deletedIds: ReadonlySet<number>;
}

const EMPTY_TERM_LIST: TermList = {
	entries: [],
	savedIds: new Set(),
	deletedIds: new Set(),
};

const compareEntries = (a: IndexedEntry, b: IndexedEntry) => compareTerms(a.term, b.term);

/** The first index in `entries[from..]` whose entry sorts after `item`. */
function gallop(entries: readonly IndexedEntry[], item: IndexedEntry, from: number): number {
	// Widen the step until it passes the item, then halve the interval.
	let low = from;
	let step = 1;
	let high = from;
	while (high < entries.length && compareEntries(entries[high]!, item) <= 0) {
		low = high + 1;
		high = from + step;
		step *= 2;
	}
	high = Math.min(high, entries.length);
	while (low < high) {
		const middle = (low + high) >>> 1;
		if (compareEntries(entries[middle]!, item) <= 0) low = middle + 1;
		else high = middle;
	}
	return low;
}

/** Merges sorted `incoming` into sorted `entries`. */
function merge(entries: readonly IndexedEntry[], incoming: readonly IndexedEntry[]) {
	const out: IndexedEntry[] = [];
	let from = 0;
	for (const item of incoming) {
		const to = gallop(entries, item, from);
		for (let i = from; i < to; i++) out.push(entries[i]!);
		out.push(item);
		from = to;
	}
	for (let i = from; i < entries.length; i++) out.push(entries[i]!);
	return out;
}

const isNewer = (a: TermEntry, b: TermEntry) => a.updated_at > b.updated_at;

/** Adds a page of entries from the server. */
export function addTerms(list: TermList = EMPTY_TERM_LIST, terms: readonly TermEntry[]): TermList {
	let entries = list.entries;
	let page = terms.filter((term) => !list.deletedIds.has(term.id));
	// Only a term saved here can already be in the list (the server's pages never overlap).
	const resaved = page.filter((term) => list.savedIds.has(term.id));
	if (resaved.length) {
		const byId = new Map(resaved.map((term) => [term.id, term]));
		const stale = new Set<number>();
		const kept = new Set<number>();
		for (const entry of entries) {
			const incoming = byId.get(entry.term.id);
			if (!incoming) continue;
			if (isNewer(incoming, entry.term)) stale.add(entry.term.id);
			else kept.add(entry.term.id);
		}
		if (stale.size) entries = entries.filter((entry) => !stale.has(entry.term.id));
		page = page.filter((term) => !kept.has(term.id));
	}
	const incoming = indexTerms(page).sort(compareEntries);
	return { ...list, entries: merge(entries, incoming) };
}

/** Puts a term saved here in its place (replacing its earlier version, if loaded). */
export function upsertTerm(list: TermList = EMPTY_TERM_LIST, term: TermEntry): TermList {
	const without = list.entries.filter((entry) => entry.term.id !== term.id);
	return {
		...list,
		entries: merge(without, indexTerms([term])),
		savedIds: new Set(list.savedIds).add(term.id),
	};
}

/** Takes out a term deleted here, for good. */
export function removeTerm(list: TermList = EMPTY_TERM_LIST, id: number): TermList {
	return {
		...list,
		entries: list.entries.filter((entry) => entry.term.id !== id),
		deletedIds: new Set(list.deletedIds).add(id),
	};
}

/**
 * The rows the table shows: every term in either direction, or those a search found, in the
 * order the search gave them. A view over the list rather than a copy of it, so that each page that
 * arrives in the background costs nothing here.
 */
export interface ListView {
	readonly length: number;
	/** The term at a position of the view. */
	at(index: number): TermEntry;
	/** The position of a term in the view, or -1. */
	indexOf(id: number): number;
	/** The terms from `start` to before `end`. */
	slice(start: number, end: number): TermEntry[];
}

export function listView(
	entries: readonly IndexedEntry[],
	found: readonly TermEntry[] | null,
	direction: 'ascending' | 'descending',
): ListView {
	const length = found ? found.length : entries.length;
	// Found terms come in their final order (best matches first, filterTerms); the list is reversed here.
	const position =
		direction === 'ascending' || found ? (i: number) => i : (i: number) => length - 1 - i;
	const at = (index: number) => (found ? found[position(index)]! : entries[position(index)]!.term);
	return {
		length,
		at,
		indexOf(id) {
			for (let i = 0; i < length; i++) if (at(i).id === id) return i;
			return -1;
		},
		slice(start, end) {
			const out: TermEntry[] = [];
			for (let i = Math.max(0, start); i < Math.min(length, end); i++) out.push(at(i));
			return out;
		},
	};
}
