import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { glossaryApi, type ChangeNote } from '../../lib/api-client';
import type { LetterEntry, Term, TermDetail } from '../../lib/glossary/schema';
import { toTermEntry, type TermEntry } from '../../lib/glossary/term-entry';
import { describeFailure } from '../../lib/failure';
import { emptyForm, formToPayload, termToForm, type TermFormState } from '../../lib/admin/form';
import { filterTerms, type SortDirection } from '../../lib/admin/list';
import { estimateTotal, listStatus } from '../../lib/admin/list-status';
import { ROWS_PER_PAGE, clampPage, pageOf } from '../../lib/admin/paging';
import {
	addTerms,
	listView,
	removeTerm,
	upsertTerm,
	type TermList,
} from '../../lib/admin/term-list';
import { NotificationStore } from '../../lib/admin/notifications';
import { categoryPool, type Suggestion } from '../../lib/admin/suggestions';
import { usePagedQuery, useQuery, type Page } from '../hooks/use-query';
import Notifications from './Notifications';
import TermForm, { type SaveOutcome } from './TermForm';
import { deleteButtonId, editButtonId } from './TermTable';
import TermsSection, { ADD_BUTTON_ID } from './TermsSection';
import TokenDialog from './TokenDialog';
import EditingBar from './EditingBar';
import TermLoading from './TermLoading';
import { useTokenGate } from './use-token-gate';
import TermHistory from './TermHistory';
import DeletedTerms from './DeletedTerms';

/**
 * Editing starts from the list's entry; the form opens on the full term, fetched then (or the
 * version a conflicting save returned), since a save replaces every field of the term.
 */
type View =
	| { mode: 'list' }
	| { mode: 'add' }
	| { mode: 'edit'; entry: TermEntry; term?: Term; opening: number };

const NO_ENTRIES: TermList['entries'] = [];
/** The first request fills the table's first page; later ones are as large as the API allows. */
const FIRST_REQUEST = ROWS_PER_PAGE;
const LATER_REQUESTS = 1000;

/** Where focus goes when the list comes back: a row's Edit button (its page is shown first). */
type FocusTarget = { termId: number } | { id: string };

const fetchEntries = (cursor: string | null, signal: AbortSignal): Promise<Page<TermEntry[]>> =>
	glossaryApi
		.entries(cursor, cursor ? LATER_REQUESTS : FIRST_REQUEST, { signal })
		.then((page) => ({ items: page.terms, next: page.next }));

/**
 * The glossary admin screen. List mode: search, sortable table a page of rows at a time, Add
 * Term. Form mode: add or edit. The list loads page after page in the background (the first
 * rows show at once, and the search works on what has arrived); a save or a delete changes it in
 * place, without loading it again. Reading needs nothing, but every write carries the admin token
 * from sessionStorage: it is asked for on the first write (or with Unlock), and a 401 clears it
 * and asks again, keeping whatever the editor typed.
 */
export default function GlossaryAdmin() {
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
	const [view, setView] = useState<View>({ mode: 'list' });
	/** Successful writes so far: each makes the publication state worth asking again. */
	const [writes, setWrites] = useState(0);
	const wrote = () => setWrites((count) => count + 1);
	const [saving, setSaving] = useState(false);
	const [deletingId, setDeletingId] = useState<number | null>(null);
	const [notifications] = useState(() => new NotificationStore());
	const { unlocked, signedInAs, tokenPrompt, runWrite, unlock, lock, submitToken, cancelToken } =
		useTokenGate(notifications);
	const focusAfterList = useRef<FocusTarget | null>(null);
	const openings = useRef(0);

	useEffect(() => {
		if (!list.error) return;
		const failure = describeFailure(list.error, 'Failed to fetch glossary terms');
		const what = hadEntries ? "Couldn't load all the terms." : "Couldn't load the terms.";
		notifications.show(`${what} ${failure.detail}`, 'error');
		// Said once per failure, not again as later edits change the list.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [list.error, notifications]);

	/** Puts a saved term into the list at once. */
	const upsertLocal = (term: Term) =>
		list.setData((current) => upsertTerm(current, toTermEntry(term)));
	/** Takes a term out of the list (deleted here, or found gone on the server). */
	const removeLocal = (id: number) => list.setData((current) => removeTerm(current, id));

	const deferredQuery = useDeferredValue(query);
	const searching = deferredQuery.trim() !== '';
	/** The terms the search keeps (all of them without one), in the list's order. */
	const found = useMemo(
		() => (searching ? filterTerms(entries, deferredQuery) : null),
		[entries, searching, deferredQuery],
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

	// Suggestions for the form's Categories and Related terms: built only while the form is open.
	const formOpen = view.mode !== 'list';
	const categorySuggestions = useMemo<Suggestion[]>(
		() =>
			formOpen
				? categoryPool(entries.map((e) => e.term.categories)).map((value) => ({ value }))
				: [],
		[entries, formOpen],
	);
	const editingId = view.mode === 'edit' ? view.entry.id : null;
	const relatedSuggestions = useMemo<Suggestion[]>(
		() =>
			formOpen
				? entries
						.filter((e) => e.term.id !== editingId)
						.map((e) => ({ value: e.term.slug, label: e.term.term }))
				: [],
		[entries, formOpen, editingId],
	);

	/* --- The term being edited, loaded in full --- */

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

	/* --- Moving between list and form --- */

	const openForm = (next: View) => setView(next);

	const backToList = (focus: FocusTarget) => {
		focusAfterList.current = focus;
		setView({ mode: 'list' });
	};

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
	}, [view, visible, shownPage]);

	const initialForm = useMemo(() => (editing ? termToForm(editing) : emptyForm()), [editing]);

	const returnFocus = (): FocusTarget =>
		view.mode === 'edit' ? { termId: view.entry.id } : { id: ADD_BUTTON_ID };

	/* --- Save and delete --- */

	const save = async (
		form: TermFormState,
		{ overwrite = false, change = {} }: { overwrite?: boolean; change?: ChangeNote } = {},
	): Promise<SaveOutcome> => {
		const payload = formToPayload(form);
		// The version the editor started from, so a save over someone else's newer one is refused.
		const version = editing && !overwrite ? editing.updated_at : undefined;
		const result = await runWrite(
			async (token) => {
				setSaving(true);
				try {
					return editing
						? await glossaryApi.update(editing.id, { ...payload, ...change }, token, version)
						: await glossaryApi.create({ ...payload, ...change }, token);
				} finally {
					setSaving(false);
				}
			},
			editing ? 'Failed to update term' : 'Failed to create term',
		);
		if (result.ok) {
			wrote();
			const saved = result.value;
			if (saved) upsertLocal(saved);
			backToList(returnFocus());
			const name = saved?.term ?? payload.term;
			notifications.show(
				editing ? `Saved changes to "${name}".` : `Added "${name}" to the glossary.`,
			);
			return { ok: true };
		}
		if (result.cancelled) return { ok: false };
		const { failure } = result;
		notifications.show(failure.message, 'error');
		// The term is gone from the server: the list stops offering it.
		if (failure.status === 404 && editing) removeLocal(editing.id);
		if (failure.stale) return { ok: false, stale: failure.stale };
		if (failure.field) return { ok: false, fieldErrors: { [failure.field]: failure.detail } };
		return {
			ok: false,
			formError: `${failure.message} Your changes are still here; try saving again.`,
		};
	};

	const remove = async (term: TermEntry) => {
		if (!window.confirm('Are you sure you want to delete this term?')) return;
		// Where focus goes afterwards: the next row's Edit button, else the previous row's, else Add Term.
		const position = visible.indexOf(term.id);
		const neighbour =
			position + 1 < visible.length
				? visible.at(position + 1)
				: position > 0
					? visible.at(position - 1)
					: undefined;
		setDeletingId(term.id);
		const result = await runWrite(
			(token) => glossaryApi.remove(term.id, token, term.updated_at),
			'Failed to delete term',
		);
		setDeletingId(null);
		if (result.ok) {
			wrote();
			focusAfterList.current = neighbour ? { termId: neighbour.id } : { id: ADD_BUTTON_ID };
			removeLocal(term.id);
			notifications.show(`Deleted "${term.term}".`);
			return;
		}
		document.getElementById(deleteButtonId(term.id))?.focus();
		if (result.cancelled) return;
		notifications.show(result.failure.message, 'error');
		if (result.failure.status === 404) removeLocal(term.id);
	};

	/* --- Rendering --- */

	const onEdit = useCallback(
		(entry: TermEntry) => openForm({ mode: 'edit', entry, opening: ++openings.current }),
		[],
	);
	const removeRef = useRef(remove);
	// The table's rows keep one onDelete; it calls the latest `remove`.
	useEffect(() => {
		removeRef.current = remove;
	});
	const onDelete = useCallback((term: TermEntry) => void removeRef.current(term), []);

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
	const listFailure =
		list.error !== undefined ? describeFailure(list.error, 'Failed to fetch glossary terms') : null;

	return (
		<div className="space-y-6">
			<EditingBar
				unlocked={unlocked}
				signedInAs={signedInAs}
				writes={writes}
				onLock={lock}
				onUnlock={() => void unlock()}
			/>

			<TermsSection
				hidden={view.mode !== 'list'}
				query={query}
				onQueryChange={changeQuery}
				status={status}
				busy={list.loadingMore}
				failureDetail={listFailure && !hadEntries ? listFailure.detail : null}
				onRetry={list.retry}
				rows={rows}
				page={shownPage}
				total={visible.length}
				onPageChange={setTablePage}
				sort={sort}
				deletingId={deletingId}
				onSortChange={changeSort}
				onAdd={() => openForm({ mode: 'add' })}
				onEdit={onEdit}
				onDelete={onDelete}
			/>

			{/* Below the table, once its first rows are in: shown earlier, the rows would push it down. */}
			{view.mode === 'list' && (hadEntries || list.complete) && (
				<DeletedTerms
					withToken={runWrite}
					onRestored={(term) => {
						wrote();
						upsertLocal(term);
						notifications.show(`Restored “${term.term}” to the glossary.`);
					}}
					onFailure={(message) => notifications.show(message, 'error')}
				/>
			)}

			{view.mode !== 'list' && (editing || view.mode === 'add') && (
				<TermForm
					key={editing ? `edit-${editing.id}-${editing.updated_at}` : 'add'}
					mode={view.mode}
					initial={initialForm}
					saving={saving}
					categorySuggestions={categorySuggestions}
					relatedSuggestions={relatedSuggestions}
					onSave={save}
					onReload={(current) => {
						upsertLocal(current);
						setView({
							mode: 'edit',
							entry: toTermEntry(current),
							term: current,
							opening: ++openings.current,
						});
						notifications.show(`Loaded the latest version of "${current.term}".`);
					}}
					onCancel={() => backToList(returnFocus())}
				/>
			)}
			{view.mode === 'edit' && editing && (
				<TermHistory
					// A new version (a save, a restore) starts the history afresh.
					key={`${editing.id}-${editing.updated_at}`}
					term={editing}
					withToken={runWrite}
					onRestored={(restored, revision) => {
						wrote();
						upsertLocal(restored);
						setView({
							mode: 'edit',
							entry: toTermEntry(restored),
							term: restored,
							opening: ++openings.current,
						});
						notifications.show(
							`Restored revision ${revision} of “${restored.term}”: it is now the current version.`,
						);
					}}
					onFailure={(message) => notifications.show(message, 'error')}
				/>
			)}
			{view.mode === 'edit' && !editing && (
				<TermLoading
					name={view.entry.term}
					error={loadedTerm.error}
					onRetry={loadedTerm.retry}
					onCancel={() => backToList(returnFocus())}
				/>
			)}

			<TokenDialog prompt={tokenPrompt} onSubmit={submitToken} onCancel={cancelToken} />
			<Notifications store={notifications} />
		</div>
	);
}
