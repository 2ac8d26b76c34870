import { useState } from 'react';
import { glossaryApi, type ChangeNote } from '../../lib/api-client';
import type { Term } from '../../lib/glossary/schema';
import { formToPayload, type TermFormState } from '../../lib/admin/form';
import { planOverwrite } from '../../lib/glossary/merge';
import type { RevisionSummary } from '../../lib/glossary/history';
import type { SaveOutcome } from './TermForm';
import type { TokenRun } from './use-token-gate';
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
 * it fails (the field at fault, the newer version with who saved it and when, or a message that
 * keeps what was typed). An overwrite (`against`: the newer version) sends the fields this editor
 * changed on top of that version, so the other save's changes to other fields stay, and it is
 * made against that version only: a third save in between is refused again.
 */
export function useTermSave({ editing, runWrite, notify, onSaved, onGone }: SaveContext) {
	const [saving, setSaving] = useState(false);

	const save = async (
		form: TermFormState,
		{ against, change = {} }: { against?: Term; change?: ChangeNote } = {},
	): Promise<SaveOutcome> => {
		const typed = formToPayload(form);
		const payload = editing && against ? planOverwrite(editing, typed, against).merged : typed;
		const version = editing ? (against ?? editing).updated_at : undefined;
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
		// A conflict is explained in the form itself (who, when, what), not in a notification too.
		if (!failure.stale) notify.show(failure.message, 'error');
		if (failure.status === 404 && editing) onGone(editing.id);
		if (failure.stale && editing)
			return {
				ok: false,
				stale: {
					base: editing,
					current: failure.stale,
					since: await savesSince(editing, failure.stale),
				},
			};
		if (failure.field) return { ok: false, fieldErrors: { [failure.field]: failure.detail } };
		return {
			ok: false,
			formError: `${failure.message} Your changes are still here; try saving again.`,
		};
	};

	/** The saves made since the editor's version (who, when, which fields), newest first; null if unknown. */
	const savesSince = async (base: Term, current: Term): Promise<RevisionSummary[] | null> => {
		const result = await runWrite(
			(token) => glossaryApi.history(current.slug, token),
			'Failed to load the history',
		);
		if (!result.ok) return null;
		// A save's revision is dated with the version it made: later ones came after the editor's.
		return result.value.revisions.filter(
			(revision) => revision.action !== 'delete' && revision.created_at > base.updated_at,
		);
	};

	return { saving, save };
}
