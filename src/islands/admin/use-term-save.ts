import { useState } from 'react';
import { glossaryApi, type ChangeNote } from '../../lib/api-client';
import type { Term } from '../../lib/glossary/schema';
import { formToPayload, type TermFormState } from '../../lib/admin/form';
import type { SaveOutcome } from './TermForm';
import type { TokenRun } from './token-run';
import type { Notify } from './use-notices';

interface SaveContext {
	/** The term being edited, or null when adding one. */
	editing: Term | null;
	runWrite: TokenRun;
	notify: Notify;
	/** A save went through: the list gets the saved term and the form closes. */
	onSaved: (saved: Term | null) => void;
	/** The term is gone from the server: the list stops offering it. */
	onGone: (id: number) => void;
}

/**
 * Saving the form: a create or an update with the editor's token, from the version the editor
 * started from (a save over someone else's newer one is refused), and what the form shows when
 * it fails (the field at fault, the newer version, or a message that keeps what was typed).
 */
export function useTermSave({ editing, runWrite, notify, onSaved, onGone }: SaveContext) {
	const [saving, setSaving] = useState(false);

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
			const saved = result.value;
			onSaved(saved);
			const name = saved?.term ?? payload.term;
			notify.show(editing ? `Saved changes to "${name}".` : `Added "${name}" to the glossary.`);
			return { ok: true };
		}
		if (result.cancelled) return { ok: false };
		const { failure } = result;
		notify.show(failure.message, 'error');
		if (failure.status === 404 && editing) onGone(editing.id);
		if (failure.stale) return { ok: false, stale: failure.stale };
		if (failure.field) return { ok: false, fieldErrors: { [failure.field]: failure.detail } };
		return {
			ok: false,
			formError: `${failure.message} Your changes are still here; try saving again.`,
		};
	};

	return { saving, save };
}
