import { memo, useId } from 'react';
import type { SortDirection } from '../../lib/admin/list';
import { definitionPreview } from '../../lib/admin/preview';
import { parseCategories } from '../../lib/glossary/categories';
import type { TermEntry } from '../../lib/glossary/term-entry';
import CardLabel from './CardLabel';
import TablePager from './TablePager';
import type { useTermList } from './use-term-list';

/** Where focus goes when nothing nearer is left: the Add Term button. */
export const ADD_BUTTON_ID = 'add-term-button';
/** Ids of a row's buttons, for returning focus to them. */
export const editButtonId = (id: number) => `term-edit-${id}`;
export const deleteButtonId = (id: number) => `term-delete-${id}`;

interface RowActions {
	/** `history`: the term opens with its history shown. */
	onEdit: (term: TermEntry, history?: boolean) => void;
	onDelete: (term: TermEntry) => void;
}

interface Props extends RowActions {
	hidden: boolean;
	terms: ReturnType<typeof useTermList>;
	/** The term being deleted, if any. */
	deletingId: number | null;
	onAdd: () => void;
}

/**
 * The admin screen's list: Add Term, the search, the status line (count, progress or failure,
 * and its retry), and the terms table a page at a time: Term, Definition (preview), Categories,
 * Actions. Rows are memoised, so a page that arrives in the background re-renders only the rows
 * it changes, and the table uses fixed layout, so the browser does not measure every cell to
 * size the columns.
 */
export default function TermsSection({ hidden, terms, deletingId, onAdd, ...actions }: Props) {
	const searchId = useId();
	const { status, sort, rows } = terms;
	const next: SortDirection = sort === 'ascending' ? 'descending' : 'ascending';
	// Why the list could not load, when nothing has arrived.
	const failureDetail = terms.listFailure && !terms.hadEntries ? terms.listFailure.detail : null;
	return (
		<section aria-labelledby="terms-heading" hidden={hidden} className="space-y-4">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<h2 id="terms-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
					Terms
				</h2>
				<button id={ADD_BUTTON_ID} type="button" className="btn-primary" onClick={onAdd}>
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
					value={terms.query}
					aria-describedby="terms-status"
					onChange={(event) => terms.changeQuery(event.target.value)}
				/>
			</div>
			{/* As tall as the retry button, so the table stays put when one appears. */}
			<div className="flex min-h-9 flex-wrap items-center gap-3">
				<p
					id="terms-status"
					role="status"
					// Pages keep arriving: screen readers wait for the final count.
					aria-busy={terms.list.loadingMore || undefined}
					className={
						status.placeholder
							? 'w-full rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-base text-slate-700 dark:border-slate-700 dark:text-slate-300'
							: 'text-sm text-slate-600 dark:text-slate-400'
					}
				>
					{status.text}
					{failureDetail && <> {failureDetail}</>}
				</p>
				{status.retry && (
					<button
						type="button"
						className={status.placeholder ? 'btn-secondary mx-auto' : 'btn-secondary px-3 py-1.5'}
						onClick={terms.list.retry}
					>
						{status.retry}
					</button>
				)}
			</div>
			{rows.length > 0 && (
				<>
					<TablePager terms={terms} />
					<div
						className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
						role="region"
						aria-labelledby="terms-caption"
						tabIndex={0}
					>
						{/* Below 640 px each row is a card the width of the screen, its values labelled. */}
						<table className="w-full table-fixed border-collapse text-left text-sm max-sm:block sm:min-w-[48rem]">
							<caption id="terms-caption" className="sr-only">
								{terms.query.trim() !== ''
									? `Glossary terms found, best matches first, then by term, ${sort}`
									: `Glossary terms, sorted by term, ${sort}`}
							</caption>
							<thead className="bg-slate-50 text-slate-900 max-sm:block dark:bg-slate-800/60 dark:text-white">
								<tr className="max-sm:block">
									<th
										scope="col"
										aria-sort={sort}
										className="w-[22%] px-4 py-3 font-semibold max-sm:block max-sm:w-auto"
									>
										<button
											type="button"
											className="-mx-1 inline-flex min-h-6 items-center gap-1 rounded px-1 hover:text-brand-700 dark:hover:text-brand-300"
											onClick={() => terms.changeSort(next)}
										>
											Term
											<span aria-hidden="true">{sort === 'ascending' ? '▲' : '▼'}</span>
											<span className="sr-only">, sort {next}</span>
										</button>
									</th>
									<th scope="col" className="w-[38%] px-4 py-3 font-semibold max-sm:hidden">
										Definition
									</th>
									<th scope="col" className="w-[22%] px-4 py-3 font-semibold max-sm:hidden">
										Categories
									</th>
									<th scope="col" className="w-44 px-4 py-3 font-semibold max-sm:hidden">
										Actions
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-200 max-sm:block dark:divide-slate-800">
								{rows.map((term) => (
									<TermRow
										key={term.id}
										term={term}
										deleting={deletingId === term.id}
										{...actions}
									/>
								))}
							</tbody>
						</table>
					</div>
				</>
			)}
		</section>
	);
}

interface RowProps extends RowActions {
	term: TermEntry;
	deleting: boolean;
}

const TermRow = memo(function TermRow({ term, deleting, onEdit, onDelete }: RowProps) {
	const categories = parseCategories(term.categories);
	return (
		<tr className="align-top hover:bg-slate-50 max-sm:block max-sm:py-2 dark:hover:bg-slate-800/40">
			<th
				scope="row"
				className="px-4 py-3 font-semibold break-words text-slate-900 max-sm:block max-sm:py-1 dark:text-white"
			>
				<span className="block">{term.term}</span>
				<span className="mt-0.5 block font-mono text-xs font-normal break-all text-slate-600 dark:text-slate-400">
					{term.slug}
				</span>
			</th>
			<td className="px-4 py-3 text-slate-700 max-sm:block max-sm:py-1 dark:text-slate-300">
				<CardLabel>Definition</CardLabel>
				{definitionPreview(term)}
			</td>
			<td className="px-4 py-3 text-slate-700 max-sm:block max-sm:py-1 dark:text-slate-300">
				<CardLabel>Categories</CardLabel>
				{categories.length ? (
					<ul className="space-y-1">
						{categories.map((ref) => (
							<li key={`${ref.primary}:${ref.secondary}`}>
								{ref.primary}
								{ref.secondary && (
									<span className="text-slate-600 dark:text-slate-400"> › {ref.secondary}</span>
								)}
							</li>
						))}
					</ul>
				) : (
					<>
						<span aria-hidden="true">-</span>
						<span className="sr-only">None</span>
					</>
				)}
			</td>
			<td className="px-4 py-3 max-sm:block max-sm:pt-2">
				<div className="flex flex-wrap gap-2">
					<button
						id={editButtonId(term.id)}
						type="button"
						className="btn-secondary px-3 py-1.5"
						aria-label={`Edit ${term.term}`}
						onClick={() => onEdit(term)}
					>
						Edit
					</button>
					<button
						type="button"
						className="btn-secondary px-3 py-1.5"
						aria-label={`History of ${term.term}`}
						onClick={() => onEdit(term, true)}
					>
						History
					</button>
					<button
						id={deleteButtonId(term.id)}
						type="button"
						className="btn inline-flex border border-red-300 bg-white px-3 py-1.5 text-red-800 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950"
						aria-label={`${deleting ? 'Deleting' : 'Delete'} ${term.term}`}
						aria-disabled={deleting || undefined}
						onClick={() => !deleting && onDelete(term)}
					>
						{deleting ? 'Deleting...' : 'Delete'}
					</button>
				</div>
			</td>
		</tr>
	);
});
