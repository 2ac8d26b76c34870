/**
 * Learning: path pages and checkpoints without JavaScript, checkpoints with it (right and wrong,
 * keyboard only, accessible in both themes), progress kept across reloads and reset, and progress
 * carried between two browsers through a sync code, conflict included.
 */
import { expect, test } from '@playwright/test';
import { contentFiles } from '../helpers/content';
import { expectNoSeriousA11yViolations, useTheme, watchConsole, waitForHydration } from './helpers';
import { joinSync, learnerState, startSync, syncNow } from './learning-helpers';

const GUIDE = '/topics/neural-networks';
const GUIDE_COUNT = contentFiles('topics').length;
const PATH_COUNT = contentFiles('paths').length;
/** The first checkpoint of the guide: "What neural networks are". */
const firstCheckpoint = (page: import('@playwright/test').Page) =>
	page.locator('section.checkpoint').first();

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('a path page lists its steps with why they come there, each linked, and its outcomes', async ({
		page,
	}) => {
		await page.goto('/learn/neural-networks-and-deep-learning');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Neural networks and deep learning',
		);
		const steps = page.locator('ol > li[data-step]');
		expect(await steps.count()).toBeGreaterThanOrEqual(6);
		await expect(page.getByText(/steps · about/)).toBeVisible();
		await expect(
			page.getByRole('heading', { name: 'At the end you will be able to' }),
		).toBeVisible();
		const firstLink = steps.first().getByRole('link').first();
		const href = await firstLink.getAttribute('href');
		expect(href).toMatch(/^\/(topics|blog|glossary)\//);
		expect((await page.request.get(href!.split('#')[0]!)).status()).toBe(200);
		// Controls that need a script are not shown.
		await expect(page.getByRole('button', { name: /Mark this/ })).toHaveCount(0);
		await expect(page.locator('[data-continue]')).toBeHidden();
	});

	test('/learn lists every path and the guides by level', async ({ page }) => {
		await page.goto('/learn');
		await expect(page.locator('[data-path-progress]')).toHaveCount(PATH_COUNT);
		for (const title of ['AI from zero', 'Machine learning in practice', 'Responsible AI'])
			await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
		await expect(page.locator('[data-mastery]')).toHaveCount(GUIDE_COUNT);
	});

	test('a checkpoint can be answered: a pick shows its verdict and why, "Show the answer" reveals it', async ({
		page,
	}) => {
		await page.goto(GUIDE);
		const checkpoint = firstCheckpoint(page);
		await expect(
			checkpoint.getByRole('heading', { name: 'Check your understanding' }),
		).toBeVisible();
		const question = checkpoint.locator('li.cq').first();
		const wrong = question.locator('.cq-option:not([data-correct])').first();
		await expect(wrong.locator('.cq-why')).toBeHidden();
		await wrong.locator('label').click();
		await expect(wrong.locator('.cq-why')).toBeVisible();
		await expect(wrong.locator('.cq-why')).toHaveText(/^(No|Not quite):/);

		const right = question.locator('.cq-option[data-correct]');
		await expect(right.locator('.cq-why')).toBeHidden();
		await question.getByText('Show the answer').click();
		await expect(question.locator('details p')).toHaveText(/^The answer is [A-D]: /);
		await expect(right.locator('.cq-why')).toBeVisible();
		await expect(right.locator('.cq-why')).toHaveText(/^Right:/);

		const recall = checkpoint.locator('li.cq[data-recall]').first();
		await recall.getByText('Show a model answer').click();
		await expect(recall.locator('details p')).toBeVisible();
	});

	test('a guide shows its level, what to know first and what it teaches, linked', async ({
		page,
	}) => {
		await page.goto(GUIDE);
		const intro = page.getByRole('region', { name: 'About this guide' });
		await expect(intro).toContainText('Level:');
		await expect(intro.getByRole('link').first()).toHaveAttribute('href', /^\/(topics|glossary)\//);
		await expect(intro.getByRole('listitem').first()).toBeVisible();
		// Without scripts every path's way on shows after the sections it lists, as plain links.
		const route = page.getByRole('navigation', { name: /, step \d+ of \d+$/ }).first();
		await expect(route.getByRole('link', { name: /^Next: / })).toBeVisible();
		await expect(route.getByRole('link', { name: 'Back to the path' })).toBeVisible();
	});
});

test.describe('with JavaScript', () => {
	for (const theme of ['light', 'dark'] as const)
		test(`a checkpoint is answered by keyboard alone, right and wrong, announced, and accessible (${theme})`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			const console = watchConsole(page);
			await page.goto(GUIDE);
			const checkpoint = firstCheckpoint(page);
			const first = checkpoint.locator('li.cq').first();
			const radios = first.getByRole('radio');
			// Focus the first option by keyboard: Tab from the block's heading.
			await checkpoint.getByRole('heading', { name: 'Check your understanding' }).evaluate((h) => {
				h.setAttribute('tabindex', '-1');
				(h as HTMLElement).focus();
			});
			await page.keyboard.press('Tab');
			await expect(radios.first()).toBeFocused();
			await waitForHydration(page, 'CheckpointQuiz');
			// Arrow keys move between options without answering.
			await page.keyboard.press('ArrowDown');
			await expect(radios.nth(1)).toBeFocused();
			await expect(radios.nth(1)).not.toBeChecked();
			await expect(radios.first()).not.toBeChecked();
			// Pick the right option: focus it and press Space.
			const options = first.locator('.cq-option');
			let correct = 0;
			for (let i = 0; i < (await options.count()); i++)
				if ((await options.nth(i).getAttribute('data-correct')) !== null) correct = i;
			await radios.nth(correct).focus();
			await page.keyboard.press('Space');
			await expect(radios.nth(correct)).toBeChecked();
			const status = checkpoint.locator('.cq-announce');
			await expect(status).toHaveAttribute('role', 'status');
			await expect(status).toHaveText(/^Right:/);
			await expect(checkpoint.getByText(/1 of 1 right/)).toBeVisible();

			// A wrong pick on the second question: the verdict names the right answer.
			const second = checkpoint.locator('li.cq').nth(1);
			const wrongRadio = second.locator('.cq-option:not([data-correct]) input').first();
			await wrongRadio.focus();
			await page.keyboard.press('Space');
			await expect(status).toHaveText(/^(No|Not quite):.*The right answer: /);
			await expect(checkpoint.getByText(/1 of 2 right/)).toBeVisible();
			// The question missed is in review at once; the whole section can be added too.
			await expect(
				checkpoint.getByText('The question you missed is now in your review.'),
			).toBeVisible();
			await expect(
				checkpoint.getByRole('button', { name: 'Practise this section later' }),
			).toBeVisible();

			// Targets are at least 24 px tall.
			for (const box of [
				await first.locator('label').first().boundingBox(),
				await first.locator('summary').boundingBox(),
			])
				expect(box!.height).toBeGreaterThanOrEqual(24);
			await expectNoSeriousA11yViolations(
				page,
				`checkpoint (${theme})`,
				[],
				['section.checkpoint'],
			);
			expect(console.errors).toEqual([]);
		});

	test('answers and steps done survive a reload, show on /learn, the path page and the home page, and can be reset', async ({
		page,
	}) => {
		await page.goto(GUIDE);
		const checkpoint = firstCheckpoint(page);
		const questions = checkpoint.locator('li.cq:not([data-recall])');
		const count = await questions.count();
		for (let i = 0; i < count; i++)
			await questions.nth(i).locator('.cq-option[data-correct] label').click();
		await expect(checkpoint.getByText(new RegExp(`${count} of ${count} right`))).toBeVisible();
		// Answering every question of a section marks that section done in every path.
		await expect
			.poll(async () => Object.keys((await learnerState(page))?.steps ?? {}))
			.toContain('section:neural-networks#what-neural-networks-are');

		await page.goto('/learn/neural-networks-and-deep-learning');
		await page
			.getByRole('button', {
				name: /Mark this guide as done|Mark this section as done|Mark this .* as done/,
			})
			.first()
			.click();
		await expect(page.getByRole('button', { name: /Done ✓/ }).first()).toBeVisible();
		await page.reload();
		await expect(page.locator('[data-path-progress] [data-progress-text]')).toHaveText(
			/^[1-9]\d* of \d+ steps done$/,
		);
		await expect(page.locator('li[data-step]').getByText('✓ Done').first()).toBeVisible();

		await page.goto('/learn');
		await expect(page.locator('[data-mastery="neural-networks"]')).toHaveText('Started');
		await expect(page.locator('[data-continue]')).toBeVisible();
		const next = page.locator('[data-continue] a');
		await expect(next).not.toHaveAttribute('href', '/learn');
		await page.goto('/');
		await expect(page.locator('[data-continue]')).toBeVisible();
		await expect(page.locator('[data-continue] [data-continue-path]')).toContainText('steps done');

		await page.goto('/learn');
		await page.getByRole('button', { name: 'Reset my progress' }).click();
		await page.getByRole('button', { name: 'Yes, reset' }).click();
		await expect(page.getByText('Your progress is reset.')).toBeVisible();
		await expect(page.locator('[data-continue]')).toBeHidden();
		await expect(page.locator('[data-mastery="neural-networks"]')).toHaveText('Not started');
		await page.reload();
		await expect(page.locator('[data-continue]')).toBeHidden();
	});

	test('two browsers share progress through a sync code, and a conflict merges both sides', async ({
		browser,
	}) => {
		// Three browsers, a dozen round trips and their crypto.
		test.slow();
		const a = await (await browser.newContext()).newPage();
		const b = await (await browser.newContext()).newPage();
		// The space's id travels in a header, never in an address that logs keep.
		const syncAddresses = new Set<string>();
		for (const page of [a, b])
			page.on('request', (request) => {
				const url = new URL(request.url());
				if (url.pathname.startsWith('/api/progress')) syncAddresses.add(url.pathname + url.search);
			});
		const mark = async (page: typeof a, index: number) => {
			await page.goto('/learn/ai-from-zero');
			const step = page.locator('li[data-step]').nth(index);
			await step.getByRole('button', { name: /Mark this/ }).click();
			await expect(step.getByRole('button', { name: /Done ✓/ })).toBeVisible();
			return (await step.getAttribute('data-step'))!;
		};
		const stepOnA = await mark(a, 0);
		const code = await startSync(a);
		const stepOnB = await mark(b, 1);
		await joinSync(b, code);
		expect(Object.keys((await learnerState(b))!.steps)).toEqual(
			expect.arrayContaining([stepOnA, stepOnB]),
		);

		// A has not seen B's write: its next change is written over a stale version, refused (409),
		// merged with what B wrote, and written again.
		const laterOnA = await mark(a, 2);
		await syncNow(a);
		expect(Object.keys((await learnerState(a))!.steps)).toEqual(
			expect.arrayContaining([stepOnA, stepOnB, laterOnA]),
		);
		await syncNow(b);
		expect(Object.keys((await learnerState(b))!.steps)).toEqual(
			expect.arrayContaining([stepOnA, stepOnB, laterOnA]),
		);
		await b.goto('/learn/ai-from-zero');
		await expect(b.locator('[data-path-progress] [data-progress-text]')).toHaveText(
			/^3 of \d+ steps done$/,
		);

		// "Delete the synced copy" on B (with the version A wrote last): A finds it gone and stops.
		await b.goto('/learn');
		await b.getByRole('button', { name: 'Delete the synced copy' }).click();
		await b.getByRole('button', { name: 'Yes, delete it' }).click();
		await expect(b.getByText('The synced copy is deleted from the server.')).toBeVisible({
			timeout: 20_000,
		});
		await a.goto('/learn');
		await a.getByRole('button', { name: 'Sync now' }).click();
		await expect(a.getByRole('alert')).toContainText('was deleted', { timeout: 20_000 });
		expect([...syncAddresses]).toEqual(['/api/progress']);

		// A wrong code is caught on the device, before any request.
		const c = await (await browser.newContext()).newPage();
		await c.goto('/learn');
		await c
			.getByLabel('I have a code from another device')
			.fill(code.slice(0, -1) + (code.endsWith('0') ? '1' : '0'));
		await c.getByRole('button', { name: 'Sync this device' }).click();
		await expect(c.getByRole('alert')).toContainText('typo');
	});
});
