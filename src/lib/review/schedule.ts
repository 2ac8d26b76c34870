/**
 * Scheduling with FSRS through `ts-fsrs` (the maintained implementation; we write no scheduler):
 * the four outcomes of grading a card, with their intervals, and the card after a grade. Cards
 * keep their state as plain numbers (state.ts `Schedule`); this converts at the edges.
 */
import { fsrs, type Card, type Grade } from 'ts-fsrs';
import {
	SCHEDULE_NUMBERS,
	type ReviewCard,
	type ReviewLogEntry,
	type Schedule,
} from '../learning/state.ts';

/** Default FSRS parameters: 90% desired retention, learning steps of 1 and 10 minutes. */
const scheduler = fsrs({ enable_fuzz: false });

export const GRADES = [
	{ rating: 1, label: 'Again', key: '1' },
	{ rating: 2, label: 'Hard', key: '2' },
	{ rating: 3, label: 'Good', key: '3' },
	{ rating: 4, label: 'Easy', key: '4' },
] as const;
export type GradeValue = (typeof GRADES)[number]['rating'];

function toCard(schedule: Schedule): Card {
	return {
		...schedule,
		due: new Date(schedule.due),
		last_review: schedule.last_review === null ? undefined : new Date(schedule.last_review),
	} as Card;
}

/** The schedule's numbers only (a date as its time), whatever else ts-fsrs puts on a card. */
const toSchedule = (card: Card): Schedule =>
	({
		...Object.fromEntries(SCHEDULE_NUMBERS.map((key) => [key, Number(card[key])])),
		last_review: card.last_review ? card.last_review.getTime() : null,
	}) as Schedule;

/** When the card would next be due after each grade, by rating. */
export function previewDue(schedule: Schedule, now: number): Record<GradeValue, number> {
	const preview = scheduler.repeat(toCard(schedule), new Date(now));
	return Object.fromEntries(
		GRADES.map(({ rating }) => [rating, preview[rating as Grade].card.due.getTime()]),
	) as Record<GradeValue, number>;
}

/** The card after the reader graded it, and the log entry of that grade. */
export function gradeCard(
	card: ReviewCard,
	rating: GradeValue,
	now: number,
): { card: ReviewCard; entry: ReviewLogEntry } {
	const result = scheduler.next(toCard(card.schedule), new Date(now), rating as Grade);
	return {
		card: { ...card, schedule: toSchedule(result.card), at: now },
		entry: { card: card.id, at: now, rating, state: card.schedule.state },
	};
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An interval as the grade buttons show it: "1 min", "10 min", "3 h", "4 d", "2.5 mo", "1.2 y". */
export function formatInterval(ms: number): string {
	if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
	if (ms < DAY) return `${Math.round(ms / HOUR)} h`;
	const days = ms / DAY;
	if (days < 30) return `${Math.round(days)} d`;
	if (days < 365) return `${Number((days / 30).toFixed(1))} mo`;
	return `${Number((days / 365).toFixed(1))} y`;
}

/** The words a screen reader says for an interval: "in 10 minutes", "in 4 days". */
export function spokenInterval(ms: number): string {
	const short = formatInterval(ms);
	const [value, unit] = short.split(' ');
	const names: Record<string, string> = {
		min: 'minute',
		h: 'hour',
		d: 'day',
		mo: 'month',
		y: 'year',
	};
	const name = names[unit!]!;
	return `in ${value} ${name}${value === '1' ? '' : 's'}`;
}
