/**
 * Review cards in the learner's state: adding (with the count of what was already there),
 * removing, undoing, and refreshing a card's content when its source changed. A card's schedule
 * is keyed by its id, so it survives any edit of the term or question it was made from.
 */
import type { CardContent, LearnerState, Schedule } from '../learning/state.ts';

/** A new card's memory state: due now, never reviewed (what ts-fsrs's createEmptyCard gives). */
export function emptySchedule(now: number): Schedule {
	return {
		due: now,
		stability: 0,
		difficulty: 0,
		elapsed_days: 0,
		scheduled_days: 0,
		learning_steps: 0,
		reps: 0,
		lapses: 0,
		state: 0,
		last_review: null,
	};
}

/** What a card shows in place of the name or phrase it asks for. */
export const HIDDEN = '▁▁▁';

export interface NewCard {
	id: string;
	content: CardContent;
}

export interface AddResult {
	state: LearnerState;
	/** Ids of cards added now (new, or back after a removal). */
	added: string[];
	/** How many were already in review. */
	already: number;
}

/**
 * Adds cards. A card the reader removed earlier comes back with its old schedule; one already
 * active is left as it is (its content refreshed if it changed).
 */
export function addCards(state: LearnerState, cards: NewCard[], now: number): AddResult {
	const next = { ...state.cards };
	const added: string[] = [];
	let already = 0;
	for (const [index, { id, content }] of cards.entries()) {
		const current = next[id];
		if (current?.active) {
			already++;
			if (current.content.version !== content.version) next[id] = { ...current, content, at: now };
			continue;
		}
		next[id] = current
			? { ...current, content, active: true, activeAt: now, at: now }
			: // `added` keeps the given order among cards added at once (new cards come in that order).
				{
					id,
					content,
					active: true,
					activeAt: now,
					added: now + index,
					schedule: emptySchedule(now),
					at: now,
				};
		added.push(id);
	}
	return { state: { ...state, cards: next }, added, already };
}

/** Takes cards out of review (kept inactive, so the removal syncs and an undo keeps the schedule). */
export function removeCards(state: LearnerState, ids: string[], now: number): LearnerState {
	const next = { ...state.cards };
	for (const id of ids) {
		const card = next[id];
		if (card?.active) next[id] = { ...card, active: false, activeAt: now, at: now };
	}
	return { ...state, cards: next };
}

/** Replaces kept content with the current one where its version changed; schedules stay. */
export function refreshContent(
	state: LearnerState,
	current: Map<string, CardContent>,
	now: number,
): LearnerState {
	let changed = false;
	const next = { ...state.cards };
	for (const [id, card] of Object.entries(next)) {
		const content = current.get(id);
		if (content && (content.version !== card.content.version || card.content.prompt === '')) {
			next[id] = { ...card, content, at: now };
			changed = true;
		}
	}
	return changed ? { ...state, cards: next } : state;
}

/** "12 cards added, 3 already in your review." */
export function describeAdd({ added, already }: { added: string[]; already: number }): string {
	const count = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
	if (!added.length && !already) return 'No cards to add.';
	if (!added.length)
		return already === 1
			? 'Already in your review.'
			: `All ${count(already)} are already in your review.`;
	return `${count(added.length)} added${already ? `, ${already} already in your review` : ''}.`;
}

/** A short, stable fingerprint of a card's text, so a changed card is noticed. */
export function contentVersion(...parts: string[]): string {
	let hash = 2166136261;
	for (const char of parts.join('\u0000')) {
		hash ^= char.codePointAt(0)!;
		hash = Math.imul(hash, 16777619);
	}
	return (hash >>> 0).toString(36);
}
