import { useCallback, useEffect, useRef, useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import type { TermEntry } from '../../lib/glossary/term-entry';
import type { ListView } from '../../lib/admin/term-list';
import { deleteQuestion } from '../../lib/glossary/history';
import { ADD_BUTTON_ID, deleteButtonId } from './TermsSection';
import type { TokenRun } from './use-token-gate';
import type { FocusTarget } from './use-admin-view';
import type { Notify } from './use-notices';

interface DeletionContext {
	visible: ListView;
	runWrite: TokenRun;
	notify: Notify;
	/** The term is deleted (or found gone on the server): the list drops it. */
	onGone: (id: number) => void;
	/** A delete went through; focus goes to `focus` once the list shows without the term. */
	onDeleted: (focus: FocusTarget) => void;
}

/**
 * Deleting a term from the list: confirmed first, sent with the editor's version (a term changed
 * since is not deleted), and focus moved on to the next row's Edit button, else the previous
 * row's, else Add Term. `onDelete` is stable, so the table's rows keep theirs.
 */
export function useTermDeletion({ visible, runWrite, notify, onGone, onDeleted }: DeletionContext) {
	const [deletingId, setDeletingId] = useState<number | null>(null);

	const remove = async (term: TermEntry) => {
		if (!window.confirm(deleteQuestion(term.term))) return;
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
			onDeleted(neighbour ? { termId: neighbour.id } : { id: ADD_BUTTON_ID });
			onGone(term.id);
			notify.show(`Deleted "${term.term}".`);
			return;
		}
		document.getElementById(deleteButtonId(term.id))?.focus();
		if (result.cancelled) return;
		notify.show(result.failure.message, 'error');
		if (result.failure.status === 404) onGone(term.id);
	};

	const removeRef = useRef(remove);
	// The table's rows keep one onDelete; it calls the latest `remove`.
	useEffect(() => {
		removeRef.current = remove;
	});
	const onDelete = useCallback((term: TermEntry) => void removeRef.current(term), []);

	return { deletingId, onDelete };
}
