/**
 * Wall-clock figures. The tests that measure them judge only what the code does (the gate must
 * pass on a busy machine); `npm run bench:timings` runs the same tests with TIMINGS_FILE set and
 * prints each figure recorded here beside its threshold, PASS or OVER (or SHORT, for a wait that
 * must last at least so long).
 */
import { appendFileSync } from 'node:fs';

export interface Threshold {
	/** What is timed, as the bench prints it. */
	label: string;
	/** The limit in ms; none for a figure that is reported only. */
	limitMs?: number;
	/** The figure must reach the limit rather than stay under it. */
	atLeast?: boolean;
}

export const TIMINGS = {
	'search-10k': {
		label: 'Glossary search with 10,000 more terms, each worst-case query',
		limitMs: 150,
	},
	'admin-filter-700': {
		label: 'Admin list filter (filterTerms), 700 terms, mean of 20',
		limitMs: 20,
	},
	'lock-wait': {
		label: 'A write waits for the lock another process holds for 1.2 s',
		limitMs: 800,
		atLeast: true,
	},
	'lock-stall': {
		label: 'Longest event-loop stall while the write waits (limit: half the wait)',
	},
	'admin-render-700': {
		label: 'Admin page, 700 terms: rendered after the first answer (best of 2)',
		limitMs: 1500,
	},
	'admin-search-700': {
		label: 'Admin page, 700 terms: keystroke to filtered table, slowest of best of 5',
		limitMs: 1000,
	},
	'admin-700-cpu4x': { label: 'Admin page, 700 terms, CPU slowed 4x (render, slowest search)' },
	'admin-longest-task-3000': {
		label: 'Admin page, 3,000 terms loaded in pages: longest task',
		limitMs: 200,
	},
	'site-search-warm-median': {
		label: 'Site search: keystroke to results, median of 5 warm queries',
		limitMs: 300,
	},
	'site-search-first-query': { label: 'Site search: keystroke to results, first query (cold)' },
	'term-page-fresh': {
		label: 'A save to its term page showing it at the next visit',
		limitMs: 10_000,
	},
	'first-effect': {
		label: 'First click on a slow phone: effect before JavaScript (fastest of 3)',
		limitMs: 100,
	},
} satisfies Record<string, Threshold>;

export type TimingId = keyof typeof TIMINGS;

export interface TimingRecord {
	id: TimingId;
	ms: number;
	/** Which case of the scenario (a query, a control). */
	detail?: string;
	/** A limit that depends on the run (e.g. half of a measured wait), instead of the fixed one. */
	limitMs?: number;
}

/** Records a figure for `npm run bench:timings`; does nothing in `npm test`. */
export function recordTiming(
	id: TimingId,
	ms: number,
	extra: Omit<TimingRecord, 'id' | 'ms'> = {},
): void {
	const file = process.env.TIMINGS_FILE;
	if (!file) return;
	appendFileSync(file, `${JSON.stringify({ id, ms: Math.round(ms * 10) / 10, ...extra })}\n`);
}
