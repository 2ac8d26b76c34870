/**
 * What to review now: cards in learning or relearning that are due, then reviews due today up to
 * the day's review limit (most overdue first), then new cards up to the day's new-card limit
 * (the reader's settings, 100 and 10 by default), oldest added first, one per term a day, as Anki
 * orders a day. A day starts at 4 a.m. local time, so a session after midnight still counts for
 * the evening before. After a break the review limit spreads the pile over the following days.
 */
import { isReviewable, type LearnerState, type ReviewCard } from '../learning/state.ts';
import { retrievability } from './memory.ts';

/** ts-fsrs State values. */
export const STATE = { new: 0, learning: 1, review: 2, relearning: 3 } as const;
const DAY_STARTS_AT_HOUR = 4;

/** The start of the review day that contains `now`, local time. */
export function dayStart(now: number): number {
	const date = new Date(now);
	if (date.getHours() < DAY_STARTS_AT_HOUR) date.setDate(date.getDate() - 1);
	date.setHours(DAY_STARTS_AT_HOUR, 0, 0, 0);
	return date.getTime();
}

/** The start of the next review day (a calendar day later, so daylight-saving days are right). */
export function nextDayStart(now: number): number {
	const date = new Date(dayStart(now));
	date.setDate(date.getDate() + 1);
	return date.getTime();
}

/** Cards in review, not suspended, whose text this device has (a card synced from another device
 * gets its text from the site when /review next opens online). */
const active = (state: LearnerState) => Object.values(state.cards).filter(isReviewable);
const isNew = (card: ReviewCard) => card.schedule.state === STATE.new;

/** Cards made from the same term are siblings: `term:overfitting:definition` → `term:overfitting`. */
export const siblingKey = (id: string) =>
	id.startsWith('term:') ? id.slice(0, id.lastIndexOf(':')) : id;

/** New cards introduced (graded for the first time) since the review day began. */
export function newIntroducedToday(state: LearnerState, now: number): number {
	const start = dayStart(now);
	const introduced = new Set(
		state.log.filter((e) => e.at >= start && e.state === STATE.new).map((e) => e.card),
	);
	return introduced.size;
}

/** Reviews of cards in the review state (not learning steps, not new cards) since the day began. */
export function reviewsDoneToday(state: LearnerState, now: number): number {
	const start = dayStart(now);
	return state.log.filter((e) => e.at >= start && e.state === STATE.review).length;
}

/**
 * The order of cards due for review: the least likely to be recalled now first (lowest FSRS
 * retrievability: the most overdue for its interval), then the most important, which is the card
 * forgotten most often (most lapses), then the one due first.
 */
export function byPriority(cards: ReviewCard[], now: number): ReviewCard[] {
	const recall = new Map(cards.map((c) => [c.id, retrievability(c.schedule, now)]));
	return [...cards].sort(
		(a, b) =>
			recall.get(a.id)! - recall.get(b.id)! ||
			b.schedule.lapses - a.schedule.lapses ||
			a.schedule.due - b.schedule.due ||
			a.id.localeCompare(b.id),
	);
}

export interface Queue {
	/** Learning and relearning cards due now. */
	learning: ReviewCard[];
	/** Review cards due before the day ends, up to the day's review limit, most overdue first. */
	review: ReviewCard[];
	/** Review cards due today beyond the day's limit: they wait for tomorrow. */
	waiting: number;
	/** New cards the day's limit still allows. */
	fresh: ReviewCard[];
	/** The card to show now, if any. */
	next?: ReviewCard;
}

export function buildQueue(state: LearnerState, now: number): Queue {
	const cards = active(state);
	const dayEnd = nextDayStart(now);
	const byDue = (a: ReviewCard, b: ReviewCard) => a.schedule.due - b.schedule.due;
	const learning = cards
		.filter(
			(c) =>
				(c.schedule.state === STATE.learning || c.schedule.state === STATE.relearning) &&
				c.schedule.due <= now,
		)
		.sort(byDue);
	const due = byPriority(
		cards.filter((c) => c.schedule.state === STATE.review && c.schedule.due < dayEnd),
		now,
	);
	const room = Math.max(0, state.settings.reviewsPerDay - reviewsDoneToday(state, now));
	const review = due.slice(0, room);
	const waiting = due.length - review.length;
	// While reviews wait for tomorrow, no new card adds to the pile.
	const allowance = waiting
		? 0
		: Math.max(0, state.settings.newPerDay - newIntroducedToday(state, now));
	// As Anki buries new siblings: one card of a term a day, so "What is overfitting?" is not
	// followed by its own definition asking for the name. A term reviewed or due today introduces
	// no new card; its siblings come on the following days.
	const start = dayStart(now);
	const busy = new Set(
		[
			...cards.filter((c) => !isNew(c) && (c.schedule.last_review ?? 0) >= start),
			...learning,
			...review,
		].map((c) => siblingKey(c.id)),
	);
	const fresh: ReviewCard[] = [];
	for (const card of cards
		.filter(isNew)
		.sort((a, b) => a.added - b.added || a.id.localeCompare(b.id))) {
		if (fresh.length >= allowance) break;
		const key = siblingKey(card.id);
		if (busy.has(key)) continue;
		busy.add(key);
		fresh.push(card);
	}
	return { learning, review, waiting, fresh, next: learning[0] ?? review[0] ?? fresh[0] };
}

/**
 * When the next card becomes due once today's queue is empty: a learning card later today, a
 * review card on a later day, or new cards and reviews beyond today's limit when the next day
 * begins.
 */
export function nextDue(state: LearnerState, now: number): number | undefined {
	const tomorrow = nextDayStart(now);
	const limited = buildQueue(state, now).waiting > 0;
	const candidates = active(state)
		.map((c) =>
			isNew(c)
				? tomorrow
				: limited && c.schedule.state === STATE.review
					? Math.max(c.schedule.due, tomorrow)
					: c.schedule.due,
		)
		.filter((due) => due > now);
	return candidates.length ? Math.min(...candidates) : undefined;
}

export interface CardCounts {
	new: number;
	learning: number;
	review: number;
	total: number;
}

export function countByState(state: LearnerState): CardCounts {
	const counts = { new: 0, learning: 0, review: 0, total: 0 };
	for (const card of active(state)) {
		counts.total++;
		if (card.schedule.state === STATE.new) counts.new++;
		else if (card.schedule.state === STATE.review) counts.review++;
		else counts.learning++;
	}
	return counts;
}
