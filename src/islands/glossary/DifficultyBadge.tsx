import type { Difficulty } from '../../lib/glossary/schema';

const STYLES: Record<Difficulty, string> = {
	beginner:
		'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
	intermediate:
		'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
	advanced:
		'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800',
};

export function DifficultyBadge({ level }: { level: Difficulty }) {
	return (
		<span
			className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${STYLES[level]}`}
		>
			<span className="sr-only">Difficulty: </span>
			{level}
		</span>
	);
}
