/** What the journey tests share: the path followed, its way-on blocks, and the screen's bounds. */
import { expect, type Locator, type Page } from '@playwright/test';

export const PATH = 'ai-from-zero';
export const PATH_TITLE = 'AI from zero';

/** The way on shown after a step: "AI from zero, step N of 12". */
export const route = (page: Page, position: number) =>
	page.getByRole('navigation', { name: new RegExp(`^${PATH_TITLE}, step ${position} of \\d+$`) });

/** Picks the right option of every multiple-choice question of a checkpoint. */
export async function answerRight(checkpoint: Locator) {
	const questions = checkpoint.locator('li.cq:not([data-recall])');
	const count = await questions.count();
	for (let i = 0; i < count; i++)
		await questions.nth(i).locator('.cq-option[data-correct] label').tap();
	await expect(checkpoint.getByText(`${count} of ${count} right`)).toBeVisible();
}

/** The checkpoint that closes the section of step `position` (right before its way on). */
export const checkpointBefore = (page: Page, position: number) =>
	route(page, position).locator(
		'xpath=../preceding-sibling::section[contains(@class,"checkpoint")][1]',
	);

/** Whether an element's box is inside the viewport. */
export async function inViewport(locator: Locator) {
	const box = (await locator.boundingBox())!;
	const size = locator.page().viewportSize()!;
	return (
		box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width
	);
}
