/**
 * How well a card is remembered now: FSRS retrievability, the probability of recalling it, as
 * ts-fsrs computes it with its default parameters (those of the scheduler in schedule.ts). The
 * curve is written out here rather than imported: importing anything from ts-fsrs put the whole
 * library into the store's chunk, which every learning island loads (about 6 KB brotli more).
 * break.test.ts checks it against ts-fsrs's `get_retrievability` and its default decay.
 */
import type { Schedule } from '../learning/state.ts';

const DAY = 24 * 3600_000;
/** ts-fsrs's default decay (`default_w[20]`, FSRS-6). */
export const DECAY = 0.1542;
/** R = (1 + FACTOR · t / S) ^ −DECAY, with FACTOR making R = 90% at t = S (ts-fsrs `computeDecayFactor`). */
const FACTOR = Math.round((Math.exp(Math.log(0.9) / -DECAY) - 1) * 1e8) / 1e8;

/**
 * The card's retrievability at `now` (0–1), as ts-fsrs's `get_retrievability` gives it: whole days
 * since the last review on the forgetting curve of its stability; 0 for a card never reviewed.
 */
export function retrievability(schedule: Schedule, now: number): number {
	if (schedule.state === 0 || schedule.last_review === null || schedule.stability <= 0) return 0;
	const days = Math.max(0, Math.floor((now - schedule.last_review) / DAY));
	const stability = +schedule.stability.toFixed(8);
	return Math.round((1 + (FACTOR * days) / stability) ** -DECAY * 1e8) / 1e8;
}
