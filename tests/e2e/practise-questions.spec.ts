/**
 * Checkpoint questions practised later (issue 39, item 2), on a 360×740 phone: a missed question
 * goes to review at once, "Practise this section later" adds the rest; on /review a choice card is
 * answered by keyboard (a letter picks, the explanation shows, Enter takes the suggested grade or
 * 1–4 another) and a recall card is self-graded; the schedules are kept. A question edited since
 * is refreshed with its schedule kept, and one removed leaves review with a note.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration, watchConsole } from './helpers';
import { learnerState } from './learning-helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const GUIDE = '/topics/neural-networks';
const RIGHT_FIRST = 'question:neural-networks/brain-analogy-limits';
const WRONG_FIRST = 'question:neural-networks/networks-learn-features';
const RECALL = 'question:neural-networks/three-kinds-of-layer';

/** Answers the guide's first block: the first question wrong, the second right. */
async function answerSection(page: Page) {
	await page.goto(GUIDE);
	const checkpoint = page.locator('section.checkpoint').first();
	const questions = checkpoint.locator('li.cq:not([data-recall])');
	await questions.nth(0).locator('.cq-option:not([data-correct]) label').first().tap();
	await expect(
		checkpoint.getByText('The question you missed is now in your review.'),
	).toBeVisible();
	await questions.nth(1).locator('.cq-option[data-correct] label').tap();
	await expect(checkpoint.getByText('1 of 2 right')).toBeVisible();
	await checkpoint.getByRole('button', { name: 'Practise this section later' }).tap();
	await expect(checkpoint.getByText('2 cards added, 1 already in your review.')).toBeFocused();
	return checkpoint;
}

/** The letter of the option whose text starts with `start`, as this review orders them. */
async function letterOf(page: Page, start: string) {
	const options = page.locator('[data-review-option]');
	for (let i = 0; i < (await options.count()); i++)
		if ((await options.nth(i).innerText()).includes(start)) return 'ABCD'[i]!;
	throw new Error(`no option starting "${start}"`);
}

test('a section practised later is reviewed on /review by keyboard: choice cards and a recall card', async ({
	page,
}) => {
	const console = watchConsole(page);
	await answerSection(page);
	const added = (await learnerState(page))!.cards;
	expect(Object.keys(added).sort()).toEqual([RIGHT_FIRST, RECALL, WRONG_FIRST].sort());
	expect(added[WRONG_FIRST]!.content).toMatchObject({
		options: expect.arrayContaining([expect.objectContaining({ correct: true })]),
	});
	// The cards the page made are the ones the build publishes (same text, same version).
	const published = await page.evaluate(async () =>
		(await fetch('/review/questions/neural-networks.json')).json(),
	);
	for (const card of published as { id: string; content: object }[])
		if (added[card.id]) expect(added[card.id]!.content).toEqual(card.content);

	await page.goto('/review');
	await waitForHydration(page, 'ReviewApp');
	await expect(page.locator('[data-review-counts]')).toHaveText('3 new · 0 learning · 0 to review');

	// The missed question comes first (added first): its options are 44 px targets.
	await expect(page.locator('[data-review-prompt]')).toHaveText(
		'What sets neural networks apart from older approaches to image recognition?',
	);
	const options = page.locator('[data-review-option]');
	await expect(options).toHaveCount(4);
	for (const option of await options.all())
		expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	await expectNoSeriousA11yViolations(page, '/review choice card');
	// A wrong pick by its letter: the explanation of the pick and of the right answer show, and
	// Again is suggested; Hard is chosen instead (key 2).
	await page.keyboard.press(
		(await letterOf(page, 'They reproduce the exact wiring')).toLowerCase(),
	);
	const answer = page.locator('[data-review-answer]');
	await expect(answer).toBeFocused();
	await expect(answer.locator('[data-review-verdict]')).toHaveText('Your pick was not right.');
	await expect(answer).toContainText('No: the design was only loosely inspired by the brain');
	await expect(answer).toContainText('Right: early layers learn edges and colors');
	await expect(page.locator('.review-grade-suggested')).toContainText('Again');
	await expectNoSeriousA11yViolations(page, '/review choice card answered');
	await page.keyboard.press('2');

	// The next: picked right by its letter; Enter takes the suggested Good.
	await expect(page.locator('[data-review-prompt]')).toHaveText(
		'How seriously should the brain analogy behind neural networks be taken?',
	);
	await expect(page.locator('[data-review-prompt]')).toBeFocused();
	await page.keyboard.press(await letterOf(page, 'Loosely: networks are best seen'));
	await expect(answer.locator('[data-review-verdict]')).toHaveText('You picked the right answer.');
	await expect(answer).toContainText('Right: the idea was inspired by neurons');
	await expect(page.locator('.review-grade-suggested')).toContainText('Good');
	await page.keyboard.press('Enter');

	// The recall card: Space shows the model answer, self-graded Good.
	await expect(page.locator('[data-review-prompt]')).toHaveText(
		"Describe the path information takes through a neural network's layers.",
	);
	await expect(page.locator('[data-review-option]')).toHaveCount(0);
	await page.keyboard.press('Space');
	await expect(answer).toContainText('It enters at the input layer');
	await expect(page.locator('.review-grade-suggested')).toHaveCount(0);
	await page.keyboard.press('3');
	await expect(page.getByRole('heading', { name: 'Done for now.' })).toBeFocused();

	const state = (await learnerState(page))!;
	const now = Date.now();
	for (const id of [WRONG_FIRST, RIGHT_FIRST, RECALL]) {
		const { schedule } = state.cards[id]!;
		expect(schedule.reps).toBe(1);
		expect(schedule.state).toBe(1); // learning
		expect(schedule.due).toBeGreaterThan(now);
	}
	// Hard waits less than Good on a new card.
	expect(state.cards[WRONG_FIRST]!.schedule.due).toBeLessThan(
		state.cards[RIGHT_FIRST]!.schedule.due,
	);
	expect((state.log as { card: string; rating: number }[]).map((e) => [e.card, e.rating])).toEqual([
		[WRONG_FIRST, 2],
		[RIGHT_FIRST, 3],
		[RECALL, 3],
	]);
	expect(console.errors).toEqual([]);
});

test("an edited question's card is refreshed with its schedule, a removed one leaves review with a note", async ({
	page,
}) => {
	await answerSection(page);
	// As if the first question had been reworded since, and another removed from the guide.
	await page.evaluate(
		([edited]) =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('ai-atlas');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const store = open.result.transaction('learner', 'readwrite').objectStore('learner');
					const get = store.get('state');
					get.onsuccess = () => {
						const state = get.result;
						const card = state.cards[edited!];
						card.content = { ...card.content, prompt: 'An old wording?', version: 'old' };
						card.schedule = { ...card.schedule, reps: 7 };
						state.cards['question:neural-networks/no-longer-here'] = {
							...card,
							id: 'question:neural-networks/no-longer-here',
						};
						store.put(state, 'state').onsuccess = () => resolve();
					};
				};
			}),
		[WRONG_FIRST],
	);
	await page.goto('/review');
	await expect(page.locator('[data-review-gone]')).toHaveText(
		'1 card was removed because its question no longer exists.',
	);
	await expect
		.poll(async () => (await learnerState(page))!.cards[WRONG_FIRST]!.content.prompt)
		.toBe('What sets neural networks apart from older approaches to image recognition?');
	const state = (await learnerState(page))!;
	expect(state.cards[WRONG_FIRST]!.schedule.reps).toBe(7);
	expect(state.cards['question:neural-networks/no-longer-here']!.active).toBe(false);
});
