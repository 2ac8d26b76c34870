/**
 * Coming back after a break (issue 39, item 5): 300 cards in review, a reader away for 14 days,
 * a limit of 50 reviews a day. The pile is spread over the following days, the cards most likely
 * forgotten come first, no new card comes while reviews wait, and the finished state can say how
 * many wait for tomorrow. All on a fixed clock.
 */
import { default_w, fsrs } from 'ts-fsrs';
import { describe, expect, test } from 'vitest';
import { emptyState, type LearnerState, type ReviewCard } from '../learning/state.ts';
import { emptySchedule } from './cards.ts';
import { DECAY, retrievability } from './memory.ts';
import { buildQueue, byPriority, nextDayStart, nextDue } from './queue.ts';
import { gradeCard } from './schedule.ts';

const DAY = 24 * 3600_000;
/** The last evening before the break. */
const BEFORE = new Date(2026, 10, 26, 20, 0, 0).getTime();
const BACK = BEFORE + 14 * DAY;
const LIMIT = 50;

/** A card in review, last reviewed `ago` days before BEFORE, due after `stability` days. */
function reviewCard(i: number, stability: number, ago: number, lapses = 0): ReviewCard {
	const last = BEFORE - ago * DAY;
	return {
		id: `term:t${i}:definition`,
		content: {
			prompt: `Q${i}`,
			answer: `A${i}`,
			href: `/glossary/t${i}`,
			label: `T${i}`,
			version: '1',
		},
		active: true,
		activeAt: 0,
		added: 0,
		schedule: {
			due: last + Math.round(stability) * DAY,
			stability,
			difficulty: 5,
			elapsed_days: 0,
			scheduled_days: Math.round(stability),
			learning_steps: 0,
			reps: 3 + lapses,
			lapses,
			state: 2,
			last_review: last,
		},
		at: last,
	};
}

function stateBeforeBreak(): LearnerState {
	const cards: Record<string, ReviewCard> = {};
	// Stabilities from 1 to 30 days, reviewed 0–9 days before the break (none overdue then); every seventh card lapsed.
	for (let i = 0; i < 300; i++) {
		// Nothing was overdue when the break began.
		const stability = 1 + ((i * 7) % 30);
		const card = reviewCard(i, stability, (i % 10) % stability, i % 7 === 0 ? 2 : 0);
		cards[card.id] = card;
	}
	// Ten new cards waiting to be introduced.
	for (let i = 300; i < 310; i++) {
		const card = reviewCard(i, 0, 0);
		card.schedule = emptySchedule(0);
		cards[card.id] = card;
	}
	return {
		...emptyState(),
		cards,
		settings: { newPerDay: 10, reviewsPerDay: LIMIT, at: 1 },
	};
}

/** Reviews every card the queue offers, Good, a few seconds apart. */
function session(state: LearnerState, start: number) {
	let now = start;
	let reviewed = 0;
	for (let card = buildQueue(state, now).next; card; card = buildQueue(state, now).next) {
		const { card: graded, entry } = gradeCard(card, 3, now);
		state = { ...state, cards: { ...state.cards, [card.id]: graded }, log: [...state.log, entry] };
		reviewed++;
		now += 5000;
	}
	return { state, reviewed, end: now };
}

const dueOn = (state: LearnerState, now: number) =>
	Object.values(state.cards).filter(
		(c) => c.schedule.state === 2 && c.schedule.due < nextDayStart(now),
	).length;

test("retrievability is ts-fsrs's own", () => {
	const scheduler = fsrs({ enable_fuzz: false });
	for (const [stability, ago] of [
		[1, 0],
		[3, 2],
		[10, 14.5],
		[40, 90],
		[2.5, 400],
		[0.3, 1],
	] as const) {
		const card = reviewCard(1, stability, ago);
		expect(retrievability(card.schedule, BEFORE)).toBe(
			scheduler.get_retrievability(
				{
					...card.schedule,
					due: new Date(card.schedule.due),
					last_review: new Date(card.schedule.last_review!),
				},
				new Date(BEFORE),
				false,
			),
		);
	}
	expect(retrievability(emptySchedule(BEFORE), BEFORE)).toBe(0);
	expect(DECAY).toBe(default_w[20]);
});

describe('after a 14-day break', () => {
	test('the day shows the limit, most likely forgotten first, and says how many wait', () => {
		const state = stateBeforeBreak();
		const due = dueOn(state, BACK);
		expect(due).toBeGreaterThan(LIMIT * 3);
		const queue = buildQueue(state, BACK);
		expect(queue.review).toHaveLength(LIMIT);
		expect(queue.waiting).toBe(due - LIMIT);
		// No new card while reviews wait.
		expect(queue.fresh).toEqual([]);
		// Lowest recall first; the first card is the least likely to be recalled of all due.
		const recall = queue.review.map((c) => retrievability(c.schedule, BACK));
		expect(recall).toEqual([...recall].sort((a, b) => a - b));
		const allDue = Object.values(state.cards).filter((c) => c.schedule.state === 2);
		expect(recall[0]).toBe(Math.min(...allDue.map((c) => retrievability(c.schedule, BACK))));
		expect(recall[0]).toBeLessThan(0.7);
		expect(recall.at(-1)).toBeLessThan(0.9);
	});

	test('at equal recall, the card forgotten more often comes first', () => {
		const a = reviewCard(1, 10, 0, 0);
		const b = reviewCard(2, 10, 0, 3);
		expect(byPriority([a, b], BACK).map((c) => c.id)).toEqual([b.id, a.id]);
	});

	test('the pile is spread over the following days, never more than the limit a day', () => {
		let state = stateBeforeBreak();
		const backlog = dueOn(state, BACK);
		const days: { reviewed: number; waiting: number }[] = [];
		for (let day = 0; day < 10; day++) {
			const start = BACK + day * DAY;
			const result = session(state, start);
			state = result.state;
			const after = buildQueue(state, result.end);
			days.push({ reviewed: result.reviewed, waiting: after.waiting });
			if (after.waiting) {
				// Finished for today: the rest, and nothing before tomorrow.
				expect(after.next).toBeUndefined();
				expect(nextDue(state, result.end)).toBe(nextDayStart(start));
			}
		}
		expect(days[0]).toEqual({ reviewed: LIMIT, waiting: backlog - LIMIT });
		for (const day of days) expect(day.reviewed).toBeLessThanOrEqual(LIMIT + 10);
		// The backlog shrinks each day until nothing waits, then new cards come again.
		expect(days[1]!.waiting).toBeLessThan(days[0]!.waiting);
		const cleared = days.findIndex((d) => d.waiting === 0);
		expect(cleared).toBeGreaterThan(0);
		expect(cleared).toBeLessThanOrEqual(Math.ceil(backlog / LIMIT) + 1);
		expect(
			Object.values(state.cards).some(
				(c) => c.id === 'term:t300:definition' && c.schedule.reps > 0,
			),
		).toBe(true);
		console.info(JSON.stringify({ backlog, days }));
	});

	test('without a break, a normal day is not limited', () => {
		const state = stateBeforeBreak();
		const due = dueOn(state, BEFORE + DAY);
		expect(due).toBeLessThan(LIMIT);
		const queue = buildQueue(state, BEFORE + DAY);
		expect(queue).toMatchObject({ waiting: 0 });
		expect(queue.review).toHaveLength(due);
		expect(queue.fresh).toHaveLength(10);
	});
});
