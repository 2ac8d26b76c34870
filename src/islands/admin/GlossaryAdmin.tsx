import { useState } from 'react';
import Notifications from './Notifications';
import TermEditor from './TermEditor';
import TermsSection from './TermsSection';
import TokenDialog from './TokenDialog';
import EditingBar from './EditingBar';
import DeletedTerms from './DeletedTerms';
import { useAdminView } from './use-admin-view';
import { useFormSuggestions } from './use-form-suggestions';
import { useNotices } from './use-notices';
import { useTermDeletion } from './use-term-deletion';
import { useTermList } from './use-term-list';
import { useTermSave } from './use-term-save';
import { useTokenGate } from './use-token-gate';

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
	const suggestions = useFormSuggestions(
		terms.entries,
		view.mode !== 'list',
		view.mode === 'edit' ? view.entry.id : null,
	);
	const onFailure = (message: string) => notify.show(message, 'error');

	return (
		<div className="space-y-6">
			<EditingBar
				unlocked={gate.unlocked}
				signedInAs={gate.signedInAs}
				writes={writes}
				onLock={gate.lock}
				onUnlock={() => void gate.unlock()}
			/>

			<TermsSection
				hidden={view.mode !== 'list'}
				query={terms.query}
				onQueryChange={terms.changeQuery}
				status={terms.status}
				busy={terms.list.loadingMore}
				failureDetail={terms.listFailure && !terms.hadEntries ? terms.listFailure.detail : null}
				onRetry={terms.list.retry}
				rows={terms.rows}
				page={terms.shownPage}
				total={terms.visible.length}
				onPageChange={terms.setTablePage}
				sort={terms.sort}
				deletingId={deletingId}
				onSortChange={terms.changeSort}
				onAdd={screen.openAdd}
				onEdit={screen.openEdit}
				onHistory={screen.openHistory}
				onDelete={onDelete}
			/>

			{/* Below the table, once its first rows are in: shown earlier, the rows would push it down. */}
			{view.mode === 'list' && (terms.hadEntries || terms.list.complete) && (
				<DeletedTerms
					withToken={runWrite}
					onRestored={(term) => {
						wrote();
						upsertLocal(term);
						notify.show(`Restored “${term.term}” to the glossary.`);
					}}
					onFailure={onFailure}
				/>
			)}

			{view.mode !== 'list' && (
				<TermEditor
					view={view}
					editing={editing}
					loadedTerm={screen.loadedTerm}
					saving={saving}
					onSave={save}
					{...suggestions}
					runWrite={runWrite}
					onShowVersion={(term, message) => {
						screen.showVersion(term);
						notify.show(message);
					}}
					onRestored={wrote}
					onFailure={onFailure}
					onClose={screen.closeForm}
				/>
			)}

			<TokenDialog
				prompt={gate.tokenPrompt}
				onSubmit={gate.submitToken}
				onCancel={gate.cancelToken}
			/>
			<Notifications notices={notices} onDismiss={dismiss} />
		</div>
	);
}
