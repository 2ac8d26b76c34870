import { useMemo } from 'react';
import type { Term, TermDetail } from '../../lib/glossary/schema';
import { emptyForm, termToForm } from '../../lib/admin/form';
import type { Suggestion } from '../../lib/admin/suggestions';
import type { QueryState } from '../hooks/use-query';
import TermForm, { type SaveOutcome } from './TermForm';
import TermHistory from './TermHistory';
import TermLoading from './TermLoading';
import type { TokenRun } from './use-token-gate';
import type { View } from './use-admin-view';

interface Props {
	view: Exclude<View, { mode: 'list' }>;
	/** The term being edited, once loaded (null while it loads, and when adding). */
	editing: Term | null;
	loadedTerm: QueryState<TermDetail>;
	saving: boolean;
	onSave: Parameters<typeof TermForm>[0]['onSave'];
	categorySuggestions: readonly Suggestion[];
	relatedSuggestions: readonly Suggestion[];
	runWrite: TokenRun;
	/** Show this version of the term in the form (the latest, or one just restored). */
	onShowVersion: (term: Term, message: string) => void;
	onRestored: () => void;
	onFailure: (message: string) => void;
	onClose: () => void;
}

export type { SaveOutcome };

/**
 * The form side of the admin screen: the form (empty to add, the full term to edit), the edited
 * term's history below it, or while the term loads a line saying so (with a retry on failure).
 */
export default function TermEditor({ view, editing, loadedTerm, ...props }: Props) {
	const initialForm = useMemo(() => (editing ? termToForm(editing) : emptyForm()), [editing]);
	return (
		<>
			{(editing || view.mode === 'add') && (
				<TermForm
					key={editing ? `edit-${editing.id}-${editing.updated_at}` : 'add'}
					mode={view.mode}
					initial={initialForm}
					saving={props.saving}
					categorySuggestions={props.categorySuggestions}
					relatedSuggestions={props.relatedSuggestions}
					onSave={props.onSave}
					onReload={(current) =>
						props.onShowVersion(current, `Loaded the latest version of "${current.term}".`)
					}
					onCancel={props.onClose}
				/>
			)}
			{view.mode === 'edit' && editing && (
				<TermHistory
					// A new version (a save, a restore) starts the history afresh.
					key={`${editing.id}-${editing.updated_at}`}
					term={editing}
					show={view.history}
					withToken={props.runWrite}
					onRestored={(restored, revision) => {
						props.onRestored();
						props.onShowVersion(
							restored,
							`Restored revision ${revision} of “${restored.term}”: it is now the current version.`,
						);
					}}
					onFailure={props.onFailure}
				/>
			)}
			{view.mode === 'edit' && !editing && (
				<TermLoading
					name={view.entry.term}
					error={loadedTerm.error}
					onRetry={loadedTerm.retry}
					onCancel={props.onClose}
				/>
			)}
		</>
	);
}
