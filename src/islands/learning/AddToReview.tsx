import { useState } from 'react';
import { reviewApi } from '../../lib/api-client';
import { describeAdd, type NewCard } from '../../lib/review/cards';
import { addToReview } from '../../lib/review/review-store';
import { AddedNote, type Added } from '../review/AddedNote';

interface Props {
	/** Glossary slugs whose cards the button adds. */
	terms: string[];
	/** The button's words, e.g. "Add to review" or "Add this guide's 12 terms to review". */
	label: string;
	/** Smaller button, e.g. inside a list. */
	compact?: boolean;
}

/** Fetches the terms' cards a few at a time (static files, usually from the cache). */
async function fetchCards(terms: string[]): Promise<NewCard[]> {
	const cards: NewCard[] = [];
	for (let i = 0; i < terms.length; i += 6) {
		const batch = await Promise.all(terms.slice(i, i + 6).map((slug) => reviewApi.termCards(slug)));
		cards.push(...batch.flat());
	}
	return cards;
}

/**
 * "Add to review": puts the cards of one or more glossary terms into the reader's review
 * (/review), says what it did ("6 cards added, 3 already in your review") and can undo it. Its
 * code loads on first use; the cards are static files fetched then.
 */
export default function AddToReview({ terms, label, compact = false }: Props) {
	const [busy, setBusy] = useState(false);
	const [note, setNote] = useState<Added>();

	const add = async () => {
		if (busy) return;
		setBusy(true);
		try {
			const cards = await fetchCards(terms);
			const outcome = await addToReview(cards);
			setNote({ text: describeAdd(outcome), added: outcome.added });
		} catch {
			setNote({
				text: "Couldn't add the cards: they need the network the first time. Try again when you're online.",
				added: [],
			});
		} finally {
			setBusy(false);
		}
	};

	return (
		<div className={compact ? undefined : 'mt-4'}>
			<button
				type="button"
				className="btn-secondary min-h-11"
				onClick={() => void add()}
				aria-busy={busy}
			>
				{busy ? 'Adding…' : label}
			</button>
			<p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
				{note && <AddedNote note={note} link="Review now" onUndone={setNote} />}
			</p>
		</div>
	);
}
