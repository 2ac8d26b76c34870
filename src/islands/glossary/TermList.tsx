import type { MouseEvent } from 'react';
import { isModifiedClick } from '../../lib/click';
import type { TermSummary } from '../../lib/glossary/schema';
import { cardDefinition } from '../../lib/glossary/view-state';
import { SkeletonCards } from '../Skeleton';
import { DifficultyBadge } from './DifficultyBadge';

/** Opens a term in the page instead of following the link (a plain or modified click works too). */
export function interceptTermLink(event: MouseEvent<HTMLAnchorElement>, open: () => void) {
	if (isModifiedClick(event)) return;
	event.preventDefault();
	open();
}

export function TermList({
	terms,
	onOpen,
}: {
	terms: TermSummary[];
	onOpen: (slug: string) => void;
}) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2">
			{terms.map((term) => (
				<li key={term.id}>
					<a
						href={`/glossary?term=${encodeURIComponent(term.slug)}`}
						onClick={(event) => interceptTermLink(event, () => onOpen(term.slug))}
						className="card flex h-full flex-col p-5 transition-colors hover:border-brand-300 dark:hover:border-brand-700"
					>
						<span className="flex items-start justify-between gap-3">
							<span className="text-lg font-semibold text-slate-900 dark:text-white">
								{term.term}
							</span>
							<DifficultyBadge level={term.difficulty_level} />
						</span>
						{term.aliases && (
							<span className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
								{term.aliases}
							</span>
						)}
						<span className="mt-2 line-clamp-3 text-slate-700 dark:text-slate-300">
							{cardDefinition(term)}
						</span>
					</a>
				</li>
			))}
		</ul>
	);
}

/** Ten placeholder cards while a list of terms loads. */
export function TermListSkeleton() {
	return (
		<SkeletonCards
			count={10}
			className="grid gap-4 sm:grid-cols-2"
			cardClassName="h-32 p-5"
			testId="term-skeletons"
		/>
	);
}
