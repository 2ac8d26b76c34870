import { describe, expect, test } from 'vitest';
import {
	emptyState,
	forSync,
	mergeStates,
	parseState,
	type LearnerState,
} from '../learning/state.ts';
import { exportCards, importCards, parseExport } from './anki.ts';
import { HIDDEN, addCards } from './cards.ts';
import {
	addOwnCard,
	cloze,
	defaultPhrase,
	deleteCard,
	editOwnCard,
	newOwnCardId,
	OWN_CARD_LIMITS,
	ownCardCount,
	ownCardProblems,
	resetSchedule,
	sentenceAround,
	setSuspended,
} from './own-cards.ts';
import { buildQueue } from './queue.ts';
import { gradeCard } from './schedule.ts';

const source = { href: '/topics/neural-networks#training', label: 'Neural networks' };
const text = { prompt: `A network learns by ${HIDDEN}.`, answer: 'backpropagation' };

function withCard(at = 1000, id = 'own:abc'): LearnerState {
	const result = addOwnCard(emptyState(), text, source, at, id);
	if (!('state' in result)) throw new Error(result.problems.join(' '));
	return result.state;
}

describe('own cards', () => {
	test('a new card is due now, keeps its text, link and title, and travels with its text', () => {
		const state = withCard();
		const card = state.cards['own:abc']!;
		expect(card.content).toMatchObject({ ...text, ...source });
		expect(card.editedAt).toBe(1000);
		expect(buildQueue(state, 2000).next?.id).toBe('own:abc');
		expect(forSync(state).cards['own:abc']!.content.prompt).toBe(text.prompt);
		expect(newOwnCardId()).toMatch(/^own:[0-9a-z]{10}$/);
	});

	test('limits: empty or too long fields are named, nothing is saved, and the count is capped', () => {
		expect(ownCardProblems({ prompt: '', answer: 'x' })).toEqual(['The prompt is empty.']);
		const long = 'x'.repeat(OWN_CARD_LIMITS.answer + 12);
		expect(ownCardProblems({ prompt: 'p', answer: long })).toEqual([
			`The answer is ${long.length} characters; at most ${OWN_CARD_LIMITS.answer} fit. Shorten it by 12.`,
		]);
		expect(addOwnCard(emptyState(), { prompt: 'p', answer: long }, source, 1)).toHaveProperty(
			'problems',
		);
		const one = withCard(0).cards['own:abc']!;
		const cards = Object.fromEntries(
			Array.from({ length: OWN_CARD_LIMITS.cards - 1 }, (_, i) => [
				`own:${i}`,
				{ ...one, id: `own:${i}` },
			]),
		);
		let state: LearnerState = { ...emptyState(), cards };
		const last = addOwnCard(state, text, source, 1, 'own:last');
		if (!('state' in last)) throw new Error('refused early');
		state = last.state;
		const refused = addOwnCard(state, text, source, 1e6);
		expect('problems' in refused && refused.problems[0]).toMatch(/500 cards of your own/);
		// A deleted card makes room.
		state = deleteCard(state, 'own:0', 1e6);
		expect(ownCardCount(state)).toBe(OWN_CARD_LIMITS.cards - 1);
		expect(addOwnCard(state, text, source, 1e6 + 1)).toHaveProperty('state');
	});

	test('the newer edit wins on merge, even against a later review of the older text', () => {
		const base = withCard(1000);
		const edited = editOwnCard(base, 'own:abc', { prompt: 'New?', answer: 'Yes' }, 2000);
		if (!('state' in edited)) throw new Error();
		// Another device reviews the old text after the edit was made.
		const reviewed = {
			...base,
			cards: { 'own:abc': gradeCard(base.cards['own:abc']!, 3, 3000).card },
		};
		for (const merged of [
			mergeStates(edited.state, reviewed),
			mergeStates(reviewed, edited.state),
		]) {
			const card = merged.cards['own:abc']!;
			expect(card.content.prompt).toBe('New?');
			expect(card.schedule.reps).toBe(1);
		}
	});

	test('a deletion syncs: the emptied copy wins over the kept text', () => {
		const base = withCard(1000);
		const deleted = deleteCard(base, 'own:abc', 2000);
		for (const merged of [mergeStates(base, deleted), mergeStates(deleted, base)]) {
			expect(merged.cards['own:abc']!.content.prompt).toBe('');
			expect(merged.cards['own:abc']!.active).toBe(false);
			expect(ownCardCount(merged)).toBe(0);
		}
	});

	test('suspension merges by its own clock and keeps the card out of the queue', () => {
		const base = withCard(1000);
		const suspended = setSuspended(base, 'own:abc', true, 2000);
		expect(buildQueue(suspended, 2500).next).toBeUndefined();
		// A review elsewhere after the suspension does not lift it.
		const reviewed = {
			...base,
			cards: { 'own:abc': gradeCard(base.cards['own:abc']!, 3, 3000).card },
		};
		const merged = mergeStates(reviewed, suspended);
		expect(merged.cards['own:abc']!.suspended).toBe(true);
		expect(merged.cards['own:abc']!.schedule.reps).toBe(1);
		// Unsuspending later wins over the suspension.
		const back = setSuspended(suspended, 'own:abc', false, 4000);
		expect(mergeStates(suspended, back).cards['own:abc']!.suspended).toBe(false);
		expect(mergeStates(back, suspended).cards['own:abc']!.suspended).toBe(false);
	});

	test('a reset wins over reviews before it and loses to reviews after it', () => {
		const base = withCard(1000);
		const reviewed = {
			...base,
			cards: { 'own:abc': gradeCard(base.cards['own:abc']!, 3, 2000).card },
		};
		const reset = resetSchedule(reviewed, 'own:abc', 3000);
		expect(mergeStates(reviewed, reset).cards['own:abc']!.schedule.reps).toBe(0);
		expect(mergeStates(reset, reviewed).cards['own:abc']!.schedule.reps).toBe(0);
		const later = {
			...reset,
			cards: { 'own:abc': gradeCard(reset.cards['own:abc']!, 4, 4000).card },
		};
		expect(mergeStates(reset, later).cards['own:abc']!.schedule.reps).toBe(1);
	});

	test('parseState keeps the new parts and accepts cards without them', () => {
		const state = setSuspended(resetSchedule(withCard(), 'own:abc', 5), 'own:abc', true, 6);
		const parsed = parseState(JSON.parse(JSON.stringify(state)));
		expect(parsed.cards['own:abc']).toEqual(state.cards['own:abc']);
		const old = addCards(
			emptyState(),
			[{ id: 'term:x:definition', content: { ...text, ...source, version: 'v' } }],
			1,
		).state;
		const card = parseState(JSON.parse(JSON.stringify(old))).cards['term:x:definition']!;
		expect(card).not.toHaveProperty('suspended');
		expect(card).not.toHaveProperty('editedAt');
		expect(card).not.toHaveProperty('resetAt');
	});

	test('go out to an Anki file and back with their text, schedule and suspension', () => {
		let state = withCard(1000);
		state = { ...state, cards: { 'own:abc': gradeCard(state.cards['own:abc']!, 3, 2000).card } };
		state = setSuspended(state, 'own:abc', true, 3000);
		const file = exportCards(state, 'https://example.org');
		expect(file).toContain('ai-atlas::own');
		const { cards, problems } = parseExport(file, 9000);
		expect(problems).toEqual([]);
		const { state: imported, added } = importCards(emptyState(), cards);
		expect(added).toBe(1);
		const card = imported.cards['own:abc']!;
		expect(card.content).toEqual(state.cards['own:abc']!.content);
		expect(card.schedule).toEqual(state.cards['own:abc']!.schedule);
		expect(card.suspended).toBe(true);
		expect(card.editedAt).toBe(1000);
		// An old file does not undo a newer edit.
		const edited = editOwnCard(state, 'own:abc', { prompt: 'Newer', answer: 'text' }, 5000);
		if (!('state' in edited)) throw new Error();
		expect(importCards(edited.state, cards).state.cards['own:abc']!.content.prompt).toBe('Newer');
	});

	test('an imported own card past the limits is refused, naming the field', () => {
		const state = withCard(1000);
		const file = exportCards(state, 'https://example.org').replace(
			'backpropagation',
			'b'.repeat(OWN_CARD_LIMITS.answer + 1),
		);
		const { cards, problems } = parseExport(file, 9000);
		expect(cards).toEqual([]);
		expect(problems[0]).toMatch(
			new RegExp(`^Line 8: The answer is ${OWN_CARD_LIMITS.answer + 1} characters`),
		);
	});
});

describe('making a card from a sentence', () => {
	test('finds the sentence around a selection', () => {
		const paragraph =
			'Models learn from data. Gradient descent moves the weights downhill, step by step! Then it stops.';
		const start = paragraph.indexOf('weights');
		expect(sentenceAround(paragraph, start, start + 7)).toBe(
			'Gradient descent moves the weights downhill, step by step!',
		);
		expect(sentenceAround(paragraph, 0, 3)).toBe('Models learn from data.');
	});

	test('a cloze blanks the chosen phrase, kept in its case', () => {
		expect(cloze('Gradient descent moves the weights.', 'gradient descent')).toEqual({
			prompt: `${HIDDEN} moves the weights.`,
			answer: 'Gradient descent',
		});
		expect(cloze('No match here.', 'weights')).toEqual({
			prompt: 'No match here.',
			answer: 'weights',
		});
	});

	test('the default phrase is a linked term, else the longest word', () => {
		expect(defaultPhrase('Overfitting hurts generalisation on new data.', ['Overfitting'])).toBe(
			'Overfitting',
		);
		expect(defaultPhrase('A model can overfit its training data.')).toBe('training');
	});
});
