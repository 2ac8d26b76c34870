import { ALPHABET } from '../../lib/glossary/alphabet';
import type { LetterEntry } from '../../lib/glossary/schema';
import { termCountLabel } from '../../lib/glossary/term-count';
import { SkeletonTiles } from '../Skeleton';

interface Props {
	letters: LetterEntry[] | undefined;
	selected: string | null;
	onSelect: (letter: string) => void;
}

/** "Browse by Alphabets": 26 tiles; letters without terms are dimmed and cannot be chosen. */
export function LetterBar({ letters, selected, onSelect }: Props) {
	if (!letters) {
		return (
			<SkeletonTiles
				count={ALPHABET.length}
				className="grid grid-cols-7 gap-2 sm:grid-cols-13"
				testId="letter-skeletons"
			/>
		);
	}
	const counts = new Map(letters.map((entry) => [entry.letter, entry.count]));
	return (
		<ul className="grid grid-cols-7 gap-2 sm:grid-cols-13">
			{ALPHABET.map((letter) => {
				const count = counts.get(letter) ?? 0;
				const isSelected = selected === letter;
				return (
					<li key={letter}>
						<button
							type="button"
							disabled={count === 0}
							aria-pressed={isSelected}
							aria-label={`${letter}, ${termCountLabel(count)}`}
							title={termCountLabel(count)}
							onClick={() => onSelect(letter)}
							className={[
								'h-11 w-full rounded-lg text-base font-bold transition-colors',
								isSelected
									? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950'
									: count === 0
										? 'cursor-not-allowed bg-slate-100 text-slate-400 dark:bg-slate-900 dark:text-slate-600'
										: 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400 dark:bg-slate-900 dark:text-white dark:ring-slate-700 dark:hover:bg-slate-800',
							].join(' ')}
						>
							{letter}
						</button>
					</li>
				);
			})}
		</ul>
	);
}
