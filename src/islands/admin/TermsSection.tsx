import { useId } from 'react';
import type { SortDirection } from '../../lib/admin/list';
import type { ListStatus } from '../../lib/admin/list-status';
import type { TermEntry } from '../../lib/glossary/term-entry';
import TablePager from './TablePager';
import TermTable from './TermTable';

/** Where focus goes when nothing nearer is left: the Add Term button. */
export const ADD_BUTTON_ID = 'add-term-button';

interface Props {
	hidden: boolean;
	query: string;
	onQueryChange: (query: string) => void;
	/** The status line under the search: count, progress or failure, and its retry. */
	status: ListStatus;
	/** More pages are still arriving. */
	busy: boolean;
	/** Why the list could not load, when nothing has arrived. */
	failureDetail: string | null;
	onRetry: () => void;
	/** The rows of the shown page. */
	rows: TermEntry[];
	page: number;
	total: number;
	onPageChange: (page: number) => void;
	sort: SortDirection;
	deletingId: number | null;
	onSortChange: (direction: SortDirection) => void;
	onAdd: () => void;
	onEdit: (term: TermEntry) => void;
	onHistory: (term: TermEntry) => void;
	onDelete: (term: TermEntry) => void;
}

/** The admin screen's list: Add Term, the search, the status line, and the table a page at a time. */
export default function TermsSection({
	hidden,
	query,
	onQueryChange,
	status,
	busy,
	failureDetail,
	onRetry,
	rows,
	page,
	total,
	onPageChange,
	sort,
	deletingId,
	onSortChange,
	onAdd,
	onEdit,
	onHistory,
	onDelete,
}: Props) {
	const searchId = useId();
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
					value={query}
					aria-describedby="terms-status"
					onChange={(event) => onQueryChange(event.target.value)}
				/>
			</div>
			{/* As tall as the retry button, so the table stays put when one appears. */}
			<div className="flex min-h-9 flex-wrap items-center gap-3">
				<p
					id="terms-status"
					role="status"
					// Pages keep arriving: screen readers wait for the final count.
					aria-busy={busy || undefined}
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
						onClick={onRetry}
					>
						{status.retry}
					</button>
				)}
			</div>
			{rows.length > 0 && (
				<>
					<TablePager page={page} total={total} onPageChange={onPageChange} />
					<TermTable
						terms={rows}
						sort={sort}
						ranked={query.trim() !== ''}
						deletingId={deletingId}
						onSortChange={onSortChange}
						onEdit={onEdit}
						onHistory={onHistory}
						onDelete={onDelete}
					/>
				</>
			)}
		</section>
	);
}
