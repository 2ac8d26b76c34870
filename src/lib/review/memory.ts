/**
 * How well a card is remembered now: FSRS retrievability, the probability of recalling it, by
 * ts-fsrs's own forgetting curve with its default parameters (those the scheduler in schedule.ts
 * uses). Only the curve is imported, so the pages that paint progress do not carry the scheduler.
 */
import { default_w, forgetting_curve } from 'ts-fsrs';
import type { Schedule } from '../learning/state.ts';

const DAY = 24 * 3600_000;

/**
 * The card's retrievability at `now` (0–1), as ts-fsrs's `get_retrievability` gives it: whole days
 * since the last review on the forgetting curve of its stability; 0 for a card never reviewed.
 */
export function retrievability(schedule: Schedule, now: number): number {
	if (schedule.state === 0 || schedule.last_review === null || schedule.stability <= 0) return 0;
	const days = Math.max(0, Math.floor((now - schedule.last_review) / DAY));
	return forgetting_curve(default_w, days, +schedule.stability.toFixed(8));
}
