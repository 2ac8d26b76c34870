import { useId, useMemo } from 'react';
import { formToPayload, type TermFormState } from '../../lib/admin/form';
import {
	compareVersions,
	describeSaves,
	fieldLabel,
	type RevisionSummary,
} from '../../lib/glossary/history';
import { planOverwrite } from '../../lib/glossary/merge';
import type { Term } from '../../lib/glossary/term-model';
import { joinWords } from '../../lib/text';
import { FieldDiffs } from './RevisionComparison';

/** A save refused because someone saved the term after the form opened. */
export interface Conflict {
	/** The version the form started from. */
	base: Term;
	/** The version the server holds now. */
	current: Term;
	/** The saves made since `base`, newest first; null when the history could not be read. */
	since: RevisionSummary[] | null;
}

interface Props {
	id: string;
	conflict: Conflict;
	/** What the editor has in the form now. */
	form: TermFormState;
	onReload: () => void;
	onOverwrite: () => void;
}

const labels = (fields: readonly Parameters<typeof fieldLabel>[0][]) =>
	joinWords(fields.map(fieldLabel));

/**
 * The conflict banner: who saved the term since the form opened and when, which fields they
 * changed (compared word by word below it), and what "Overwrite with my changes" will do before
 * it is chosen: save the fields this editor changed and keep the other save's changes to the
 * rest, naming any field both changed, whose other version it replaces.
 */
export default function ConflictNotice({ id, conflict, form, onReload, onOverwrite }: Props) {
	const { base, current, since } = conflict;
	const comparisonId = useId();
	const mine = useMemo(() => formToPayload(form), [form]);
	const plan = useMemo(() => planOverwrite(base, mine, current), [base, mine, current]);
	const comparisons = useMemo(
		() => compareVersions(base, current).filter(({ field }) => plan.theirs.includes(field)),
		[base, current, plan],
	);
	const who = since?.length ? describeSaves(since) : 'someone else';
	const kept = plan.theirs.filter((field) => !plan.lost.includes(field));

	return (
		<div className="space-y-4">
			<div
				id={id}
				role="alert"
				className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
			>
				<p className="font-medium">
					“{current.term}” was changed by {who} after you opened it. Your changes are still in the
					form.
				</p>
				{comparisons.length > 0 && (
					<p>
						They changed {labels(plan.theirs)}.{' '}
						<a href={`#${comparisonId}`} className="font-medium underline underline-offset-2">
							See their changes word by word
						</a>
						.
					</p>
				)}
				<p>
					{plan.mine.length === 0
						? 'You have not changed anything since: reload the latest version to carry on from it.'
						: `“Overwrite with my changes” saves your changes to ${labels(plan.mine)}${
								kept.length ? ` and keeps their changes to ${labels(kept)}` : ''
							}.`}
				</p>
				{plan.lost.length > 0 && (
					<p className="font-medium">
						You both changed {labels(plan.lost)}: overwriting replaces their version of{' '}
						{plan.lost.length === 1 ? 'it' : 'them'} with yours (theirs stays in the history).
					</p>
				)}
				<div className="flex flex-wrap gap-3 pt-1">
					<button type="button" className="btn-secondary" onClick={onReload}>
						Reload the latest version
					</button>
					{plan.mine.length > 0 && (
						<button type="button" className="btn-secondary" onClick={onOverwrite}>
							Overwrite with my changes
						</button>
					)}
				</div>
			</div>
			{comparisons.length > 0 && (
				<section
					id={comparisonId}
					aria-labelledby={`${comparisonId}-title`}
					tabIndex={-1}
					className="space-y-3 rounded-xl border border-slate-300 p-4 outline-none dark:border-slate-700"
				>
					<h3
						id={`${comparisonId}-title`}
						className="text-base font-semibold text-slate-900 dark:text-white"
					>
						Their changes since you opened the form
					</h3>
					<p className="text-sm text-slate-700 dark:text-slate-300">
						<del className="diff-removed">Struck-through text</del> was in the version you opened;{' '}
						<ins className="diff-added">underlined text</ins> is in theirs.
					</p>
					<FieldDiffs
						comparisons={comparisons}
						extra={({ field }) =>
							plan.lost.includes(field) && (
								<p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
									<strong>Your version, which overwriting saves instead:</strong>{' '}
									{mine[field] ?? '(empty)'}
								</p>
							)
						}
					/>
				</section>
			)}
		</div>
	);
}
