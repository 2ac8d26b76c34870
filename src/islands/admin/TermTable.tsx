import { memo } from 'react';
import type { TermEntry } from '../../lib/glossary/term-entry';
import { parseCategories } from '../../lib/glossary/categories';
import { definitionPreview } from '../../lib/admin/preview';
import type { SortDirection } from '../../lib/admin/list';
import CardLabel from './CardLabel';

interface Props {
	/** The rows of the page shown, in display order. */
	terms: readonly TermEntry[];
	sort: SortDirection;
	/** The rows are search results: best matches first, each group sorted by term. */
	ranked: boolean;
	/** The term being deleted, if any. */
	deletingId: number | null;
	onSortChange: (direction: SortDirection) => void;
	onEdit: (term: TermEntry) => void;
	/** Opens the term with its history shown. */
	onHistory: (term: TermEntry) => void;
	onDelete: (term: TermEntry) => void;
}

/** Ids of a row's buttons, for returning focus to them. */
export const editButtonId = (id: number) => `term-edit-${id}`;
export const deleteButtonId = (id: number) => `term-delete-${id}`;

/**
 * The terms table: Term, Definition (preview), Categories, Actions, for one page of rows (the
 * pager beside it moves through the list). Rows are memoised, so a page that arrives in the
 * background re-renders only the rows it changes, and the table uses fixed layout, so the
 * browser does not measure every cell to size the columns.
 */
export default function TermTable({
	terms,
	sort,
	ranked,
	deletingId,
	onSortChange,
	onEdit,
	onHistory,
	onDelete,
}: Props) {
	const next: SortDirection = sort === 'ascending' ? 'descending' : 'ascending';
	return (
		<div
			className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
			role="region"
			aria-labelledby="terms-caption"
			tabIndex={0}
		>
			{/* Below 640 px each row is a card the width of the screen, its values labelled. */}
			<table className="w-full table-fixed border-collapse text-left text-sm max-sm:block sm:min-w-[48rem]">
				<caption id="terms-caption" className="sr-only">
					{ranked
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
								onClick={() => onSortChange(next)}
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
					{terms.map((term) => (
						<TermRow
							key={term.id}
							term={term}
							deleting={deletingId === term.id}
							onEdit={onEdit}
							onHistory={onHistory}
							onDelete={onDelete}
						/>
					))}
				</tbody>
			</table>
		</div>
	);
}

interface RowProps {
	term: TermEntry;
	deleting: boolean;
	onEdit: (term: TermEntry) => void;
	onHistory: (term: TermEntry) => void;
	onDelete: (term: TermEntry) => void;
}

const TermRow = memo(function TermRow({ term, deleting, onEdit, onHistory, onDelete }: RowProps) {
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
						onClick={() => onHistory(term)}
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
