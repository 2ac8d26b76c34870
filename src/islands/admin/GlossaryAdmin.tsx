import { useState } from 'react';
import type { Term } from '../../lib/glossary/schema';
import Notifications from './Notifications';
import TermForm from './TermForm';
import TermHistory from './TermHistory';
import TermLoading from './TermLoading';
import TermsSection from './TermsSection';
import TokenDialog from './TokenDialog';
import EditingBar from './EditingBar';
import DeletedTerms from './DeletedTerms';
import { useAdminView } from './use-admin-view';
import { useNotices } from './use-notices';
import { useTermDeletion } from './use-term-deletion';
import { useTermList } from './use-term-list';
import { useTermSave } from './use-term-save';
import { useTokenGate, type TokenRun } from './use-token-gate';

/**
 * The glossary admin screen. List mode: search, sortable table a page of rows at a time, Add
 * Term. Form mode: add or edit. The list loads page after page in the background (the first
 * rows show at once, and the search works on what has arrived); a save or a delete changes it in
 * place, without loading it again. Reading needs nothing, but every write carries the admin token
 * from sessionStorage: it is asked for on the first write (or with Unlock), and a 401 clears it
 * and asks again, keeping whatever the editor typed. Each part's state is a hook of its own.
 */
export default function GlossaryAdmin() {
	const { notices, notify, dismiss } = useNotices();
	const terms = useTermList(notify);
	const { upsertLocal, removeLocal } = terms;
	/** Successful writes so far: each makes the publication state worth asking again. */
	const [writes, setWrites] = useState(0);
	const wrote = () => setWrites((count) => count + 1);
	const gate = useTokenGate(notify);
	const { runWrite } = gate;
	const screen = useAdminView(terms);
	const { view, editing } = screen;
	const { saving, save } = useTermSave({
		editing,
		runWrite,
		notify,
		onSaved: (saved) => {
			wrote();
			if (saved) upsertLocal(saved);
			screen.closeForm();
		},
		onGone: removeLocal,
	});
	const { deletingId, onDelete } = useTermDeletion({
		visible: terms.visible,
		runWrite,
		notify,
		onGone: removeLocal,
		onDeleted: (focus) => {
			wrote();
			screen.focusAfterListing(focus);
		},
	});
	/** `runWrite` for the panels that only report a failure: as a notification. */
	const runReported: TokenRun = async (request, failureName) => {
		const result = await runWrite(request, failureName);
		if (!result.ok && !result.cancelled) notify.show(result.failure.message, 'error');
		return result;
	};
	/** Shows this version of the term in the form (the latest, or one just restored). */
	const showVersion = (term: Term, message: string) => {
		screen.showVersion(term);
		notify.show(message);
	};

	return (
		<div className="space-y-6">
			<EditingBar gate={gate} writes={writes} />

			<TermsSection
				hidden={view.mode !== 'list'}
				terms={terms}
				deletingId={deletingId}
				onAdd={screen.openAdd}
				onEdit={screen.openEdit}
				onDelete={onDelete}
			/>

			{/* Below the table, once its first rows are in: shown earlier, the rows would push it down. */}
			{view.mode === 'list' && (terms.hadEntries || terms.list.complete) && (
				<DeletedTerms
					withToken={runReported}
					onRestored={(term) => {
						wrote();
						upsertLocal(term);
						notify.show(`Restored “${term.term}” to the glossary.`);
					}}
				/>
			)}

			{/* The form side: the form (empty to add, the full term to edit), the edited term's
			    history below it, or while the term loads a line saying so (with a retry). */}
			{(editing || view.mode === 'add') && (
				<TermForm
					key={editing ? `edit-${editing.id}-${editing.updated_at}` : 'add'}
					term={editing}
					entries={terms.entries}
					saving={saving}
					onSave={save}
					onReload={(current) =>
						showVersion(current, `Loaded the latest version of "${current.term}".`)
					}
					onCancel={screen.closeForm}
				/>
			)}
			{view.mode === 'edit' && editing && (
				<TermHistory
					// A new version (a save, a restore) starts the history afresh.
					key={`${editing.id}-${editing.updated_at}`}
					term={editing}
					show={view.history}
					withToken={runReported}
					onRestored={(restored, revision) => {
						wrote();
						showVersion(
							restored,
							`Restored revision ${revision} of “${restored.term}”: it is now the current version.`,
						);
					}}
				/>
			)}
			{view.mode === 'edit' && !editing && (
				<TermLoading
					name={view.entry.term}
					error={screen.loadedTerm.error}
					onRetry={screen.loadedTerm.retry}
					onCancel={screen.closeForm}
				/>
			)}

			<TokenDialog gate={gate} />
			<Notifications notices={notices} onDismiss={dismiss} />
		</div>
	);
}
