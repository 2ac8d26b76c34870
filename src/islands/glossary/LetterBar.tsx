import type { MouseEvent } from 'react';
import { isModifiedClick } from '../../lib/click';
import { ALPHABET } from '../../lib/glossary/alphabet';
import { letterPagePath } from '../../lib/glossary/letter-pages';
import type { LetterEntry } from '../../lib/glossary/schema';
import { termCountLabel } from '../../lib/glossary/term-count';
import { SkeletonTiles } from '../Skeleton';

interface Props {
	letters: LetterEntry[] | undefined;
	/** The letter shown: the browser's selected letter, or the letter page's own. */
	selected: string | null;
	/**
	 * Shows a letter in place (the glossary browser). Without it, or without JavaScript, or for a
	 * click that asks for a new tab, a letter is an ordinary link to its page of the A–Z index.
	 */
	onSelect?: (letter: string) => void;
	/** The bar sits on the selected letter's own page (which its link then names as current). */
	onLetterPage?: boolean;
}

const GRID = 'grid grid-cols-7 gap-2 sm:grid-cols-13';
/** Every tile is 44 px tall and at least 34 px wide (320 px screens): well over 24 × 24 px. */
const TILE = 'flex h-11 w-full items-center justify-center rounded-lg text-base font-bold';

/**
 * "Browse by Alphabets": 26 tiles, each a link to its letter's page; letters without terms are
 * dimmed and cannot be chosen. The selected letter is marked as the current one.
 */
export function LetterBar({ letters, selected, onSelect, onLetterPage = false }: Props) {
	if (!letters) {
		return <SkeletonTiles count={ALPHABET.length} className={GRID} testId="letter-skeletons" />;
	}
	const counts = new Map(letters.map((entry) => [entry.letter, entry.count]));
	const choose = (letter: string) => (event: MouseEvent<HTMLAnchorElement>) => {
		if (!onSelect || isModifiedClick(event)) return;
		event.preventDefault();
		onSelect(letter);
	};
	return (
		<ul className={GRID}>
			{ALPHABET.map((letter) => {
				const count = counts.get(letter) ?? 0;
				const label = `${letter}, ${termCountLabel(count)}`;
				if (count === 0) {
					return (
						<li key={letter}>
							{/* Nothing to lead to: a disabled control, dimmed and passed over by Tab. */}
							<button
								type="button"
								disabled
								aria-label={label}
								title={termCountLabel(count)}
								className={`${TILE} cursor-not-allowed bg-slate-100 text-slate-400 dark:bg-slate-900 dark:text-slate-600`}
							>
								{letter}
							</button>
						</li>
					);
				}
				const isSelected = selected === letter;
				return (
					<li key={letter}>
						<a
							href={letterPagePath(letter)}
							aria-current={isSelected ? (onLetterPage ? 'page' : 'true') : undefined}
							aria-label={label}
							title={termCountLabel(count)}
							onClick={choose(letter)}
							className={[
								TILE,
								'transition-colors',
								isSelected
									? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950'
									: 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-brand-50 hover:ring-brand-400 dark:bg-slate-900 dark:text-white dark:ring-slate-700 dark:hover:bg-slate-800',
							].join(' ')}
						>
							{letter}
						</a>
					</li>
				);
			})}
		</ul>
	);
}
