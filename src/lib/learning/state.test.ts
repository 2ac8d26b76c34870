import { describe, expect, test } from 'vitest';
import {
	DEFAULT_REVIEWS_PER_DAY,
	emptyState,
	markStep,
	mergeStates,
	parseState,
	recordAnswer,
	resetProgress,
	type ReviewCard,
} from './state.ts';

const card = (id: string, at: number, lastReview: number | null, reps = 0): ReviewCard => ({
	id,
	content: { prompt: 'p', answer: 'a', href: '/glossary/x', label: 'X', version: 'v1' },
	active: true,
	activeAt: at,
	added: at,
	schedule: {
		due: at,
		stability: 0,
		difficulty: 0,
		elapsed_days: 0,
		scheduled_days: 0,
		learning_steps: 0,
		reps,
		lapses: 0,
		state: 0,
		last_review: lastReview,
	},
	at,
});

describe('mergeStates', () => {
	test('keeps the newer mark of each step from either side', () => {
		const a = markStep(markStep(emptyState(), 'guide:a', true, 10), 'guide:b', true, 30);
		const b = markStep(markStep(emptyState(), 'guide:a', false, 20), 'guide:c', true, 5);
		const merged = mergeStates(a, b);
		expect(merged.steps).toEqual({
			'guide:a': { done: false, at: 20 },
			'guide:b': { done: true, at: 30 },
			'guide:c': { done: true, at: 5 },
		});
		expect(mergeStates(b, a).steps).toEqual(merged.steps);
	});

	test('a card keeps its most recent review, whichever device made it', () => {
		const a = { ...emptyState(), cards: { x: card('x', 100, 500, 3) } };
		const b = { ...emptyState(), cards: { x: card('x', 900, 400, 2), y: card('y', 50, null) } };
		const merged = mergeStates(a, b);
		expect(merged.cards.x!.schedule.reps).toBe(3);
		expect(merged.cards.y).toBeDefined();
		expect(mergeStates(b, a).cards.x!.schedule.reps).toBe(3);
	});

	test('a removal on one device is not undone by an earlier review on another, and keeps that review', () => {
		// Device B reviewed the card (at 150) before device A removed it (at 200).
		const reviewedOnB = card('x', 150, 150, 1);
		const removedOnA = { ...card('x', 200, null), active: false, activeAt: 200 };
		for (const merged of [
			mergeStates(
				{ ...emptyState(), cards: { x: removedOnA } },
				{ ...emptyState(), cards: { x: reviewedOnB } },
			),
			mergeStates(
				{ ...emptyState(), cards: { x: reviewedOnB } },
				{ ...emptyState(), cards: { x: removedOnA } },
			),
		]) {
			expect(merged.cards.x!.active).toBe(false);
			expect(merged.cards.x!.schedule.reps).toBe(1);
		}
	});

	test('a synced copy without text takes the text of the local copy', () => {
		const local = card('term:x:definition', 100, null);
		const synced = {
			...card('term:x:definition', 300, 300, 1),
			content: { prompt: '', answer: '', href: '', label: '', version: 'v1' },
		};
		const merged = mergeStates(
			{ ...emptyState(), cards: { [local.id]: local } },
			{ ...emptyState(), cards: { [local.id]: synced } },
		);
		expect(merged.cards[local.id]!.content.prompt).toBe('p');
		expect(merged.cards[local.id]!.schedule.reps).toBe(1);
	});

	test('a removal newer than the other copy wins when neither was reviewed since', () => {
		const removed = { ...card('x', 200, null), active: false };
		const merged = mergeStates(
			{ ...emptyState(), cards: { x: card('x', 100, null) } },
			{
				...emptyState(),
				cards: { x: removed },
			},
		);
		expect(merged.cards.x!.active).toBe(false);
	});

	test('a reset drops progress older than it from both sides, and keeps later progress', () => {
		const old = recordAnswer(
			markStep(emptyState(), 'guide:a', true, 10),
			'g/q',
			{ choice: 1, correct: true },
			10,
		);
		const reset = markStep(resetProgress(old, 50), 'guide:b', true, 60);
		const merged = mergeStates(old, reset);
		expect(merged.steps).toEqual({ 'guide:b': { done: true, at: 60 } });
		expect(merged.answers).toEqual({});
		expect(merged.progressResetAt).toBe(50);
	});

	test('joins review logs without duplicates, in time order', () => {
		const a = { ...emptyState(), log: [{ card: 'x', at: 1, rating: 3 as const, state: 0 }] };
		const b = {
			...emptyState(),
			log: [
				{ card: 'x', at: 1, rating: 3 as const, state: 0 },
				{ card: 'y', at: 0, rating: 1 as const, state: 0 },
			],
		};
		expect(mergeStates(a, b).log.map((e) => e.card)).toEqual(['y', 'x']);
	});
});

describe('parseState', () => {
	test('keeps well-formed records and drops damaged ones', () => {
		const state = parseState({
			steps: { ok: { done: true, at: 1 }, bad: { done: 'yes', at: 1 } },
			answers: { 'g/q': { choice: 2, correct: false, at: 3 }, 'g/r': { choice: 'x' } },
			cards: { x: card('x', 1, null), broken: { id: 'broken' } },
			log: [{ card: 'x', at: 1, rating: 9, state: 0 }],
			settings: { newPerDay: 1000, at: 4 },
		});
		expect(Object.keys(state.steps)).toEqual(['ok']);
		expect(Object.keys(state.answers)).toEqual(['g/q']);
		expect(Object.keys(state.cards)).toEqual(['x']);
		expect(state.log).toEqual([]);
		expect(state.settings.newPerDay).toBe(100);
		// A copy from before the review limit gets the default one.
		expect(state.settings.reviewsPerDay).toBe(DEFAULT_REVIEWS_PER_DAY);
	});

	test('the review limit is kept within its bounds, and settings merge by their time', () => {
		const limit = (reviewsPerDay: unknown) =>
			parseState({ settings: { newPerDay: 10, reviewsPerDay, at: 1 } }).settings.reviewsPerDay;
		expect(limit(40.4)).toBe(40);
		expect(limit(0)).toBe(1);
		expect(limit(1e9)).toBe(1000);
		expect(limit('50')).toBe(DEFAULT_REVIEWS_PER_DAY);
		const older = { ...emptyState(), settings: { newPerDay: 5, reviewsPerDay: 30, at: 1 } };
		const newer = { ...emptyState(), settings: { newPerDay: 10, reviewsPerDay: 60, at: 2 } };
		expect(mergeStates(older, newer).settings.reviewsPerDay).toBe(60);
		expect(mergeStates(newer, older).settings.reviewsPerDay).toBe(60);
	});

	test('anything that is not a state gives an empty one', () => {
		expect(parseState(null)).toEqual(emptyState());
		expect(parseState('nonsense')).toEqual(emptyState());
	});
});
