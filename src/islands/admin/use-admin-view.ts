import { useCallback, useEffect, useRef, useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import type { Term, TermDetail } from '../../lib/glossary/schema';
import { toTermEntry, type TermEntry } from '../../lib/glossary/term-entry';
import { pageOf } from '../../lib/admin/paging';
import type { useTermList } from './use-term-list';
import { useQuery } from '../hooks/use-query';
import { ADD_BUTTON_ID, editButtonId } from './TermsSection';

/**
 * Editing starts from the list's entry; the form opens on the full term, fetched then (or the
 * version a conflicting save returned), since a save replaces every field of the term.
 */
export type View =
	| { mode: 'list' }
	| { mode: 'add' }
	| { mode: 'edit'; entry: TermEntry; term?: Term; opening: number; history?: boolean };

/** Where focus goes when the list comes back: a row's Edit button (its page is shown first). */
export type FocusTarget = { termId: number } | { id: string };

type ListPosition = Pick<
	ReturnType<typeof useTermList>,
	'visible' | 'shownPage' | 'setTablePage' | 'upsertLocal'
>;

/**
 * Which screen the admin shows (the list, or the form adding or editing a term), the term being
 * edited loaded in full, and where focus goes when the list comes back.
 */
export function useAdminView({ visible, shownPage, setTablePage, upsertLocal }: ListPosition) {
	const [view, setView] = useState<View>({ mode: 'list' });
	const focusAfterList = useRef<FocusTarget | null>(null);
	const openings = useRef(0);

	const editingSlug = view.mode === 'edit' ? view.entry.slug : '';
	// Fetched each time the form opens (never kept), so editing starts from the stored version.
	const loadedTerm = useQuery<TermDetail>(
		view.mode === 'edit' && !view.term ? `admin:term:${view.entry.id}:${view.opening}` : null,
		(signal) => glossaryApi.term(editingSlug, { signal, noStore: true }),
		{ maxAgeMs: 0 },
	);
	const editing: Term | null = view.mode === 'edit' ? (view.term ?? loadedTerm.data ?? null) : null;

	// Someone may have saved the term since the list loaded: the list shows what the form shows.
	useEffect(() => {
		if (
			view.mode === 'edit' &&
			loadedTerm.data &&
			loadedTerm.data.updated_at !== view.entry.updated_at
		)
			upsertLocal(loadedTerm.data);
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [loadedTerm.data]);

	useEffect(() => {
		const focus = focusAfterList.current;
		if (view.mode !== 'list' || !focus) return;
		if ('termId' in focus) {
			// Show the page holding the row first; focus moves once that page is rendered.
			const index = visible.indexOf(focus.termId);
			if (index !== -1 && pageOf(index) !== shownPage) {
				setTablePage(pageOf(index));
				return;
			}
		}
		focusAfterList.current = null;
		// The row's button, unless the search now hides that row (e.g. the term was renamed).
		const id = 'termId' in focus ? editButtonId(focus.termId) : focus.id;
		(document.getElementById(id) ?? document.getElementById(ADD_BUTTON_ID))?.focus();
	}, [view, visible, shownPage, setTablePage]);

	/** Opens a term (`history`: with its history shown); stable, so the table's rows keep theirs. */
	const openEdit = useCallback(
		(entry: TermEntry, history?: boolean) =>
			setView({ mode: 'edit', entry, opening: ++openings.current, history }),
		[],
	);
	/** Opens the form on a given version of a term (the latest one, or one just restored). */
	const showVersion = (term: Term) => {
		upsertLocal(term);
		setView((current) => ({
			mode: 'edit',
			entry: toTermEntry(term),
			term,
			opening: ++openings.current,
			// Opened from History, the history stays shown (e.g. after a restore).
			history: current.mode === 'edit' && current.history,
		}));
	};

	return {
		view,
		editing,
		loadedTerm,
		openAdd: () => setView({ mode: 'add' }),
		openEdit,
		showVersion,
		/** Back to the list, focus on the edited row's Edit button, or on Add Term. */
		closeForm: () => {
			focusAfterList.current =
				view.mode === 'edit' ? { termId: view.entry.id } : { id: ADD_BUTTON_ID };
			setView({ mode: 'list' });
		},
		/** Where focus goes once the list next renders (after a delete, the neighbouring row). */
		focusAfterListing: (focus: FocusTarget) => {
			focusAfterList.current = focus;
		},
	};
}
