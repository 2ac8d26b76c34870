import { describe, expect, test } from 'vitest';
import { emptyState, forSync, parseState } from '../learning/state.ts';
import { inlineHtml, verdictHtml } from '../learning/rich-text.ts';
import { exportCards, importCards, parseExport } from './anki.ts';
import { questionChanges } from './card-refresh.ts';
import { addCards, contentVersion } from './cards.ts';
import {
	choiceFront,
	gradeOfPick,
	htmlText,
	parseOptions,
	promptOfFront,
	questionCard,
	shuffledOrder,
} from './question-cards.ts';

const NOON = Date.UTC(2026, 10, 26, 12);
const options = [
	{ text: 'A wrong one', correct: false, why: 'No: because.' },
	{ text: 'The right one', correct: true, why: 'Right: it is so.' },
	{ text: 'Another wrong', correct: false, why: 'Not quite: almost.' },
];
const choice = questionCard({
	guide: 'neural-networks',
	guideTitle: 'Neural networks',
	section: 'what-they-are',
	id: 'q1',
	prompt: 'Which one?',
	options,
});
const recall = questionCard({
	guide: 'neural-networks',
	guideTitle: 'Neural networks',
	section: 'what-they-are',
	id: 'q2',
	prompt: 'Describe it.',
	answer: 'Like this.',
});

describe('question cards', () => {
	test('a choice question carries its options, its answer the right one and why', () => {
		expect(choice.id).toBe('question:neural-networks/q1');
		expect(choice.content).toMatchObject({
			prompt: 'Which one?',
			answer: 'The right one — it is so.',
			href: '/topics/neural-networks#what-they-are',
			label: 'Neural networks',
			options,
		});
	});

	test('a recall question is prompt and model answer, without options', () => {
		expect(recall.content.answer).toBe('Like this.');
		expect(recall.content.options).toBeUndefined();
		expect(recall.content.version).toBe(contentVersion('Describe it.', 'Like this.'));
	});

	test('the version changes with any text or the right option, and only then', () => {
		const again = (changes: object) =>
			questionCard({
				guide: 'neural-networks',
				guideTitle: 'Neural networks, renamed',
				section: 'elsewhere',
				id: 'q1',
				prompt: 'Which one?',
				options,
				...changes,
			}).content.version;
		expect(again({})).toBe(choice.content.version);
		expect(again({ prompt: 'Which one, then?' })).not.toBe(choice.content.version);
		const moved = options.map((o, i) => ({ ...o, correct: i === 0 }));
		expect(again({ options: moved })).not.toBe(choice.content.version);
	});

	test("the page's text and the build's agree: textContent of the rendered HTML", () => {
		expect(htmlText(inlineHtml('Is `a < b` & "c"  \n it?'))).toBe('Is a < b & "c" it?');
		expect(htmlText(verdictHtml("No: it's `x`."))).toBe("No: it's x.");
	});
});

describe('reviewing a choice card', () => {
	test('the shuffle is a permutation, fixed for a seed, different between reviews', () => {
		const first = shuffledOrder(4, 'question:g/q#0');
		expect([...first].sort()).toEqual([0, 1, 2, 3]);
		expect(shuffledOrder(4, 'question:g/q#0')).toEqual(first);
		const orders = new Set(
			Array.from({ length: 20 }, (_, reps) => shuffledOrder(4, `question:g/q#${reps}`).join()),
		);
		expect(orders.size).toBeGreaterThan(5);
		// Every position gets the first option over many cards.
		const firsts = new Set(
			Array.from({ length: 50 }, (_, i) => shuffledOrder(4, `question:g/q${i}#0`).indexOf(0)),
		);
		expect(firsts).toEqual(new Set([0, 1, 2, 3]));
	});

	test('a right pick suggests Good, a wrong one Again', () => {
		expect(gradeOfPick(options, 1)).toBe(3);
		expect(gradeOfPick(options, 0)).toBe(1);
		expect(gradeOfPick(options, 2)).toBe(1);
	});
});

describe('storing, syncing and exporting question cards', () => {
	test('options are parsed defensively; a card stored before options still reads', () => {
		expect(parseOptions(options)).toEqual(options);
		expect(parseOptions('x')).toBeUndefined();
		expect(parseOptions([options[0]])).toBeUndefined();
		expect(parseOptions([options[0], options[2]])).toBeUndefined(); // no right option
		expect(parseOptions([options[1], { ...options[0], why: 3 }])).toBeUndefined();

		const state = addCards(emptyState(), [choice, recall], NOON).state;
		const stored = JSON.parse(JSON.stringify(state));
		expect(parseState(stored).cards[choice.id]!.content).toEqual(choice.content);
		stored.cards[choice.id].content.options = [{ text: 1 }];
		stored.cards[choice.id].content.extra = 'dropped';
		const old = parseState(stored).cards[choice.id]!.content;
		expect(old.options).toBeUndefined();
		expect(old).not.toHaveProperty('extra');
		expect(old.prompt).toBe('Which one?');
	});

	test('question cards travel without their text, as term cards do', () => {
		const state = addCards(emptyState(), [choice, recall], NOON).state;
		const synced = forSync(state).cards[choice.id]!.content;
		expect(synced).toEqual({
			prompt: '',
			answer: '',
			href: '',
			label: '',
			version: choice.content.version,
		});
	});

	test('an Anki file shows prompt and options on the front and gives back the same card', () => {
		const state = addCards(emptyState(), [choice, recall], NOON).state;
		const file = exportCards(state, 'https://x.example');
		const line = file.split('\n').find((l) => l.includes(choice.id))!;
		const [front, back] = line.split('\t');
		expect(front).toBe('Which one? (A) A wrong one (B) The right one (C) Another wrong');
		expect(back).toBe('The right one — it is so.');
		expect(choiceFront(recall.content)).toBe('Describe it.');
		expect(promptOfFront(front!, options)).toBe('Which one?');
		const parsed = parseExport(file, NOON + 1);
		expect(parsed.problems).toEqual([]);
		const imported = importCards(emptyState(), parsed.cards).state;
		expect(imported.cards[choice.id]!.content).toEqual(choice.content);
		expect(imported.cards[recall.id]!.content).toEqual(recall.content);
	});
});

describe('refreshing question cards on /review', () => {
	test('edited questions are fetched again, removed ones leave review', () => {
		let state = addCards(emptyState(), [choice, recall], NOON).state;
		state = addCards(
			state,
			[{ id: 'question:gone-guide/q', content: { ...recall.content, version: 'v' } }],
			NOON,
		).state;
		const synced = forSync(state);
		expect(
			questionChanges(state, {
				[choice.id]: choice.content.version,
				[recall.id]: recall.content.version,
			}),
		).toEqual({ guides: [], removed: ['question:gone-guide/q'] });
		expect(
			questionChanges(state, { [choice.id]: 'edited', [recall.id]: recall.content.version }),
		).toEqual({ guides: ['neural-networks'], removed: ['question:gone-guide/q'] });
		// A card synced without its text is fetched.
		expect(
			questionChanges(synced, {
				[choice.id]: choice.content.version,
				[recall.id]: recall.content.version,
				'question:gone-guide/q': 'v',
			}).guides,
		).toEqual(['neural-networks', 'gone-guide']);
		// A card already out of review is not counted again.
		const out = {
			...state,
			cards: {
				...state.cards,
				'question:gone-guide/q': { ...state.cards['question:gone-guide/q']!, active: false },
			},
		};
		expect(questionChanges(out, {}).removed).toEqual([choice.id, recall.id]);
	});
});
