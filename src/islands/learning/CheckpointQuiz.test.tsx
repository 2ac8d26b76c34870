import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { loadState } from '../../lib/learning/store';
import { blockStorage, resetLearnerStore } from '../../../tests/helpers/learner-store';
import CheckpointQuiz from './CheckpointQuiz';

vi.mock('../../lib/learning/store', () => import('../../../tests/helpers/learner-store'));

interface Choice {
	id: string;
	prompt: string;
	options: { text: string; why: string; correct?: boolean }[];
	/** An answer the page restored before the island ran (its option index). */
	restored?: number;
}

/** A block's questions as Checkpoint.astro renders them. */
function Questions({ questions }: { questions: Choice[] }) {
	return (
		<ol className="cq-list">
			{questions.map((q, index) => (
				<li
					key={q.id}
					className="cq"
					data-question={q.id}
					data-restored={q.restored === undefined ? undefined : ''}
				>
					<fieldset>
						<legend className="cq-prompt">
							<span className="cq-number">{index + 1}.</span> {q.prompt}
						</legend>
						{q.options.map((option, o) => (
							<div key={o} className="cq-option" data-correct={option.correct ? '' : undefined}>
								<label>
									<input
										type="radio"
										name={`cq-${q.id}`}
										value={o}
										defaultChecked={q.restored === o}
									/>
									<span className="cq-text">{option.text}</span>
								</label>
								<p className="cq-why">{option.why}</p>
							</div>
						))}
					</fieldset>
				</li>
			))}
		</ol>
	);
}

const QUESTIONS: Choice[] = [
	{
		id: 'q1',
		prompt: 'What does attention weigh?',
		options: [
			{ text: 'The values.', why: 'Right: by how well keys match the query.', correct: true },
			{ text: 'The learning rate.', why: 'No: that is an optimiser setting.' },
		],
	},
	{
		id: 'q2',
		prompt: 'What scales the scores?',
		options: [
			{
				text: 'The square root of the key size.',
				why: 'Right: it keeps them small.',
				correct: true,
			},
			{ text: 'The batch size.', why: 'No: scores do not see the batch.' },
		],
	},
];

function renderQuiz(questions = QUESTIONS, guideTotal = 2) {
	const user = userEvent.setup();
	render(
		<section>
			<CheckpointQuiz
				guide="attention"
				guideTitle="Attention"
				section="scores"
				scored={questions.map((q) => q.id)}
				guideTotal={guideTotal}
			>
				<Questions questions={questions} />
			</CheckpointQuiz>
		</section>,
	);
	return user;
}

const status = () => document.querySelector('.cq-announce')!.textContent;
const score = () => document.querySelector('[data-section-score]')!.textContent;

beforeEach(() => resetLearnerStore());

describe('CheckpointQuiz', () => {
	test('a right pick is announced, kept, and scored', async () => {
		const user = renderQuiz();
		await user.click(screen.getByLabelText('The values.'));
		expect(status()).toBe('Right: by how well keys match the query.');
		expect(score()).toBe('1 of 1 right (1 to go in this section).');
		await waitFor(async () =>
			expect((await loadState()).answers['attention/q1']).toMatchObject({
				choice: 0,
				correct: true,
			}),
		);
	});

	test('a wrong pick names the right answer and puts the question in review, with undo', async () => {
		const user = renderQuiz();
		await user.click(screen.getByLabelText('The learning rate.'));
		await waitFor(() =>
			expect(status()).toBe(
				'No: that is an optimiser setting. The right answer: The values. The question is now in your review.',
			),
		);
		expect(screen.getByText(/The question you missed is now in your review\./)).toBeTruthy();
		const cards = Object.values((await loadState()).cards);
		expect(cards.map((card) => [card.content.prompt, card.active])).toEqual([
			['What does attention weigh?', true],
		]);
		await user.click(screen.getByRole('button', { name: 'undo' }));
		expect(await screen.findByText('Removed from your review.')).toBeTruthy();
		expect(Object.values((await loadState()).cards)[0]!.active).toBe(false);
	});

	test('only the first pick of a question counts, and answering every question marks the section and the guide done', async () => {
		const user = renderQuiz();
		await user.click(screen.getByLabelText('The learning rate.'));
		await user.click(screen.getByLabelText('The values.'));
		// The verdict of the new pick is said, but the first one stays the answer.
		expect(status()).toBe('Right: by how well keys match the query.');
		await user.click(screen.getByLabelText('The square root of the key size.'));
		expect(score()).toBe('1 of 2 right in this section.');
		await waitFor(async () => {
			const state = await loadState();
			expect(state.answers['attention/q1']).toMatchObject({ choice: 1, correct: false });
			expect(state.steps['section:attention#scores']?.done).toBe(true);
			expect(state.steps['guide:attention']?.done).toBe(true);
		});
	});

	test('a guide with questions left elsewhere is not marked done by one section', async () => {
		const user = renderQuiz(QUESTIONS, 5);
		await user.click(screen.getByLabelText('The values.'));
		await user.click(screen.getByLabelText('The square root of the key size.'));
		await waitFor(async () =>
			expect((await loadState()).steps['section:attention#scores']?.done).toBe(true),
		);
		expect((await loadState()).steps['guide:attention']).toBeUndefined();
	});

	test('Practise this section later adds every question to review and then gives way to its note', async () => {
		const user = renderQuiz();
		await user.click(screen.getByRole('button', { name: 'Practise this section later' }));
		expect(await screen.findByText(/2 cards added\./)).toBeTruthy();
		expect(screen.queryByRole('button', { name: 'Practise this section later' })).toBeNull();
		expect(Object.keys((await loadState()).cards)).toHaveLength(2);
	});

	test('restored answers count as this visit’s picks, and Try again clears them for new picks', async () => {
		const user = renderQuiz([
			{ ...QUESTIONS[0]!, restored: 1 },
			{ ...QUESTIONS[1]!, restored: 0 },
		]);
		expect(score()).toBe('1 of 2 right in this section.');
		const again = screen.getByRole('button', { name: 'Try again' });
		expect(again.hidden).toBe(false);
		await user.click(again);
		expect(status()).toBe('Your answers in this section are cleared: pick again.');
		expect(score()).toBe('');
		expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(
			false,
		);
		expect(document.activeElement).toBe(screen.getByLabelText('The values.'));
		await user.click(screen.getByLabelText('The values.'));
		await waitFor(async () =>
			expect((await loadState()).answers['attention/q1']).toMatchObject({ correct: true }),
		);
	});

	test('answers the browser will not keep are said to be lost', async () => {
		blockStorage();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const user = renderQuiz();
		await user.click(screen.getByLabelText('The values.'));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'Your answers could not be kept in this browser (storage is blocked or full).',
		);
	});
});
