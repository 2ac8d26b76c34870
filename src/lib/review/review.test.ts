import { describe, expect, test } from 'vitest';
import { emptyState, type LearnerState } from '../learning/state.ts';
import { exportCards, importCards, parseExport } from './anki.ts';
import { addCards, describeAdd, removeCards } from './cards.ts';
import { buildQueue, dayStart, nextDue } from './queue.ts';
import { formatInterval, gradeCard, previewDue, spokenInterval } from './schedule.ts';
import { retention, reviewsPerDay } from './stats.ts';

const NOON = new Date(2026, 10, 26, 12, 0, 0).getTime();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const content = (n: number) => ({
	prompt: `Question ${n}`,
	answer: `Answer ${n}`,
	href: `/glossary/t${n}`,
	label: `T${n}`,
	version: 'v1',
});

function stateWith(count: number, now = NOON): LearnerState {
	return addCards(
		emptyState(),
		Array.from({ length: count }, (_, i) => ({ id: `term:t${i}:definition`, content: content(i) })),
		now,
	).state;
}

/** Grades the next card of the queue, as /review does. */
function review(state: LearnerState, rating: 1 | 2 | 3 | 4, now: number): LearnerState {
	const card = buildQueue(state, now).next!;
	const { card: graded, entry } = gradeCard(card, rating, now);
	return { ...state, cards: { ...state.cards, [card.id]: graded }, log: [...state.log, entry] };
}

describe('adding cards', () => {
	test('says what it did, counts those already there, and an undo keeps nothing active', () => {
		const first = addCards(emptyState(), [{ id: 'a', content: content(1) }], NOON);
		const second = addCards(
			first.state,
			[
				{ id: 'a', content: content(1) },
				{ id: 'b', content: content(2) },
			],
			NOON,
		);
		expect(describeAdd(second)).toBe('1 card added, 1 already in your review.');
		const undone = removeCards(second.state, second.added, NOON);
		expect(undone.cards.b!.active).toBe(false);
		expect(describeAdd(addCards(undone, [{ id: 'a', content: content(1) }], NOON))).toBe(
			'Already in your review.',
		);
	});
});

describe('scheduling with FSRS', () => {
	test('a new card offers four growing intervals, from a minute (Again) to days (Easy)', () => {
		const card = stateWith(1).cards['term:t0:definition']!;
		const due = previewDue(card.schedule, NOON);
		expect(due[1] - NOON).toBe(MIN);
		expect(due[3] - NOON).toBe(10 * MIN);
		expect(due[4] - NOON).toBeGreaterThanOrEqual(DAY);
		expect(due[1] < due[2] && due[2] < due[3] && due[3] < due[4]).toBe(true);
	});

	test('intervals read as the buttons and screen readers say them', () => {
		expect(formatInterval(MIN)).toBe('1 min');
		expect(formatInterval(10 * MIN)).toBe('10 min');
		expect(formatInterval(3 * DAY)).toBe('3 d');
		expect(formatInterval(75 * DAY)).toBe('2.5 mo');
		expect(spokenInterval(10 * MIN)).toBe('in 10 minutes');
		expect(spokenInterval(DAY)).toBe('in 1 day');
	});
});

describe('the day queue', () => {
	test('shows at most the new cards per day, learning cards when due, and nothing more until they are', () => {
		let state = stateWith(12);
		expect(buildQueue(state, NOON).fresh).toHaveLength(10);
		for (let i = 0; i < 10; i++) state = review(state, 3, NOON + i * 1000); // Good: 10 min learning step
		const later = NOON + 20_000;
		expect(buildQueue(state, later).next).toBeUndefined();
		expect(nextDue(state, later)).toBe(NOON + 10 * MIN);
		const queue = buildQueue(state, NOON + 11 * MIN);
		expect(queue.learning.length).toBe(10);
		expect(queue.fresh).toHaveLength(0);
	});

	test('one new card of a term a day: its siblings wait for later days', () => {
		const cards = ['definition', 'name', 'example'].map((kind, i) => ({
			id: `term:overfitting:${kind}`,
			content: content(i),
		}));
		let state = addCards(emptyState(), cards, NOON).state;
		expect(buildQueue(state, NOON).fresh.map((c) => c.id)).toEqual(['term:overfitting:definition']);
		state = review(state, 3, NOON);
		expect(buildQueue(state, NOON + 1000).fresh).toEqual([]);
		// Still in learning (due again in 10 minutes): its term brings nothing new.
		expect(buildQueue(state, NOON + 20 * MIN).fresh).toEqual([]);
		state = review(state, 3, NOON + 20 * MIN); // Good again: it graduates, due in days
		expect(buildQueue(state, NOON + DAY).fresh.map((c) => c.id)).toEqual(['term:overfitting:name']);
	});

	test('a day starts at 4 a.m.', () => {
		expect(new Date(dayStart(new Date(2026, 10, 26, 2).getTime())).getDate()).toBe(25);
		expect(new Date(dayStart(NOON)).getHours()).toBe(4);
	});
});

describe('statistics', () => {
	test('count reviews per day and retention of review cards', () => {
		let state = stateWith(1);
		state = review(state, 4, NOON); // Easy: straight to review
		const card = Object.values(state.cards)[0]!;
		state = review(state, 3, card.schedule.due);
		expect(reviewsPerDay(state, card.schedule.due, 30).reduce((s, d) => s + d.count, 0)).toBe(2);
		expect(retention(state, card.schedule.due)).toEqual({ rate: 1, reviews: 1 });
	});
});

describe('Anki export and import', () => {
	test('export then import gives the same cards and schedules', () => {
		let state = stateWith(3);
		state = review(state, 3, NOON);
		state = review(state, 1, NOON + 1000);
		const file = exportCards(state, 'https://ai-atlas.example');
		expect(file.split('\n')[0]).toBe('#separator:tab');
		expect(file).toContain('#columns:Front\tBack');
		expect(file).toContain('https://ai-atlas.example/glossary/t0');

		const parsed = parseExport(file, NOON + DAY);
		expect(parsed.problems).toEqual([]);
		const imported = importCards(emptyState(), parsed.cards);
		expect(imported.added).toBe(3);
		for (const [id, card] of Object.entries(state.cards)) {
			expect(imported.state.cards[id]!.schedule).toEqual(card.schedule);
			expect(imported.state.cards[id]!.content).toEqual(card.content);
		}
	});

	test('importing an older export never rolls back a newer review', () => {
		const before = stateWith(1);
		const file = exportCards(before, 'https://x.example');
		const after = review(before, 3, NOON);
		const result = importCards(after, parseExport(file, NOON).cards);
		expect(result.updated).toBe(0);
		expect(result.state.cards['term:t0:definition']!.schedule.reps).toBe(1);
	});

	test('names the line and field of what it cannot read', () => {
		const file = exportCards(stateWith(1), 'https://x.example').replace(/\t\{.*\}$/m, '\t{oops');
		expect(parseExport(file, NOON).problems).toEqual([
			'Line 8: "AI Atlas schedule" is not valid JSON.',
		]);
		expect(parseExport('front\tback', NOON).problems[0]).toMatch(/not a review file/);
		const elsewhere = exportCards(stateWith(1), 'https://x.example').replace(
			'https://x.example/glossary/t0',
			'https://x.example//evil.example/a',
		);
		expect(parseExport(elsewhere, NOON).problems).toEqual([
			'Line 8: "Link" is not a glossary term or guide address of this site.',
		]);
		const nullSchedule = exportCards(stateWith(1), 'https://x.example').replace(
			/\t\{.*\}$/m,
			'\tnull',
		);
		expect(parseExport(nullSchedule, NOON).problems).toEqual([
			'Line 8: "AI Atlas schedule" is not a schedule.',
		]);
	});
});
