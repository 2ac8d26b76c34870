import {
	ACTION_LABELS,
	fieldLabel,
	formatSavedAt,
	type RevisionSummary,
} from '../../lib/glossary/history';
import type { Term } from '../../lib/glossary/term-model';
import CardLabel from './CardLabel';

interface Props {
	term: Term;
	revisions: readonly RevisionSummary[];
	/** The revision holding the current version. */
	currentRevision: number | undefined;
	/** The revision being restored, if any. */
	restoring: number | null;
	onCompare: (revision: number) => void;
	onRestore: (revision: number) => void;
}

/**
 * A term's revisions, newest first: number and action, when, who, the note, the fields changed,
 * and Compare and Restore for the earlier ones. On a phone (below 640 px) each revision is a card
 * the width of the screen, its values labelled, so nothing sits off-screen to the right.
 */
export default function RevisionTable({
	term,
	revisions,
	currentRevision,
	restoring,
	onCompare,
	onRestore,
}: Props) {
	// Below 640 px each revision is a card (the header row hidden, each value labelled).
	return (
		<table className="w-full text-left text-sm max-sm:block">
			<caption className="sr-only">Revisions of “{term.term}”, newest first</caption>
			<thead className="border-b border-slate-300 text-slate-700 max-sm:hidden dark:border-slate-700 dark:text-slate-300">
				<tr>
					<th scope="col" className="py-2 pr-3">
						Revision
					</th>
					<th scope="col" className="py-2 pr-3">
						Saved
					</th>
					<th scope="col" className="py-2 pr-3">
						Editor
					</th>
					<th scope="col" className="py-2 pr-3">
						Note
					</th>
					<th scope="col" className="py-2 pr-3">
						Fields changed
					</th>
					<th scope="col" className="py-2">
						<span className="sr-only">Actions</span>
					</th>
				</tr>
			</thead>
			<tbody className="divide-y divide-slate-200 max-sm:block dark:divide-slate-800">
				{revisions.map((revision) => (
					<tr
						key={revision.revision}
						className="align-top text-slate-800 max-sm:block max-sm:py-3 dark:text-slate-200"
					>
						<th scope="row" className="py-2 pr-3 font-medium max-sm:block max-sm:py-0.5">
							<CardLabel>Revision</CardLabel>
							{revision.revision}{' '}
							<span className="font-normal text-slate-600 dark:text-slate-400">
								{ACTION_LABELS[revision.action]}
								{revision.revision === currentRevision && ' · current'}
							</span>
						</th>
						<td className="py-2 pr-3 max-sm:block max-sm:py-0.5 sm:whitespace-nowrap">
							<CardLabel>Saved</CardLabel>
							<time dateTime={revision.created_at}>{formatSavedAt(revision.created_at)}</time>
						</td>
						<td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
							<CardLabel>Editor</CardLabel>
							{revision.editor ?? 'from file'}
						</td>
						<td className="py-2 pr-3 break-words max-sm:block max-sm:py-0.5">
							<CardLabel>Note</CardLabel>
							{revision.note ?? '—'}
						</td>
						<td className="py-2 pr-3 max-sm:block max-sm:py-0.5">
							<CardLabel>Fields changed</CardLabel>
							{revision.changed.length ? revision.changed.map(fieldLabel).join(', ') : '—'}
						</td>
						<td className="py-2 max-sm:block max-sm:pt-2 max-sm:pb-0">
							{revision.revision !== currentRevision && revision.action !== 'delete' && (
								<div className="flex flex-wrap gap-2">
									<button
										type="button"
										className="btn-secondary px-3 py-1.5"
										onClick={() => onCompare(revision.revision)}
									>
										<span>
											Compare<span className="sr-only"> revision {revision.revision}</span> with
											current
										</span>
									</button>
									<button
										type="button"
										className="btn-secondary px-3 py-1.5"
										aria-disabled={restoring !== null || undefined}
										onClick={() => (restoring === null ? onRestore(revision.revision) : undefined)}
									>
										<span>
											{restoring === revision.revision ? 'Restoring…' : 'Restore'}
											<span className="sr-only"> revision {revision.revision}</span>
										</span>
									</button>
								</div>
							)}
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
