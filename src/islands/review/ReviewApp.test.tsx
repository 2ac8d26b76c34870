import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyState, type CardContent, type LearnerState } from '../../lib/learning/state';
import { loadState } from '../../lib/learning/store';
import { addCards } from '../../lib/review/cards';
import { blockStorage, resetLearnerStore } from '../../../tests/helpers/learner-store';
import ReviewApp from './ReviewApp';

vi.mock('../../lib/learning/store', () => import('../../../tests/helpers/learner-store'));

const termCard = (slug: string, name: string, definition: string): CardContent => ({
	prompt: `What is ${name}?`,
	answer: definition,
	href: `/glossary/${slug}`,
	label: name,
	version: `${slug}-1`,
});

const choiceCard: CardContent = {
	prompt: 'Which layer turns scores into probabilities?',
	answer: 'Softmax.',
	href: '/guides/attention#scores',
	label: 'Attention',
	version: 'q-1',
	options: [
		{ text: 'Softmax', correct: true, why: 'Right: it normalises the scores.' },
		{ text: 'ReLU', correct: false, why: 'Not right: it clips negatives.' },
	],
};

const DECKS = [
	{ slug: 'deep-learning', name: 'Deep Learning', counts: { beginner: 2, intermediate: 1 } },
];

/** The build's static review files, as the site serves them. */
function serveReviewFiles({ index = true }: { index?: boolean } = {}) {
	const fetchMock = vi.fn(async (url: string) => {
		if (url === '/review/index.json')
			return index
				? Response.json({ categories: DECKS, versions: {} })
				: new Response('offline', { status: 503 });
		if (url === '/review/deck/deep-learning.json')
			return Response.json([
				{
					slug: 'dropout',
					difficulty: 'beginner',
					cards: [{ id: 'term:dropout', content: termCard('dropout', 'Dropout', 'Zeroes units.') }],
				},
				{
					slug: 'attention',
					difficulty: 'intermediate',
					cards: [{ id: 'term:attention', content: termCard('attention', 'Attention', 'Weighs.') }],
				},
			]);
		return new Response('not found', { status: 404 });
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

/** A state holding these cards, added a minute ago (so due now, new). */
function withCards(cards: { id: string; content: CardContent }[]): LearnerState {
	return addCards(emptyState(), cards, Date.now() - 60_000).state;
}

beforeEach(() => resetLearnerStore());
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('ReviewApp', () => {
	test('without cards it says how to get some, and a deck adds its terms at the chosen level, with undo', async () => {
		serveReviewFiles();
		const user = userEvent.setup();
		render(<ReviewApp />);
		expect(await screen.findByRole('heading', { name: 'No cards yet.' })).toBeTruthy();
		const add = await screen.findByRole('button', {
			name: 'Add all 2 beginner terms in Deep Learning',
		});
		await user.click(add);
		expect(await screen.findByText('1 card added.', { exact: false })).toBeTruthy();
		expect(Object.keys((await loadState()).cards)).toEqual(['term:dropout']);
		// The new card is due at once.
		expect(await screen.findByRole('heading', { name: 'What is Dropout?' })).toBeTruthy();
		await user.click(
			within(screen.getByRole('region', { name: 'Add a deck' })).getByRole('button', {
				name: 'Undo',
			}),
		);
		expect(await screen.findByText('Removed again.')).toBeTruthy();
		expect((await loadState()).cards['term:dropout']!.active).toBe(false);
	});

	test('decks that cannot be fetched are said to need the network', async () => {
		serveReviewFiles({ index: false });
		render(<ReviewApp />);
		expect(
			await screen.findByText('Decks need the network. Your cards work offline.'),
		).toBeTruthy();
	});

	test('storage the browser refuses is explained', async () => {
		serveReviewFiles();
		blockStorage();
		render(<ReviewApp />);
		expect((await screen.findByRole('alert')).textContent).toContain(
			'This browser does not let AI Atlas keep your cards',
		);
	});

	test('Show answer shows the answer and the grades; grading records the review and moves on', async () => {
		serveReviewFiles();
		resetLearnerStore(
			withCards([
				{ id: 'term:dropout', content: termCard('dropout', 'Dropout', 'Zeroes units at random.') },
			]),
		);
		const user = userEvent.setup();
		render(<ReviewApp />);
		expect(await screen.findByRole('heading', { name: 'What is Dropout?' })).toBeTruthy();
		expect(screen.getByText('1 new · 0 learning · 0 to review')).toBeTruthy();
		const today = within(screen.getByRole('region', { name: 'Today' }));
		expect(today.queryByText('Zeroes units at random.')).toBeNull();
		await user.click(screen.getByRole('button', { name: /Show answer/ }));
		expect(today.getByText('Zeroes units at random.')).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Read more: Dropout' }).getAttribute('href')).toBe(
			'/glossary/dropout',
		);
		const grades = within(screen.getByRole('group', { name: /How well did you remember/ }))
			.getAllByRole('button')
			.map((button) => button.textContent?.split(',')[0]);
		expect(grades).toEqual(['Again', 'Hard', 'Good', 'Easy']);

		await user.click(screen.getByRole('button', { name: /^Easy, next/ }));
		await waitFor(async () => expect((await loadState()).log).toHaveLength(1));
		const stored = await loadState();
		expect(stored.log[0]).toMatchObject({ card: 'term:dropout', rating: 4 });
		expect(stored.cards['term:dropout']!.schedule.reps).toBe(1);
		// Easy puts it days away: today is done, and the heading takes focus to say so.
		const done = await screen.findByRole('heading', { name: /^Done for/ });
		await waitFor(() => expect(document.activeElement).toBe(done));
		expect(today.getByRole('status').textContent).toBe('Graded. That was the last card for now.');
	});

	test('a choice card is answered by picking an option; a wrong pick suggests Again, which Enter takes', async () => {
		serveReviewFiles();
		resetLearnerStore(withCards([{ id: 'question:attention/q1', content: choiceCard }]));
		const user = userEvent.setup();
		render(<ReviewApp />);
		const options = within(await screen.findByRole('list', { name: 'Options (keys A–D)' }));
		await user.click(options.getByRole('button', { name: /ReLU/ }));
		expect(screen.getByText('Your pick was not right.')).toBeTruthy();
		expect(screen.getByText('Not right: it clips negatives.')).toBeTruthy();
		expect(screen.getByText('Right: it normalises the scores.')).toBeTruthy();
		expect(screen.getByRole('button', { name: /^Again, suggested/ })).toBeTruthy();
		await user.keyboard('{Enter}');
		await waitFor(async () => expect((await loadState()).log).toHaveLength(1));
		expect((await loadState()).log[0]).toMatchObject({ rating: 1 });
	});

	test('a right pick by its letter suggests Good', async () => {
		serveReviewFiles();
		resetLearnerStore(withCards([{ id: 'question:attention/q1', content: choiceCard }]));
		const user = userEvent.setup();
		render(<ReviewApp />);
		const options = await screen.findByRole('list', { name: 'Options (keys A–D)' });
		const letter = within(options)
			.getAllByRole('button')
			.find((button) => button.textContent?.includes('Softmax'))!
			.getAttribute('aria-keyshortcuts')!;
		await user.keyboard(letter.toLowerCase());
		expect(screen.getByText('You picked the right answer.')).toBeTruthy();
		expect(screen.getByRole('button', { name: /^Good, suggested/ })).toBeTruthy();
	});

	test('a card removed from review comes back with Undo', async () => {
		serveReviewFiles();
		resetLearnerStore(
			withCards([{ id: 'term:dropout', content: termCard('dropout', 'Dropout', 'Zeroes.') }]),
		);
		const user = userEvent.setup();
		render(<ReviewApp />);
		await user.click(await screen.findByRole('button', { name: /Show answer/ }));
		await user.click(screen.getByRole('button', { name: 'Remove this card from review' }));
		await waitFor(async () =>
			expect((await loadState()).cards['term:dropout']!.active).toBe(false),
		);
		expect(await screen.findByRole('heading', { name: 'No cards yet.' })).toBeTruthy();
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		await waitFor(async () => expect((await loadState()).cards['term:dropout']!.active).toBe(true));
		expect(await screen.findByRole('heading', { name: 'What is Dropout?' })).toBeTruthy();
	});
});

describe('Your cards', () => {
	const cards = [
		{ id: 'term:dropout', content: termCard('dropout', 'Dropout', 'Zeroes units at random.') },
		{ id: 'term:softmax', content: termCard('softmax', 'Softmax', 'Turns scores into odds.') },
		{ id: 'question:attention/q1', content: choiceCard },
	];
	const browser = () => within(screen.getByRole('region', { name: 'Your cards' }));
	const listedPrompts = () =>
		browser()
			.getAllByRole('listitem')
			.map((item) => item.querySelector('p')!.textContent);

	test('the search and the source filter narrow the list', async () => {
		serveReviewFiles();
		resetLearnerStore(withCards(cards));
		const user = userEvent.setup();
		render(<ReviewApp />);
		await screen.findByRole('region', { name: 'Your cards' });
		expect(browser().getByText('3 cards.')).toBeTruthy();
		await user.selectOptions(browser().getByLabelText('Source'), 'Checkpoint questions');
		expect(listedPrompts()).toEqual(['Which layer turns scores into probabilities?']);
		await user.selectOptions(browser().getByLabelText('Source'), 'Glossary terms');
		expect(browser().getByText('2 cards.')).toBeTruthy();
		await user.type(browser().getByLabelText('Search the cards'), 'SCORES odds');
		expect(listedPrompts()).toEqual(['What is Softmax?']);
		expect(browser().getByText('1 card.')).toBeTruthy();
		await user.type(browser().getByLabelText('Search the cards'), ' nothing');
		expect(browser().getByText('0 cards.')).toBeTruthy();
	});

	test('Suspend keeps a card out of today, and Remove from review takes it out of the list', async () => {
		serveReviewFiles();
		resetLearnerStore(withCards(cards.slice(0, 1)));
		const user = userEvent.setup();
		render(<ReviewApp />);
		await screen.findByRole('heading', { name: 'What is Dropout?' });
		await screen.findByRole('region', { name: 'Your cards' });
		await user.click(browser().getByRole('button', { name: 'Suspend' }));
		expect(await screen.findByRole('heading', { name: /^Done for|No cards yet/ })).toBeTruthy();
		expect(await browser().findByText(/Suspended/)).toBeTruthy();
		expect((await loadState()).cards['term:dropout']!.suspended).toBe(true);
		await user.click(await browser().findByRole('button', { name: 'Unsuspend' }));
		expect(await screen.findByRole('heading', { name: 'What is Dropout?' })).toBeTruthy();
		await user.click(await browser().findByRole('button', { name: 'Remove from review' }));
		await waitFor(() => expect(browser().getByText('0 cards.')).toBeTruthy());
		await act(async () => {});
		expect((await loadState()).cards['term:dropout']!.active).toBe(false);
	});
});

describe('Settings and files', () => {
	const region = () => within(screen.getByRole('region', { name: 'Settings and files' }));

	test('new cards and reviews per day are kept', async () => {
		serveReviewFiles();
		// Typed with no pause at all: each field keeps what is typed while the store catches up.
		const user = userEvent.setup({ delay: null });
		render(<ReviewApp />);
		await screen.findByRole('region', { name: 'Settings and files' });
		const perDay = region().getByLabelText('New cards per day');
		await user.clear(perDay);
		await user.type(perDay, '25');
		await waitFor(async () => expect((await loadState()).settings.newPerDay).toBe(25));
		const reviews = region().getByLabelText('Reviews per day');
		await user.clear(reviews);
		// An emptied field is kept as typed, not saved as a number.
		expect((reviews as HTMLInputElement).value).toBe('');
		await user.type(reviews, '40');
		await waitFor(async () => expect((await loadState()).settings.reviewsPerDay).toBe(40));
	});

	test('the cards exported for Anki import back into another browser', async () => {
		serveReviewFiles();
		resetLearnerStore(
			withCards([{ id: 'term:dropout', content: termCard('dropout', 'Dropout', 'Zeroes units.') }]),
		);
		let exported: Blob | undefined;
		// jsdom has no object URLs: the download's Blob is kept here instead.
		Object.assign(URL, {
			createObjectURL: (blob: Blob) => ((exported = blob), 'blob:export'),
			revokeObjectURL: () => {},
		});
		const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
		const user = userEvent.setup();
		const first = render(<ReviewApp />);
		await user.click(await screen.findByRole('button', { name: 'Export for Anki' }));
		expect(click).toHaveBeenCalled();
		const text = await exported!.text();
		expect(text).toContain('Dropout');
		first.unmount();

		resetLearnerStore();
		render(<ReviewApp />);
		await user.upload(
			await screen.findByLabelText('Import a file exported here'),
			new File([text], 'ai-atlas-review.txt', { type: 'text/plain' }),
		);
		expect(await region().findByText('1 cards imported, 0 updated, 0 unchanged.')).toBeTruthy();
		expect(Object.keys((await loadState()).cards)).toEqual(['term:dropout']);
	});

	test('a file that is not an export is said to be one', async () => {
		serveReviewFiles();
		const user = userEvent.setup();
		render(<ReviewApp />);
		await user.upload(
			await screen.findByLabelText('Import a file exported here'),
			new File(['just some words'], 'notes.txt', { type: 'text/plain' }),
		);
		expect(
			await region().findByText(
				'This is not a review file exported by AI Atlas (its #columns header is missing).',
			),
		).toBeTruthy();
		expect((await loadState()).cards).toEqual({});
	});
});
