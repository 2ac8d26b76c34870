import {
	useCallback,
	useDeferredValue,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
	useSyncExternalStore,
} from 'react';
import { glossaryApi, type ChangeNote } from '../../lib/api-client';
import type { LetterEntry, Term, TermDetail } from '../../lib/glossary/schema';
import { toTermEntry, type TermEntry } from '../../lib/glossary/term-entry';
import { describeWriteFailure } from '../../lib/admin/errors';
import { describeFailure } from '../../lib/failure';
import { emptyForm, formToPayload, termToForm, type TermFormState } from '../../lib/admin/form';
import { filterTerms, type SortDirection } from '../../lib/admin/list';
import { listStatus } from '../../lib/admin/list-status';
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
import {
	clearToken,
	readEditorName,
	readToken,
	saveEditorName,
	saveToken,
	subscribeToken,
} from '../../lib/admin/token';
import { usePagedQuery, useQuery, type Page } from '../hooks/use-query';
import { FailureNote } from '../FailureNote';
import Notifications from './Notifications';
import TablePager from './TablePager';
import TermForm, { type SaveOutcome } from './TermForm';
import TermTable, { deleteButtonId, editButtonId } from './TermTable';
import TokenDialog, { type TokenPrompt } from './TokenDialog';
import TermHistory from './TermHistory';
import DeletedTerms from './DeletedTerms';
import PublicationStatus from './PublicationStatus';
import type { TokenResult } from './token-run';

/**
 * Editing starts from the list's entry; the form opens on the full term, fetched then (or the
 * version a conflicting save returned), since a save replaces every field of the term.
 */
type View =
	| { mode: 'list' }
	| { mode: 'add' }
	| { mode: 'edit'; entry: TermEntry; term?: Term; opening: number };

type WriteResult<T> = TokenResult<T>;

const ADD_BUTTON_ID = 'add-term-button';
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

/** About how many terms there are: the terms under each letter, added up (others are few). */
const estimateTotal = (letters: LetterEntry[] | undefined) =>
	letters?.reduce((sum, letter) => sum + letter.count, 0);

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
	const searchId = useId();
	const unlocked = useSyncExternalStore(
		subscribeToken,
		() => readToken() !== null,
		() => false,
	);
	const [tokenPrompt, setTokenPrompt] = useState<TokenPrompt | null>(null);
	/** Successful writes so far: each makes the publication state worth asking again. */
	const [writes, setWrites] = useState(0);
	const wrote = () => setWrites((count) => count + 1);
	/**
	 * The editor the token signs in as: asked of the server when the editor unlocks, or after the
	 * first request the token got through (never with a token not yet known to work, which would
	 * count against the address's allowance of wrong tokens).
	 */
	const editorName = useSyncExternalStore(subscribeToken, readEditorName, () => null);
	const [saving, setSaving] = useState(false);
	const [deletingId, setDeletingId] = useState<number | null>(null);
	const [notifications] = useState(() => new NotificationStore());
	const tokenResolver = useRef<((token: string | null) => void) | null>(null);
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

	/* --- The token gate --- */

	const requestToken = useCallback((problem: string | null) => {
		tokenResolver.current?.(null);
		return new Promise<string | null>((resolve) => {
			tokenResolver.current = resolve;
			setTokenPrompt({ problem });
		});
	}, []);

	const closeTokenPrompt = (token: string | null) => {
		const resolve = tokenResolver.current;
		tokenResolver.current = null;
		setTokenPrompt(null);
		resolve?.(token);
	};

	const onTokenSubmit = (token: string) => {
		saveToken(token);
		closeTokenPrompt(token);
	};

	/**
	 * Runs a write with the token, asking for it when there is none and again after a 401.
	 * Resolves cancelled when the editor closes the token dialog.
	 */
	const runWrite = async <T,>(
		write: (token: string) => Promise<T>,
		failureName: string,
	): Promise<WriteResult<T>> => {
		let token = readToken() ?? (await requestToken(null));
		for (;;) {
			if (!token) return { ok: false, cancelled: true };
			try {
				const value = await write(token);
				if (!readEditorName()) void learnEditorName(token);
				return { ok: true, value };
			} catch (error) {
				const failure = describeWriteFailure(error, failureName);
				if (!failure.unauthorized) return { ok: false, cancelled: false, failure };
				clearToken();
				token = await requestToken(
					`The admin token was not accepted (${failure.detail.replace(/\.$/, '')}), so nothing was changed. Enter the correct token to try again.`,
				);
			}
		}
	};

	const signedInAs = unlocked ? editorName : null;

	/** Asks the server whose token this is; false when it is not accepted. */
	const learnEditorName = async (token: string) => {
		try {
			saveEditorName((await glossaryApi.editor(token)).editor);
			return true;
		} catch {
			return false;
		}
	};

	const unlock = async () => {
		const token = await requestToken(null);
		if (!token) return;
		if (await learnEditorName(token))
			notifications.show(
				`Editing unlocked for this browser tab, signed in as ${readEditorName()}.`,
			);
		else {
			clearToken();
			notifications.show('The admin token was not accepted, so editing stays locked.', 'error');
		}
	};

	const lock = () => {
		clearToken();
		notifications.show('Editing locked. The admin token was removed from this tab.');
	};

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
	removeRef.current = remove;
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
			<div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
				<p className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
					<LockIcon open={unlocked} />
					<span>
						{unlocked ? (
							<>
								<strong className="font-semibold text-slate-900 dark:text-white">
									Editing unlocked
								</strong>{' '}
								for this browser tab
								{signedInAs ? (
									<>
										, signed in as{' '}
										<strong className="font-semibold text-slate-900 dark:text-white">
											{signedInAs}
										</strong>
										.
									</>
								) : (
									'.'
								)}
							</>
						) : (
							'Reading needs no token. Saving or deleting asks for the admin token once per browser tab.'
						)}
					</span>
				</p>
				{unlocked ? (
					<button type="button" className="btn-secondary px-3 py-1.5" onClick={lock}>
						Lock
					</button>
				) : (
					<button type="button" className="btn-secondary px-3 py-1.5" onClick={() => void unlock()}>
						Unlock editing
					</button>
				)}
				<PublicationStatus writes={writes} />
			</div>

			<section aria-labelledby="terms-heading" hidden={view.mode !== 'list'} className="space-y-4">
				<div className="flex flex-wrap items-end justify-between gap-4">
					<h2 id="terms-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
						Terms
					</h2>
					<button
						id={ADD_BUTTON_ID}
						type="button"
						className="btn-primary"
						onClick={() => openForm({ mode: 'add' })}
					>
						<span aria-hidden="true">+</span> Add Term
					</button>
				</div>
				<div role="search" className="max-w-xl">
					<label className="label" htmlFor={searchId}>
						Search terms
					</label>
					<input
						id={searchId}
						type="search"
						className="field"
						placeholder="Search by term or definition"
						autoComplete="off"
						spellCheck={false}
						value={query}
						aria-describedby="terms-status"
						onChange={(event) => changeQuery(event.target.value)}
					/>
				</div>
				{/* As tall as the retry button, so the table stays put when one appears. */}
				<div className="flex min-h-9 flex-wrap items-center gap-3">
					<p
						id="terms-status"
						role="status"
						// Pages keep arriving: screen readers wait for the final count.
						aria-busy={list.loadingMore || undefined}
						className={
							status.placeholder
								? 'w-full rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-base text-slate-700 dark:border-slate-700 dark:text-slate-300'
								: 'text-sm text-slate-600 dark:text-slate-400'
						}
					>
						{status.text}
						{listFailure && !hadEntries && <> {listFailure.detail}</>}
					</p>
					{status.retry && (
						<button
							type="button"
							className={status.placeholder ? 'btn-secondary mx-auto' : 'btn-secondary px-3 py-1.5'}
							onClick={list.retry}
						>
							{status.retry}
						</button>
					)}
				</div>
				{rows.length > 0 && (
					<>
						<TablePager page={shownPage} total={visible.length} onPageChange={setTablePage} />
						<TermTable
							terms={rows}
							sort={sort}
							deletingId={deletingId}
							onSortChange={changeSort}
							onEdit={onEdit}
							onDelete={onDelete}
						/>
					</>
				)}
			</section>

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

			<TokenDialog
				prompt={tokenPrompt}
				onSubmit={onTokenSubmit}
				onCancel={() => closeTokenPrompt(null)}
			/>
			<Notifications store={notifications} />
		</div>
	);
}

function LockIcon({ open }: { open: boolean }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 20 20"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.6"
			className="mt-0.5 size-4 shrink-0"
		>
			<rect x="4" y="9" width="12" height="8" rx="1.5" />
			<path d={open ? 'M7 9V6a3 3 0 0 1 5.8-1' : 'M7 9V6a3 3 0 0 1 6 0v3'} strokeLinecap="round" />
		</svg>
	);
}

interface TermLoadingProps {
	name: string;
	error: unknown;
	onRetry: () => void;
	onCancel: () => void;
}

/** The Edit Term panel while the full term loads, or why it could not be loaded. */
function TermLoading({ name, error, onRetry, onCancel }: TermLoadingProps) {
	const headingId = useId();
	// The Edit button that opened it is hidden with the list: focus moves to the panel's heading.
	useEffect(() => {
		document.getElementById(headingId)?.focus({ preventScroll: true });
	}, [headingId]);
	return (
		<section aria-labelledby={headingId} className="card space-y-4 p-6 sm:p-8">
			<h2
				id={headingId}
				tabIndex={-1}
				className="text-2xl font-bold text-slate-900 outline-none dark:text-white"
			>
				Edit Term
			</h2>
			{error === undefined ? (
				<p role="status" className="text-slate-700 dark:text-slate-300">
					Loading “{name}”…
				</p>
			) : (
				<FailureNote title={`Couldn't open “${name}”.`} error={error} onRetry={onRetry}>
					Nothing was changed.
				</FailureNote>
			)}
			<button type="button" className="btn-secondary" onClick={onCancel}>
				Cancel
			</button>
		</section>
	);
}
