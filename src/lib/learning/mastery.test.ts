/**
 * Mastery that can fade (issue 39, item 3), on a fixed clock: a guide of four questions and two
 * key terms, from first answers to cards reviewed, forgotten (overdue) and reviewed again, through
 * the digest the store writes and the paint script reads (which counts due cards again when it
 * paints, long after the digest was written).
 */
import { describe, expect, test } from 'vitest';
import { addCards } from '../review/cards.ts';
import { gradeCard } from '../review/schedule.ts';
import { memoryAt, type Digest } from './digest.ts';
import { digestOf } from './digest-of.ts';
import { guideMastery, masteryLabel } from './progress.ts';
import { emptyState, recordAnswer, type LearnerState } from './state.ts';

const DAY = 24 * 3600_000;
const T0 = new Date(2026, 10, 26, 20, 0, 0).getTime();
const QUESTIONS = 4;
const TERMS = { g: ['t1', 't2'] };

/** The label /learn paints for guide `g` from a digest, at `now`. */
function label(digest: Digest, now: number): string {
	const [answered, correct] = digest.guides.g ?? [0, 0];
	const memory = memoryAt(digest, 'g', now);
	return masteryLabel(guideMastery(answered, correct, QUESTIONS, memory), memory);
}
const labelNow = (state: LearnerState, now: number) => label(digestOf(state, now, TERMS), now);

function answerAll(state: LearnerState, wrong: string[] = []): LearnerState {
	for (const q of ['q1', 'q2', 'q3', 'q4'])
		state = recordAnswer(state, `g/${q}`, { choice: 0, correct: !wrong.includes(q) }, T0);
	return state;
}

const content = { prompt: 'P', answer: 'A', href: '/topics/g', label: 'G', version: '1' };
function addCardsOf(state: LearnerState, ids: string[], now: number): LearnerState {
	return addCards(
		state,
		ids.map((id) => ({ id, content })),
		now,
	).state;
}

/** Grades every card of the guide due at `now` (all of them if `all`) with `rating`. */
function reviewGuide(state: LearnerState, now: number, rating: 1 | 3 | 4 = 3, all = false) {
	const cards = { ...state.cards };
	for (const card of Object.values(cards))
		if (all || card.schedule.due <= now) cards[card.id] = gradeCard(card, rating, now).card;
	return { ...state, cards };
}

const GUIDE_CARDS = ['question:g/q2', 'term:t1:definition', 'term:t2:name', 'term:other:name'];

describe('a guide whose cards can fade', () => {
	test('fresh answers only: the first attempts decide, as before', () => {
		expect(labelNow(emptyState(), T0)).toBe('Not started');
		const two = recordAnswer(
			recordAnswer(emptyState(), 'g/q1', { choice: 0, correct: true }, T0),
			'g/q2',
			{ choice: 1, correct: false },
			T0,
		);
		expect(labelNow(two, T0)).toBe('Practised');
		expect(labelNow(answerAll(emptyState()), T0)).toBe('Mastered');
		// Two of four wrong: Practised, not Mastered.
		expect(labelNow(answerAll(emptyState(), ['q2', 'q3']), T0)).toBe('Practised');
		// Cards added but never reviewed change nothing.
		expect(labelNow(addCardsOf(answerAll(emptyState()), GUIDE_CARDS, T0), T0)).toBe('Mastered');
	});

	test('cards reviewed and retained: Mastered, and a missed question learned since counts', () => {
		// q2 was missed: 3 of 4 right is under 80%.
		let state = addCardsOf(answerAll(emptyState(), ['q2']), GUIDE_CARDS, T0);
		expect(labelNow(state, T0)).toBe('Practised');
		state = reviewGuide(state, T0, 4, true); // Easy: straight into review, due in days
		const digest = digestOf(state, T0 + 1000, TERMS);
		// A term of another guide does not count for this one.
		expect(digest.memory.g?.length).toBe(4);
		expect(digest.memory.g?.[0]).toBe(100);
		// 3 of 4 right at first, the missed one learned since.
		expect(digest.guides.g).toEqual([4, 4]);
		expect(label(digest, T0 + 1000)).toBe('Mastered');
	});

	test('cards overdue: the guide needs review, counted again at paint time from the digest', () => {
		let state = addCardsOf(answerAll(emptyState()), GUIDE_CARDS, T0);
		state = reviewGuide(state, T0, 4, true);
		const firstDue = Math.min(...Object.values(state.cards).map((c) => c.schedule.due));
		const digest = digestOf(state, T0 + 1000, TERMS);
		expect(label(digest, firstDue - 1000)).toBe('Mastered');
		// The digest was written before they fell due; the page counts them when it paints.
		const later = firstDue + 40 * DAY;
		expect(label(digest, later)).toBe('Needs review (3 cards due)');
		// A digest written once they are overdue says the same, and its recall has fallen.
		const rewritten = digestOf(state, later, TERMS);
		expect(label(rewritten, later)).toBe('Needs review (3 cards due)');
		expect(rewritten.memory.g![0]).toBeLessThan(90);
	});

	test('reviewed again: back to its level; forgotten again: needs review until relearned', () => {
		let state = addCardsOf(answerAll(emptyState()), GUIDE_CARDS, T0);
		state = reviewGuide(state, T0, 4, true);
		const later = Math.max(...Object.values(state.cards).map((c) => c.schedule.due)) + 40 * DAY;
		expect(labelNow(state, later)).toBe('Needs review (3 cards due)');
		const reviewed = reviewGuide(state, later, 3);
		expect(labelNow(reviewed, later + 60_000)).toBe('Mastered');
		// Forgotten (Again): relearning, due again in minutes; once relearned it is back.
		const forgotten = reviewGuide(state, later, 1);
		expect(labelNow(forgotten, later + 20 * 60_000)).toBe('Needs review (3 cards due)');
		const relearned = reviewGuide(forgotten, later + 20 * 60_000, 3);
		expect(labelNow(relearned, later + 21 * 60_000)).toBe('Mastered');
	});

	test('Mastered holds only while the mean recall of reviewed cards is at least 90%', () => {
		const memory = { due: 0, recall: 85 };
		const level = (...args: Parameters<typeof guideMastery>) => masteryLabel(guideMastery(...args));
		expect(level(4, 4, 4, memory)).toBe('Practised');
		expect(level(4, 4, 4, { ...memory, recall: 95 })).toBe('Mastered');
		// Reviewing a guide's terms before answering any question starts it.
		expect(level(0, 0, 4, { ...memory, recall: 95 })).toBe('Started');
		expect(masteryLabel(2, { due: 1, recall: 80 })).toBe('Needs review (1 card due)');
	});

	test('the digest stays small with every guide card in review', () => {
		let state = emptyState();
		const guides = Object.fromEntries(
			Array.from({ length: 13 }, (_, g) => [
				`guide-${g}`,
				Array.from({ length: 15 }, (_, t) => `term-${g}-${t}`),
			]),
		);
		const ids = Object.entries(guides).flatMap(([guide, terms]) => [
			...Array.from({ length: 25 }, (_, q) => `question:${guide}/question-${q}`),
			...terms.flatMap((t) => ['definition', 'name', 'example'].map((k) => `term:${t}:${k}`)),
		]);
		state = addCardsOf(state, ids, T0);
		// Reviewed over the last 30 days, each due on a different day of the coming year (the
		// largest digest: every due time kept).
		const now = T0 + 30 * DAY;
		const cards = { ...state.cards };
		ids.forEach((id, i) => {
			const graded = gradeCard(cards[id]!, 4, T0 + (i % 30) * DAY).card;
			cards[id] = { ...graded, schedule: { ...graded.schedule, due: now + (1 + (i % 365)) * DAY } };
		});
		state = { ...state, cards };
		const size = JSON.stringify(digestOf(state, now, guides)).length;
		console.info(JSON.stringify({ cards: ids.length, digestBytes: size }));
		expect(size).toBeLessThan(6 * 1024);
	});
});
