import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import type { LetterEntry, Term } from '../../lib/glossary/schema';
import { toTermEntry, type TermEntry } from '../../lib/glossary/term-entry';
import { describeFailure } from '../../lib/failure';
import { filterTerms, type SortDirection } from '../../lib/admin/list';
import { estimateTotal, listStatus } from '../../lib/admin/list-status';
import { ROWS_PER_PAGE, clampPage } from '../../lib/admin/paging';
import {
	addTerms,
	listView,
	removeTerm,
	upsertTerm,
	type TermList,
} from '../../lib/admin/term-list';
import { usePagedQuery, useQuery, type Page } from '../hooks/use-query';
import type { Notify } from './use-notices';

const NO_ENTRIES: TermList['entries'] = [];
/** The first request fills the table's first page; later ones are as large as the API allows. */
const FIRST_REQUEST = ROWS_PER_PAGE;
const LATER_REQUESTS = 1000;

const fetchEntries = (cursor: string | null, signal: AbortSignal): Promise<Page<TermEntry[]>> =>
	glossaryApi
		.entries(cursor, cursor ? LATER_REQUESTS : FIRST_REQUEST, { signal })
		.then((page) => ({ items: page.terms, next: page.next }));

/**
 * The admin list: every term's entry, loaded page after page in the background (the first rows
 * show at once, and the search works on what has arrived) and changed in place by edits; the
 * search, order and table page over it; and the status line that says how far it has got.
 */
export function useTermList(notify: Notify) {
	/** Every term's list entry, kept for the life of the page and changed in place by edits. */
	const list = usePagedQuery<TermEntry[], TermList>('admin:terms', fetchEntries, addTerms);
	const entries = list.data?.entries ?? NO_ENTRIES;
	const hadEntries = entries.length > 0;
	// Asked only when the list takes more than one request, for the progress line.
	const letters = useQuery<LetterEntry[]>(
		hadEntries && !list.complete ? 'glossary:letters' : null,
		(signal) => glossaryApi.letters({ signal }),
	);
	const [query, setQuery] = useState('');
	const [sort, setSort] = useState<SortDirection>('ascending');
	const [tablePage, setTablePage] = useState(0);

	const listFailure =
		list.error !== undefined ? describeFailure(list.error, 'Failed to fetch glossary terms') : null;
	useEffect(() => {
		if (!listFailure) return;
		const what = hadEntries ? "Couldn't load all the terms." : "Couldn't load the terms.";
		notify.show(`${what} ${listFailure.detail}`, 'error');
		// Said once per failure, not again as later edits change the list.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [list.error, notify]);

	/** Puts a saved term into the list at once. */
	const upsertLocal = (term: Term) =>
		list.setData((current) => upsertTerm(current, toTermEntry(term)));
	/** Takes a term out of the list (deleted here, or found gone on the server). */
	const removeLocal = (id: number) => list.setData((current) => removeTerm(current, id));

	const deferredQuery = useDeferredValue(query);
	const searching = deferredQuery.trim() !== '';
	/** The terms the search keeps (all of them without one), in the list's order. */
	const found = useMemo(
		() => (searching ? filterTerms(entries, deferredQuery, sort) : null),
		[entries, searching, deferredQuery, sort],
	);
	const visible = useMemo(() => listView(entries, found, sort), [entries, found, sort]);
	const shownPage = clampPage(tablePage, visible.length);
	const rows = useMemo(
		() => visible.slice(shownPage * ROWS_PER_PAGE, (shownPage + 1) * ROWS_PER_PAGE),
		[visible, shownPage],
	);

	// A new search or order starts at the first page.
	const changeQuery = (value: string) => {
		setQuery(value);
		setTablePage(0);
	};
	const changeSort = useCallback((direction: SortDirection) => {
		setSort(direction);
		setTablePage(0);
	}, []);

	// An empty list gets a large placeholder box; the other states stay one line, where the count
	// line will be, so nothing moves while the list arrives.
	const status = listStatus({
		loading: list.loading,
		complete: list.complete,
		failed: list.error !== undefined,
		loaded: entries.length,
		estimate: estimateTotal(letters.data),
		searching,
		matches: visible.length,
	});

	return {
		list,
		entries,
		hadEntries,
		query,
		changeQuery,
		sort,
		changeSort,
		shownPage,
		setTablePage,
		visible,
		rows,
		status,
		listFailure,
		upsertLocal,
		removeLocal,
	};
}
