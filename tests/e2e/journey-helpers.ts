/** What the journey tests share: the path followed, its way-on blocks, and the screen's bounds. */
import { expect, type Locator, type Page } from '@playwright/test';
import { contentFiles } from '../helpers/content';

export const PATH = 'ai-from-zero';
interface Step {
	guide?: string;
	section?: string;
	article?: string;
}
const path = contentFiles<{ title: string; steps: Step[] }>('paths').find(
	(file) => file.slug === PATH,
)!;
export const PATH_TITLE = path.data.title;
/**
 * The path's steps, read from its file, so that a writer may add or reorder steps. The journey
 * needs only what it walks: its first three steps are sections of one guide, the fourth and the
 * ninth are sections too.
 */
export const STEPS = path.data.steps;
/** A section step's address, as its path page and the way on before it link it. */
export const stepHref = ({ guide, section }: Step) => `/topics/${guide}?path=${PATH}#${section}`;

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
