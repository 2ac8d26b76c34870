import { useEffect, useId, useRef, useState } from 'react';
import { glossaryApi } from '../../lib/api-client';
import {
	ACTION_LABELS,
	compareVersions,
	fieldLabel,
	formatSavedAt,
	type Revision,
	type RevisionSummary,
} from '../../lib/glossary/history';
import type { Term } from '../../lib/glossary/term-model';
import type { TokenRun } from './use-token-gate';
import RevisionComparison, { comparisonHeadingId } from './RevisionComparison';
import LoadOnRequest from './LoadOnRequest';
import CardLabel from './CardLabel';

interface Props {
	term: Term;
	/** Load and show the history at once, with focus on its heading (the row's History action). */
	show?: boolean;
	/** Runs a request with the editor's token (asking for it when needed, reporting a failure). */
	withToken: TokenRun;
	/** A restore made a new current version. */
	onRestored: (term: Term, revision: number) => void;
}

const COLUMNS = ['Revision', 'Saved', 'Editor', 'Note', 'Fields changed'];

/**
 * A term's history on the Edit Term screen: its revisions, newest first (number and action,
 * when, who, the note, the fields changed, and Compare and Restore for the earlier ones), a
 * comparison of any revision with the current version, and "Restore this version", which makes
 * a new revision. Loaded on request: reading history needs the token. On a phone (below 640 px)
 * each revision is a card the width of the screen, its values labelled, so nothing sits
 * off-screen to the right.
 */
export default function TermHistory({ term, show, withToken, onRestored }: Props) {
	const headingId = useId();
	const headingRef = useRef<HTMLHeadingElement>(null);
	const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
	const [next, setNext] = useState<number | null>(null);
	const [loading, setLoading] = useState(Boolean(show));
	const [compared, setCompared] = useState<Revision | null>(null);
	const [restoring, setRestoring] = useState<number | null>(null);

	const load = (before?: number) => {
		setLoading(true);
		void fetchPage(before);
	};
	/** A page of revisions (older ones after `before`), added to those shown. */
	const fetchPage = async (before?: number) => {
		const result = await withToken(
			(token) => glossaryApi.history(term.slug, token, before),
			'Failed to load the history',
		);
		setLoading(false);
		if (!result.ok) return;
		const page = result.value;
		setRevisions((shown) => (before && shown ? [...shown, ...page.revisions] : page.revisions));
		setNext(page.next);
	};

	const compare = async (revision: number) => {
		const result = await withToken(
			(token) => glossaryApi.revision(term.slug, revision, token),
			'Failed to load the revision',
		);
		if (result.ok) setCompared(result.value);
	};

	// Opened from the row's History action: the history is what the editor asked for.
	useEffect(() => {
		if (!show) return;
		headingRef.current?.scrollIntoView?.({ block: 'start' });
		headingRef.current?.focus({ preventScroll: true });
		void fetchPage();
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	// The comparison appears below the table: focus moves to its heading so it is announced.
	useEffect(() => {
		if (compared) document.getElementById(comparisonHeadingId(compared.revision))?.focus();
	}, [compared]);

	const restore = async (revision: number) => {
		const question = `Restore revision ${revision} of “${term.term}”? The current version stays in the history.`;
		if (!window.confirm(question)) return;
		setRestoring(revision);
		const result = await withToken(
			(token) => glossaryApi.restore(term.slug, revision, token, term.updated_at),
			'Failed to restore the version',
		);
		setRestoring(null);
		if (result.ok && result.value) onRestored(result.value, revision);
	};

	/** The newest revision that is not a delete holds the current version. */
	const currentRevision = revisions?.find((r) => r.action !== 'delete')?.revision;

	return (
		<section aria-labelledby={headingId} className="card space-y-4 p-6 sm:p-8">
			<h3
				id={headingId}
				ref={headingRef}
				tabIndex={-1}
				className="text-xl font-bold text-slate-900 outline-none dark:text-white"
			>
				History of “{term.term}”
			</h3>
			{revisions === null ? (
				<LoadOnRequest
					label="Show history"
					loadingLabel="Loading history…"
					loading={loading}
					onLoad={() => void load()}
				>
					Every saved version of this term, who saved it and why. Reading it needs your editor
					token.
				</LoadOnRequest>
			) : revisions.length === 0 ? (
				<p className="text-sm text-slate-700 dark:text-slate-300">
					No changes recorded yet: this term is as it was imported from its file. The first save
					will keep this version in its history.
				</p>
			) : (
				<>
					<table className="w-full text-left text-sm max-sm:block">
						<caption className="sr-only">Revisions of “{term.term}”, newest first</caption>
						<thead className="border-b border-slate-300 text-slate-700 max-sm:hidden dark:border-slate-700 dark:text-slate-300">
							<tr>
								{COLUMNS.map((column) => (
									<th key={column} scope="col" className="py-2 pr-3">
										{column}
									</th>
								))}
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
													onClick={() => void compare(revision.revision)}
												>
													<span>
														Compare<span className="sr-only"> revision {revision.revision}</span>{' '}
														with current
													</span>
												</button>
												<button
													type="button"
													className="btn-secondary px-3 py-1.5"
													aria-disabled={restoring !== null || undefined}
													onClick={() =>
														void (restoring === null ? restore(revision.revision) : undefined)
													}
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
					{next !== null && (
						<button
							type="button"
							className="btn-secondary"
							aria-disabled={loading || undefined}
							onClick={() => void (loading ? undefined : load(next))}
						>
							{loading ? 'Loading…' : 'Show older revisions'}
						</button>
					)}
				</>
			)}
			{compared && (
				<RevisionComparison
					revision={compared.revision}
					comparisons={compareVersions(compared.fields, term)}
					restoring={restoring === compared.revision}
					onRestore={() => void restore(compared.revision)}
					onClose={() => setCompared(null)}
				/>
			)}
		</section>
	);
}
