import type { TermSummary } from '../../lib/glossary/schema';
import { termPath } from '../../lib/glossary/term-pages';
import { cardDefinition } from '../../lib/glossary/view-state';
import { SkeletonCards } from '../Skeleton';
import { DifficultyBadge } from './DifficultyBadge';

/**
 * Cards linking to the terms' own pages. `onFollow` hears which card is followed (the link itself
 * is never held back), so the list can put the reader back there when they return.
 */
export function TermList({
	terms,
	onFollow,
}: {
	terms: TermSummary[];
	onFollow?: (slug: string) => void;
}) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2">
			{terms.map((term) => (
				<li key={term.id}>
					<a
						href={termPath(term.slug)}
						onClick={() => onFollow?.(term.slug)}
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
