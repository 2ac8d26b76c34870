/**
 * A ten-term review week, as a reader would live it: ten terms added on day 1 (three cards each),
 * reviewed every day at 8 p.m. until the queue is empty, answering Good except for two cards
 * forgotten (Again) on their first review. What the queue holds each day shows new-card limits,
 * burying of siblings and FSRS's growing intervals working together.
 */
import { describe, expect, test } from 'vitest';
import { emptyState, type LearnerState } from '../learning/state.ts';
import { addCards } from './cards.ts';
import { buildQueue } from './queue.ts';
import { gradeCard } from './schedule.ts';

const DAY = 24 * 3600_000;
const DAY1 = new Date(2026, 10, 26, 20, 0, 0).getTime();
const TERMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const FORGOTTEN = new Set(['term:c:definition', 'term:h:definition']);

function addTen(): LearnerState {
	const cards = TERMS.flatMap((t) =>
		['definition', 'name', 'example'].map((kind) => ({
			id: `term:${t}:${kind}`,
			content: {
				prompt: `${kind} ${t}`,
				answer: t,
				href: `/glossary/${t}`,
				label: t,
				version: '1',
			},
		})),
	);
	return addCards(emptyState(), cards, DAY1 - 60_000).state;
}

/** Reviews until nothing is due, a few seconds per card, waiting out learning steps. */
function session(state: LearnerState, start: number) {
	let now = start;
	const first = buildQueue(state, now);
	const seen = {
		new: first.fresh.length,
		learning: first.learning.length,
		review: first.review.length,
		reviews: 0,
	};
	const firstTime = new Set<string>();
	for (let guard = 0; guard < 500; guard++) {
		let card = buildQueue(state, now).next;
		if (!card) {
			// A learning card due later this evening: wait for it (as a reader coming back would).
			const later = Object.values(state.cards)
				.filter(
					(c) =>
						(c.schedule.state === 1 || c.schedule.state === 3) &&
						c.schedule.due < start + 4 * 3600_000,
				)
				.map((c) => c.schedule.due)
				.sort((a, b) => a - b)[0];
			if (!later) break;
			now = later;
			card = buildQueue(state, now).next;
			if (!card) break;
		}
		const rating =
			FORGOTTEN.has(card.id) && !firstTime.has(card.id) && card.schedule.reps === 0 ? 1 : 3;
		firstTime.add(card.id);
		const { card: graded, entry } = gradeCard(card, rating, now);
		state = { ...state, cards: { ...state.cards, [card.id]: graded }, log: [...state.log, entry] };
		seen.reviews++;
		now += 8000;
	}
	return { state, seen };
}

describe('a ten-term week', () => {
	test('day 1, 2 and 7: ten new cards a day, siblings on later days, reviews spaced out', () => {
		let state = addTen();
		const days: Record<number, ReturnType<typeof session>['seen']> = {};
		for (let day = 1; day <= 7; day++) {
			const result = session(state, DAY1 + (day - 1) * DAY);
			state = result.state;
			days[day] = result.seen;
		}
		// Day 1: one card of each of the ten terms (the new-card limit and sibling burying agree).
		expect(days[1]).toMatchObject({ new: 10, learning: 0, review: 0 });
		// Day 2: the two cards forgotten on day 1 come back after a day; the eight remembered ones
		// are not due yet, so their terms' "which term is this?" cards arrive (the two terms under
		// review wait: one card of a term a day).
		expect(days[2]).toMatchObject({ new: 8, review: 2 });
		// Day 7: reviews of earlier cards come back, spaced by FSRS.
		expect(days[7]!.review).toBeGreaterThan(0);
		const intervals = Object.values(state.cards)
			.filter((c) => c.id.endsWith(':definition'))
			.map((c) => Math.round((c.schedule.due - (c.schedule.last_review ?? 0)) / DAY));
		expect(Math.max(...intervals)).toBeGreaterThan(5);
		console.info(JSON.stringify({ days, intervals }));
	});
});
