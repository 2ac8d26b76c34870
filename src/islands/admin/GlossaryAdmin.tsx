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
import { glossaryApi } from '../../lib/api-client';
import type { Term } from '../../lib/glossary/schema';
import { describeWriteFailure, type WriteFailure } from '../../lib/admin/errors';
import { describeFailure } from '../../lib/failure';
import { emptyForm, formToPayload, termToForm, type TermFormState } from '../../lib/admin/form';
import { filterTerms, indexTerms, sortByTerm, type SortDirection } from '../../lib/admin/list';
import { termCountLabel } from '../../lib/glossary/term-count';
import { NotificationStore } from '../../lib/admin/notifications';
import { categoryPool, type Suggestion } from '../../lib/admin/suggestions';
import { clearToken, readToken, saveToken, subscribeToken } from '../../lib/admin/token';
import { useQuery } from '../hooks/use-query';
import Notifications from './Notifications';
import TermForm, { type SaveOutcome } from './TermForm';
import TermTable, { deleteButtonId, editButtonId } from './TermTable';
import TokenDialog, { type TokenPrompt } from './TokenDialog';

type View = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; term: Term };

type WriteResult<T> =
	| { ok: true; value: T }
	| { ok: false; cancelled: true }
	| { ok: false; cancelled: false; failure: WriteFailure };

const ADD_BUTTON_ID = 'add-term-button';
const NO_TERMS: Term[] = [];

/**
 * The glossary admin screen. List mode: search, sortable table, Add Term. Form mode: add or edit;
 * a successful save refreshes the list and returns to it, a delete refreshes it too. Reading needs
 * nothing, but every write carries the admin token from sessionStorage: it is asked for on the
 * first write (or with Unlock), and a 401 clears it and asks again, keeping whatever the editor
 * typed.
 */
export default function GlossaryAdmin() {
	/** The term list: a cache kept while editing, shown at once with each change, then refreshed. */
	const list = useQuery<Term[]>('admin:terms', (signal) => glossaryApi.all({ signal }));
	const terms = list.data ?? NO_TERMS;
	const listFailure = list.error
		? describeFailure(list.error, 'Failed to fetch glossary terms')
		: null;
	const [query, setQuery] = useState('');
	const [sort, setSort] = useState<SortDirection>('ascending');
	const [view, setView] = useState<View>({ mode: 'list' });
	const searchId = useId();
	const unlocked = useSyncExternalStore(
		subscribeToken,
		() => readToken() !== null,
		() => false,
	);
	const [tokenPrompt, setTokenPrompt] = useState<TokenPrompt | null>(null);
	const [saving, setSaving] = useState(false);
	const [deletingId, setDeletingId] = useState<number | null>(null);
	const [notifications] = useState(() => new NotificationStore());
	const tokenResolver = useRef<((token: string | null) => void) | null>(null);
	const focusAfterList = useRef<string | null>(null);

	useEffect(() => {
		if (!list.error) return;
		const failure = describeFailure(list.error, 'Failed to fetch glossary terms');
		notifications.show(`Couldn't load the terms. ${failure.detail}`, 'error');
	}, [list.error, notifications]);

	/** Puts a saved term into the cached list at once; the refresh that follows confirms it. */
	const upsertLocal = (term: Term) =>
		list.setData((current = []) =>
			current.some((t) => t.id === term.id)
				? current.map((t) => (t.id === term.id ? term : t))
				: [...current, term],
		);

	const sorted = useMemo(() => sortByTerm(terms, sort), [terms, sort]);
	const deferredQuery = useDeferredValue(query);
	const searching = deferredQuery.trim() !== '';
	// The search index is built on the first search, not on every load.
	const index = useMemo(() => (searching ? indexTerms(sorted) : null), [searching, sorted]);
	const visible = useMemo(
		() => (index ? filterTerms(index, deferredQuery) : sorted),
		[index, sorted, deferredQuery],
	);
	const shown = useMemo(
		() => (visible.length === sorted.length ? null : new Set(visible.map((t) => t.id))),
		[visible, sorted],
	);

	const categorySuggestions = useMemo<Suggestion[]>(
		() => categoryPool(terms.map((t) => t.categories)).map((value) => ({ value })),
		[terms],
	);
	const relatedSuggestions = useMemo<Suggestion[]>(() => {
		const editingId = view.mode === 'edit' ? view.term.id : null;
		return sortByTerm(terms)
			.filter((t) => t.id !== editingId)
			.map((t) => ({ value: t.slug, label: t.term }));
	}, [terms, view]);

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
				return { ok: true, value: await write(token) };
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

	const unlock = async () => {
		const token = await requestToken(null);
		if (token) notifications.show('Editing unlocked for this browser tab.');
	};

	const lock = () => {
		clearToken();
		notifications.show('Editing locked. The admin token was removed from this tab.');
	};

	/* --- Moving between list and form --- */

	const openForm = (next: View) => setView(next);

	const backToList = (focusId: string) => {
		focusAfterList.current = focusId;
		setView({ mode: 'list' });
	};

	useEffect(() => {
		if (view.mode !== 'list' || !focusAfterList.current) return;
		// The row's button, unless the search now hides that row (e.g. the term was renamed).
		const target = [focusAfterList.current, ADD_BUTTON_ID]
			.map((id) => document.getElementById(id))
			.find((el) => el && !el.closest('[hidden]'));
		focusAfterList.current = null;
		target?.focus();
	}, [view, visible]);

	const initialForm = useMemo(
		() => (view.mode === 'edit' ? termToForm(view.term) : emptyForm()),
		[view],
	);

	const returnFocusId = () => (view.mode === 'edit' ? editButtonId(view.term.id) : ADD_BUTTON_ID);

	/* --- Save and delete --- */

	const save = async (form: TermFormState, { overwrite = false } = {}): Promise<SaveOutcome> => {
		const payload = formToPayload(form);
		const editing = view.mode === 'edit' ? view.term : null;
		// The version the editor started from, so a save over someone else's newer one is refused.
		const version = editing && !overwrite ? editing.updated_at : undefined;
		const result = await runWrite(
			async (token) => {
				setSaving(true);
				try {
					return editing
						? await glossaryApi.update(editing.id, payload, token, version)
						: await glossaryApi.create(payload, token);
				} finally {
					setSaving(false);
				}
			},
			editing ? 'Failed to update term' : 'Failed to create term',
		);
		if (result.ok) {
			const saved = result.value;
			if (saved) upsertLocal(saved);
			list.retry();
			backToList(returnFocusId());
			const name = saved?.term ?? payload.term;
			notifications.show(
				editing ? `Saved changes to "${name}".` : `Added "${name}" to the glossary.`,
			);
			return { ok: true };
		}
		if (result.cancelled) return { ok: false };
		const { failure } = result;
		notifications.show(failure.message, 'error');
		if (failure.status === 404) list.retry();
		if (failure.stale) return { ok: false, stale: failure.stale };
		if (failure.field) return { ok: false, fieldErrors: { [failure.field]: failure.detail } };
		return {
			ok: false,
			formError: `${failure.message} Your changes are still here; try saving again.`,
		};
	};

	const remove = async (term: Term) => {
		if (!window.confirm('Are you sure you want to delete this term?')) return;
		// Where focus goes afterwards: the next row's Edit button, else the previous row's, else Add Term.
		const position = visible.findIndex((t) => t.id === term.id);
		const neighbour = visible[position + 1] ?? visible[position - 1];
		setDeletingId(term.id);
		const result = await runWrite(
			(token) => glossaryApi.remove(term.id, token),
			'Failed to delete term',
		);
		setDeletingId(null);
		if (result.ok) {
			focusAfterList.current = neighbour ? editButtonId(neighbour.id) : ADD_BUTTON_ID;
			list.setData((current = []) => current.filter((t) => t.id !== term.id));
			list.retry();
			notifications.show(`Deleted "${term.term}".`);
			return;
		}
		document.getElementById(deleteButtonId(term.id))?.focus();
		if (result.cancelled) return;
		notifications.show(result.failure.message, 'error');
		if (result.failure.status === 404) list.retry();
	};

	/* --- Rendering --- */

	const onEdit = useCallback((term: Term) => openForm({ mode: 'edit', term }), []);
	const removeRef = useRef(remove);
	removeRef.current = remove;
	const onDelete = useCallback((term: Term) => void removeRef.current(term), []);

	const total = terms.length;
	let status: string;
	// An empty list gets a large placeholder box; "Loading terms..." stays a plain line, where the
	// count line will be, so nothing moves when the list arrives.
	let empty = true;
	if (list.loading) {
		status = 'Loading terms...';
		empty = false;
	} else if (listFailure && total === 0) status = "Couldn't load the terms.";
	else if (total === 0) status = 'No terms found. Add your first term!';
	else if (visible.length === 0) status = 'No terms found matching the search';
	else {
		empty = false;
		status = deferredQuery.trim()
			? `Showing ${visible.length} of ${total} terms`
			: termCountLabel(total);
	}

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
								for this browser tab.
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
						onChange={(event) => setQuery(event.target.value)}
					/>
				</div>
				<div className="flex flex-wrap items-center gap-3">
					<p
						id="terms-status"
						role="status"
						className={
							empty
								? 'w-full rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-base text-slate-700 dark:border-slate-700 dark:text-slate-300'
								: 'text-sm text-slate-600 dark:text-slate-400'
						}
					>
						{status}
						{listFailure && total === 0 && <> {listFailure.detail}</>}
					</p>
					{listFailure && total === 0 && (
						<button type="button" className="btn-secondary mx-auto" onClick={list.retry}>
							Try again
						</button>
					)}
					{list.refreshing && (
						<span className="text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
							Refreshing…
						</span>
					)}
				</div>
				{total > 0 && (
					<TermTable
						terms={sorted}
						shown={shown}
						hidden={visible.length === 0}
						sort={sort}
						deletingId={deletingId}
						onSortChange={setSort}
						onEdit={onEdit}
						onDelete={onDelete}
					/>
				)}
			</section>

			{view.mode !== 'list' && (
				<TermForm
					key={view.mode === 'edit' ? `edit-${view.term.id}-${view.term.updated_at}` : 'add'}
					mode={view.mode}
					initial={initialForm}
					saving={saving}
					categorySuggestions={categorySuggestions}
					relatedSuggestions={relatedSuggestions}
					onSave={save}
					onReload={(current) => {
						upsertLocal(current);
						setView({ mode: 'edit', term: current });
						notifications.show(`Loaded the latest version of "${current.term}".`);
					}}
					onCancel={() => backToList(returnFocusId())}
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
