import { useId, useMemo, useState, type ReactNode } from 'react';
import type { CategoryEntry, CategoryType, Difficulty } from '../../lib/glossary/schema';
import { DIFFICULTY_LEVELS } from '../../lib/glossary/constants';
import { FailureNote } from '../FailureNote';

interface Props {
	categories: CategoryEntry[] | undefined;
	/** Why the categories did not load, if they did not. */
	categoriesError: unknown;
	onRetryCategories: () => void;
	category: string | null;
	categoryType: CategoryType;
	difficulty: Difficulty | null;
	onCategory: (category: string, type: CategoryType) => void;
	onDifficulty: (difficulty: Difficulty) => void;
	onClearFilters: () => void;
}

/** A collapsible panel, closed at first: a button with aria-expanded controlling its region. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
	const [open, setOpen] = useState(false);
	const id = useId();
	return (
		<section className="card overflow-hidden">
			<h2 className="m-0">
				<button
					type="button"
					aria-expanded={open}
					aria-controls={id}
					onClick={() => setOpen(!open)}
					className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800"
				>
					{title}
					<svg
						aria-hidden="true"
						className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
						viewBox="0 0 20 20"
						fill="currentColor"
					>
						<path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
					</svg>
				</button>
			</h2>
			<div
				id={id}
				hidden={!open}
				className="border-t border-slate-200 px-4 py-3 dark:border-slate-800"
			>
				{children}
			</div>
		</section>
	);
}

/**
 * Filters: a categories panel (collapsed by default) listing primary categories, numbered and
 * alphabetical, each with its secondary categories lettered A, B, C…; and a difficulty panel.
 */
export function Sidebar(props: Props) {
	const tree = useMemo(() => {
		const primaries = (props.categories ?? [])
			.filter((c) => c.type === 'primary')
			.sort((a, b) => a.category.localeCompare(b.category));
		return primaries.map((primary) => ({
			primary,
			secondaries: (props.categories ?? [])
				.filter((c) => c.type === 'secondary' && c.parentCategory === primary.category)
				.sort((a, b) => a.category.localeCompare(b.category)),
		}));
	}, [props.categories]);
	const hasFilter = Boolean(props.category || props.difficulty);
	const isSelected = (category: string, type: CategoryType) =>
		props.category?.toLowerCase() === category.toLowerCase() &&
		(props.categoryType === type || props.categoryType === 'all');

	const itemClass = (selected: boolean) =>
		[
			'flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm',
			selected
				? 'bg-brand-700 font-semibold text-white dark:bg-brand-300 dark:text-brand-950'
				: 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
		].join(' ');

	/** A category, by the name shown (a secondary one without its primary's), and its count. */
	const categoryButton = (entry: CategoryEntry, name: string) => {
		const selected = isSelected(entry.category, entry.type);
		return (
			<button
				type="button"
				aria-pressed={selected}
				className={itemClass(selected)}
				onClick={() => props.onCategory(entry.category, entry.type)}
			>
				<span>{name}</span>
				<span className="tabular-nums opacity-80">{entry.count}</span>
			</button>
		);
	};

	return (
		<div className="space-y-4">
			{hasFilter && (
				<button type="button" className="btn-secondary w-full" onClick={props.onClearFilters}>
					Clear Filters
				</button>
			)}
			<Panel title="Categories">
				{props.categoriesError ? (
					<FailureNote
						title="Couldn't load categories."
						error={props.categoriesError}
						onRetry={props.onRetryCategories}
					/>
				) : !props.categories ? (
					<p className="text-sm text-slate-700 dark:text-slate-300">Loading categories…</p>
				) : (
					<ol className="list-decimal space-y-2 pl-5 marker:text-slate-600 dark:marker:text-slate-400">
						{tree.map(({ primary, secondaries }) => (
							<li key={primary.category}>
								{categoryButton(primary, primary.category)}
								{secondaries.length > 0 && (
									<ol className="mt-1 list-[upper-alpha] space-y-0.5 pl-5 marker:text-slate-600 dark:marker:text-slate-400">
										{secondaries.map((secondary) => (
											<li key={secondary.category}>
												{categoryButton(
													secondary,
													secondary.category.slice(primary.category.length + 1),
												)}
											</li>
										))}
									</ol>
								)}
							</li>
						))}
					</ol>
				)}
			</Panel>
			<Panel title="Difficulty">
				<ul className="space-y-1">
					{DIFFICULTY_LEVELS.map((level) => (
						<li key={level}>
							<button
								type="button"
								aria-pressed={props.difficulty === level}
								className={`${itemClass(props.difficulty === level)} capitalize`}
								onClick={() => props.onDifficulty(level)}
							>
								{level}
							</button>
						</li>
					))}
				</ul>
			</Panel>
		</div>
	);
}
