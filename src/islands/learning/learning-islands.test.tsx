import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CardContent } from '../../lib/learning/state';
import { loadState } from '../../lib/learning/store';
import { HIDDEN } from '../../lib/review/cards';
import { blockStorage, resetLearnerStore } from '../../../tests/helpers/learner-store';
import AddToReview from './AddToReview';
import MakeCard from './MakeCard';
import StepDone from './StepDone';

vi.mock('../../lib/learning/store', () => import('../../../tests/helpers/learner-store'));

beforeAll(() => {
	// jsdom has no modal dialogs.
	HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
		this.setAttribute('open', '');
	};
	HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
		this.removeAttribute('open');
	};
});
beforeEach(() => resetLearnerStore());
afterEach(() => {
	vi.unstubAllGlobals();
	getSelection()?.removeAllRanges();
});

const content = (slug: string): CardContent => ({
	prompt: `What is ${slug}?`,
	answer: `${slug} explained.`,
	href: `/glossary/${slug}`,
	label: slug,
	version: '1',
});

describe('AddToReview', () => {
	/** Each term's cards file; `missing` ones fail as offline. */
	function serveCards(missing: string[] = []) {
		vi.stubGlobal(
			'fetch',
			vi.fn(async (url: string) => {
				const slug = /\/review\/cards\/(.+)\.json$/.exec(url)?.[1];
				if (!slug || missing.includes(slug)) return new Response('', { status: 503 });
				return Response.json([{ id: `term:${slug}`, content: content(slug) }]);
			}),
		);
	}

	test('adds the terms’ cards, says how many were new, and undo takes them out again', async () => {
		serveCards();
		resetLearnerStore();
		const user = userEvent.setup();
		render(<AddToReview terms={['softmax', 'dropout']} label="Add 2 terms to review" />);
		await user.click(screen.getByRole('button', { name: 'Add 2 terms to review' }));
		expect((await screen.findByRole('status')).textContent).toContain('2 cards added.');
		expect(Object.keys((await loadState()).cards).sort()).toEqual(['term:dropout', 'term:softmax']);
		await user.click(screen.getByRole('button', { name: 'undo' }));
		expect(await screen.findByText('Removed from your review.')).toBeTruthy();
		expect(Object.values((await loadState()).cards).some((card) => card.active)).toBe(false);

		await user.click(screen.getByRole('button', { name: 'Add 2 terms to review' }));
		await user.click(screen.getByRole('button', { name: 'Add 2 terms to review' }));
		expect(await screen.findByText(/All 2 cards are already in your review\./)).toBeTruthy();
	});

	test('offline, it says the cards need the network the first time', async () => {
		serveCards(['dropout']);
		const user = userEvent.setup();
		render(<AddToReview terms={['softmax', 'dropout']} label="Add to review" />);
		await user.click(screen.getByRole('button', { name: 'Add to review' }));
		expect(await screen.findByText(/Couldn't add the cards: they need the network/)).toBeTruthy();
		expect((await loadState()).cards).toEqual({});
	});
});

describe('StepDone', () => {
	test('a press marks the step done and the next one marks it not done', async () => {
		const user = userEvent.setup();
		render(<StepDone stepKey="section:attention#scores" noun="section" />);
		const button = screen.getByRole('button', { name: /Mark this section as done/ });
		await user.click(button);
		await waitFor(async () =>
			expect((await loadState()).steps['section:attention#scores']?.done).toBe(true),
		);
		await user.click(button);
		await waitFor(async () =>
			expect((await loadState()).steps['section:attention#scores']?.done).toBe(false),
		);
	});

	test('storage the browser refuses is said', async () => {
		blockStorage();
		const user = userEvent.setup();
		render(<StepDone stepKey="guide:attention" noun="guide" />);
		await user.click(screen.getByRole('button'));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'This browser would not keep your progress (storage is blocked or full).',
		);
	});
});

describe('MakeCard', () => {
	function renderPage() {
		return render(
			<>
				<article>
					<h2 id="scores">Scores</h2>
					<p id="text">
						Attention weighs the values by how well each key matches the query. Then it adds them.
					</p>
				</article>
				<MakeCard href="/topics/attention" label="Attention" />
			</>,
		);
	}

	/** Selects `phrase` in the article's paragraph, as a reader's drag would. */
	function select(phrase: string) {
		const node = document.getElementById('text')!.firstChild!;
		const at = node.textContent!.indexOf(phrase);
		const range = document.createRange();
		range.setStart(node, at);
		range.setEnd(node, at + phrase.length);
		act(() => {
			getSelection()!.removeAllRanges();
			getSelection()!.addRange(range);
			document.dispatchEvent(new Event('selectionchange'));
		});
	}

	test('a phrase selected in the article makes a cloze card of its sentence, linked to its section', async () => {
		const user = userEvent.setup();
		renderPage();
		expect(screen.getByRole('status').textContent).toBe(
			'Select a sentence first to make a card from it.',
		);
		select('the query');
		await user.click(screen.getByRole('button', { name: 'Make a card' }));
		const dialog = within(screen.getByRole('dialog', { name: 'Make a card' }));
		expect(
			(dialog.getByLabelText('Hide this word or phrase (cloze)') as HTMLInputElement).value,
		).toBe('the query');
		expect((dialog.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe(
			`Attention weighs the values by how well each key matches ${HIDDEN}.`,
		);
		expect((dialog.getByLabelText('Answer') as HTMLTextAreaElement).value).toBe('the query');
		// Hiding another phrase rewrites both sides.
		const hide = dialog.getByLabelText('Hide this word or phrase (cloze)');
		await user.clear(hide);
		await user.type(hide, 'the values');
		expect((dialog.getByLabelText('Answer') as HTMLTextAreaElement).value).toBe('the values');
		await user.click(dialog.getByRole('button', { name: 'Save the card' }));

		expect(await screen.findByText(/Card saved\./)).toBeTruthy();
		expect(screen.queryByRole('dialog')).toBeNull();
		const [card] = Object.values((await loadState()).cards);
		expect(card!.content).toMatchObject({
			prompt: `Attention weighs ${HIDDEN} by how well each key matches the query.`,
			answer: 'the values',
			href: '/topics/attention#scores',
			label: 'Attention',
		});
	});

	test('without a selection the form starts empty, and an empty card is refused with its reasons', async () => {
		const user = userEvent.setup();
		renderPage();
		const opener = screen.getByRole('button', { name: 'Make a card from this page' });
		await user.click(opener);
		const dialog = within(screen.getByRole('dialog', { name: 'Make a card' }));
		expect(dialog.queryByLabelText('Hide this word or phrase (cloze)')).toBeNull();
		expect(document.activeElement).toBe(dialog.getByLabelText('Prompt'));
		await user.click(dialog.getByRole('button', { name: 'Save the card' }));
		expect(dialog.getByRole('alert').textContent).toBe('The prompt is empty.The answer is empty.');
		await user.click(dialog.getByRole('button', { name: 'Cancel' }));
		expect(screen.queryByRole('dialog')).toBeNull();
		expect(document.activeElement).toBe(opener);
		expect((await loadState()).cards).toEqual({});
	});
});
