import { useId, useState } from 'react';
import { reviewApi } from '../../lib/api-client';
import { DIFFICULTY_LEVELS } from '../../lib/glossary/constants';
import { describeAdd } from '../../lib/review/cards';
import { addToReview, removeFromReview } from '../../lib/review/review-store';

export interface Deck {
	slug: string;
	name: string;
	counts: Record<string, number>;
}

interface Props {
	/** The build's decks (`/review/index.json`); undefined until they arrive. */
	decks?: Deck[];
	/** The decks could not be fetched (offline). */
	unavailable: boolean;
}

/** "Add a deck": every term of one category at one level, said what it did, with undo. */
export function DeckPicker({ decks, unavailable }: Props) {
	const [chosen, setDeck] = useState<string>();
	const [difficulty, setDifficulty] = useState('beginner');
	const [deckNote, setDeckNote] = useState<{ text: string; added: string[] }>();
	const ids = { deck: useId(), difficulty: useId() };
	const deck = chosen ?? decks?.[0]?.slug ?? '';
	const selected = decks?.find((d) => d.slug === deck);

	const addDeck = async () => {
		try {
			const terms = (await reviewApi.deck(deck)).filter((t) => t.difficulty === difficulty);
			const outcome = await addToReview(terms.flatMap((t) => t.cards));
			setDeckNote({ text: describeAdd(outcome), added: outcome.added });
		} catch {
			setDeckNote({
				text: "Couldn't load the deck. Check your connection and try again.",
				added: [],
			});
		}
	};

	return (
		<section aria-labelledby="review-decks">
			<h2 id="review-decks" className="text-xl font-bold text-slate-900 dark:text-white">
				Add a deck
			</h2>
			{unavailable && !decks ? (
				<p className="mt-2 text-slate-700 dark:text-slate-300">
					Decks need the network. Your cards work offline.
				</p>
			) : (
				// The button has a line of its own: its label grows when the decks arrive, and nothing
				// beside it may move (layout shift).
				<div className="mt-3">
					<div className="flex flex-wrap items-end gap-3">
						<div>
							<label className="label" htmlFor={ids.difficulty}>
								Level
							</label>
							<select
								id={ids.difficulty}
								className="field min-h-11"
								value={difficulty}
								onChange={(e) => setDifficulty(e.target.value)}
							>
								{DIFFICULTY_LEVELS.map((d) => (
									<option key={d} value={d}>
										{d[0]!.toUpperCase() + d.slice(1)}
									</option>
								))}
							</select>
						</div>
						{/* A width of its own, whatever the names the decks bring. */}
						<div className="w-60 max-w-full">
							<label className="label" htmlFor={ids.deck}>
								Category
							</label>
							<select
								id={ids.deck}
								className="field min-h-11"
								value={deck}
								onChange={(e) => setDeck(e.target.value)}
							>
								{(decks ?? []).map((d) => (
									<option key={d.slug} value={d.slug}>
										{d.name}
									</option>
								))}
							</select>
						</div>
					</div>
					<button
						type="button"
						className="btn-secondary mt-3 min-h-11"
						disabled={!selected}
						onClick={() => void addDeck()}
					>
						{selected
							? `Add all ${selected.counts[difficulty] ?? 0} ${difficulty} terms in ${selected.name}`
							: 'Add the deck'}
					</button>
				</div>
			)}
			<p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
				{deckNote && (
					<>
						{deckNote.text}{' '}
						{deckNote.added.length > 0 && (
							<button
								type="button"
								className="link min-h-6"
								onClick={() =>
									void removeFromReview(deckNote.added).then(() =>
										setDeckNote({ text: 'Removed again.', added: [] }),
									)
								}
							>
								Undo
							</button>
						)}
					</>
				)}
			</p>
		</section>
	);
}
