/**
 * A learner's journey on a 360×740 phone: from /learn into a path, through its steps inside the
 * guides by the "Next" controls after each checkpoint, and back to /learn, which has moved; then
 * one test per defect of the 2026-11-28 walk-through that this journey met (D1–D7, D12, D13, D18).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { useTheme, waitForHydration } from './helpers';
import { learnerState } from './learning-helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PATH = 'ai-from-zero';
const PATH_TITLE = 'AI from zero';

/** The way on shown after a step: "AI from zero, step N of 12". */
const route = (page: Page, position: number) =>
	page.getByRole('navigation', { name: new RegExp(`^${PATH_TITLE}, step ${position} of \\d+$`) });

/** Picks the right option of every multiple-choice question of a checkpoint. */
async function answerRight(checkpoint: Locator) {
	const questions = checkpoint.locator('li.cq:not([data-recall])');
	const count = await questions.count();
	for (let i = 0; i < count; i++)
		await questions.nth(i).locator('.cq-option[data-correct] label').tap();
	await expect(checkpoint.getByText(`${count} of ${count} right`)).toBeVisible();
}

/** The checkpoint that closes the section of step `position` (right before its way on). */
const checkpointBefore = (page: Page, position: number) =>
	route(page, position).locator(
		'xpath=preceding-sibling::section[contains(@class,"checkpoint")][1]',
	);

/** Whether an element's box is inside the viewport. */
async function inViewport(locator: Locator) {
	const box = (await locator.boundingBox())!;
	const size = locator.page().viewportSize()!;
	return (
		box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width
	);
}

test('a learner follows "AI from zero" by the Next controls, with a reload, and /learn moves', async ({
	page,
}) => {
	await page.goto('/learn');
	await page.getByRole('link', { name: PATH_TITLE, exact: true }).first().tap();
	await expect(page).toHaveURL(`/learn/${PATH}`);
	await page.locator('#step-1').getByRole('link').first().tap();
	await expect(page).toHaveURL(/\/topics\/ai-fundamentals\?path=ai-from-zero#what-artificial/);

	// Step 1: answering every question marks it done; its way on names step 2.
	await answerRight(checkpointBefore(page, 1));
	const first = route(page, 1);
	await expect(first.getByText('✓ Done')).toBeVisible();
	await expect(first.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
	await first.getByRole('link', { name: /^Next: A short history of AI/ }).tap();
	await expect(page).toHaveURL(/#a-short-history-of-ai$/);

	// Step 2, after a reload: the route holds, and "Mark this section as done" marks it.
	await page.reload();
	const second = route(page, 2);
	await expect(second).toBeVisible();
	await second.getByRole('button', { name: 'Mark this section as done' }).tap();
	await expect(second.getByRole('button', { name: 'Done ✓ (mark as not done)' })).toBeVisible();
	await second.getByRole('link', { name: /^Next: / }).tap();
	await expect(page).toHaveURL(/#narrow-ai-versus-general-ai$/);

	// Step 3 by its checkpoint; its Next leads into another guide (step 4).
	await answerRight(checkpointBefore(page, 3));
	const step4 =
		'/topics/ai-ml-fundamentals?path=ai-from-zero#the-three-building-blocks-data-algorithms-and-models';
	await expect(route(page, 3).getByRole('link', { name: /^Next: / })).toHaveAttribute(
		'href',
		step4,
	);
	// No other path's way on shows to a learner on this one.
	await expect(page.locator(`.path-route:not([data-path="${PATH}"])`).first()).toBeHidden();

	// The phone menu leads to Learn, which shows the three steps and continues at step 4.
	await page.getByRole('button', { name: 'Menu' }).tap();
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).tap();
	await expect(page).toHaveURL('/learn');
	await expect(page.locator(`[data-path-progress="${PATH}"] [data-progress-text]`)).toHaveText(
		'3 of 12 steps done',
	);
	const resume = page.locator('[data-continue]').first();
	await expect(resume).toBeVisible();
	await expect(resume.locator('a').first()).toHaveAttribute('href', step4);
});
