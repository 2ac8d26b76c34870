/**
 * Review changes as the islands make them: each one a single change of the learner's store
 * (src/lib/learning/store.ts), returning what it did, for the islands to say and to undo.
 */
import { updateState } from '../learning/store.ts';
import { addCards, removeCards, type AddResult, type NewCard } from './cards.ts';

/** Adds cards to review; says which were added and how many were already there. */
export async function addToReview(cards: NewCard[]): Promise<Omit<AddResult, 'state'>> {
	let outcome: Omit<AddResult, 'state'> = { added: [], already: 0 };
	await updateState((state) => {
		const { state: next, ...result } = addCards(state, cards, Date.now());
		outcome = result;
		return next;
	});
	return outcome;
}

/** Takes cards out of review (an undo of addToReview). */
export async function removeFromReview(ids: string[]): Promise<void> {
	await updateState((state) => removeCards(state, ids, Date.now()));
}
