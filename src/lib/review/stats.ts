/** Review statistics from the review log: reviews per day and retention. */
import type { LearnerState } from '../learning/state.ts';
import { dayStart, STATE } from './queue.ts';

const DAY = 24 * 3600_000;

/** Reviews on each of the last `days` review days, oldest first (today last). */
export function reviewsPerDay(state: LearnerState, now: number, days = 7) {
	return Array.from({ length: days }, (_, index) => {
		const day = new Date(dayStart(now));
		day.setDate(day.getDate() - (days - 1 - index));
		const start = day.getTime();
		const end = new Date(start).setDate(day.getDate() + 1);
		return { start, count: state.log.filter((e) => e.at >= start && e.at < end).length };
	});
}

/**
 * Retention: the share of reviews of mature material (cards in the review state) answered
 * without "Again" over the last 30 days; undefined before there is any.
 */
export function retention(
	state: LearnerState,
	now: number,
): { rate: number; reviews: number } | undefined {
	const since = now - 30 * DAY;
	const reviews = state.log.filter((e) => e.at >= since && e.state === STATE.review);
	if (!reviews.length) return undefined;
	return {
		rate: reviews.filter((e) => e.rating > 1).length / reviews.length,
		reviews: reviews.length,
	};
}
