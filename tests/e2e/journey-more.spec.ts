/**
 * The rest of the 2026-11-28 walk-through's defects on a 360×740 phone: verdicts by their question
 * (D9, D10), focus after a control goes (D11), bars (D21), the sync code (D23), offline search
 * (D17), and earlier answers that come back (D8).
 */
import { expect, test } from '@playwright/test';
import { learnerState } from './learning-helpers';
import { PATH } from './journey-helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test.describe('the rest of the walk-through', () => {
	test('D9, D10: a wrong pick shows its verdict by the option and marks the right option there', async ({
		page,
	}) => {
		await page.goto('/topics/ai-fundamentals');
		const question = page.locator('section.checkpoint li.cq:not([data-recall])').first();
		await question.locator('.cq-option:not([data-correct]) label').first().tap();
		const right = question.locator('.cq-option[data-correct]');
		await expect(right.getByText('(the right answer)')).toBeVisible();
		await expect(question.locator('.cq-option:has(input:checked) .cq-why')).toBeVisible();
		// The status line that announced verdicts under the last question is for screen readers only.
		await expect(page.locator('section.checkpoint').first().locator('.cq-announce')).toHaveClass(
			/sr-only/,
		);
	});

	test('D11: focus goes to what happened when a pressed control disappears', async ({ page }) => {
		await page.goto('/topics/ai-fundamentals');
		const checkpoint = page.locator('section.checkpoint').first();
		const wrong = checkpoint.locator('li.cq:not([data-recall])').first();
		await wrong.locator('.cq-option:not([data-correct]) label').first().tap();
		await expect(
			checkpoint.getByText('The question you missed is now in your review.'),
		).toBeVisible();
		await checkpoint.getByRole('button', { name: 'Practise this section later' }).focus();
		await page.keyboard.press('Enter');
		await expect(checkpoint.getByText(/cards? added/)).toBeFocused();
		await checkpoint.getByRole('button', { name: 'undo' }).focus();
		await page.keyboard.press('Enter');
		await expect(checkpoint.getByText('Removed from your review.')).toBeFocused();

		await page.goto('/learn');
		const reset = page.getByRole('button', { name: 'Reset my progress' });
		await reset.focus();
		await page.keyboard.press('Enter');
		await expect(page.getByText('Forget every step done and every answer?')).toBeFocused();
		await page.getByRole('button', { name: 'Cancel' }).focus();
		await page.keyboard.press('Enter');
		await expect(reset).toBeFocused();
		await page.keyboard.press('Enter');
		await page.getByRole('button', { name: 'Yes, reset' }).focus();
		await page.keyboard.press('Enter');
		await expect(page.getByText('Your progress is reset.')).toBeFocused();
	});

	test('D22: a guide\'s level reads "Level: Beginner", with its space', async ({ page }) => {
		await page.goto('/topics/ai-fundamentals');
		await expect(page.getByRole('region', { name: 'About this guide' })).toContainText(
			'Level: Beginner',
		);
	});

	test('D21: an empty progress bar is an outlined track, not a full grey bar', async ({ page }) => {
		await page.goto(`/learn/${PATH}`);
		const bar = page.locator(`[data-path-progress="${PATH}"] progress`);
		await expect(bar).toHaveJSProperty('value', 0);
		await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
		await expect(bar).toHaveCSS('appearance', 'none');
	});

	test('D23: the sync code fits the field on a phone, and a made code can be copied', async ({
		page,
		context,
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await page.goto('/learn');
		const field = page.getByLabel('I have a code from another device');
		await field.fill('ABCDE-FGHJK-MNPQR-STVWX-YZ012-34567');
		expect(
			await field.evaluate(
				(el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
			),
		).toBe(true);
		await page.getByRole('button', { name: 'Turn on sync' }).tap();
		const code = page.locator('[data-sync-code]');
		await expect(code).toHaveText(/^([0-9A-Z]{5}-){5}[0-9A-Z]{5}$/, { timeout: 20_000 });
		await page.getByRole('button', { name: 'Copy the code' }).tap();
		await expect(page.getByText('Code copied.')).toBeVisible();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
			await code.textContent(),
		);
	});
});

test.describe('offline search', () => {
	test.use({ serviceWorkers: 'allow' });
	test('D17: offline, search says one thing, with no link to a search that cannot work', async ({
		page,
		context,
	}) => {
		await page.goto('/about');
		await page.evaluate(() => navigator.serviceWorker.ready);
		if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
		// Search was used once online, so its code is kept; the words searched offline were not.
		const open = () =>
			page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).tap();
		const dialog = page.getByRole('dialog', { name: 'Search AI Atlas' });
		await open();
		await dialog.getByRole('combobox').fill('zzzz');
		await expect(dialog.getByRole('status')).toHaveText(/zzzz/);
		await context.setOffline(true);
		await page.goto('/about');
		await open();
		await dialog.getByRole('combobox').fill('overfitting');
		await expect(dialog.getByRole('status')).toHaveText(
			'Can’t reach the site: searching pages saved here.',
		);
		await expect(dialog.getByText('Search could not load')).toHaveCount(0);
		await expect(dialog.getByRole('link', { name: 'search the blog' })).toHaveCount(0);
		await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
	});
});

test.describe('coming back to a guide', () => {
	test('D8: earlier answers come back in a new tab, with the score and "Try again", without moving anything', async ({
		page,
		context,
	}) => {
		await page.goto('/topics/ai-fundamentals');
		const block = page.locator('section.checkpoint').first();
		const choices = block.locator('li.cq:not([data-recall])');
		const count = await choices.count();
		// The first question wrong, the others right.
		await choices.first().locator('.cq-option:not([data-correct]) label').first().tap();
		for (let i = 1; i < count; i++)
			await choices.nth(i).locator('.cq-option[data-correct] label').tap();
		const score = `${count - 1} of ${count} right in this section.`;
		await expect(block.getByText(score)).toBeVisible();
		const picked = await choices.first().locator('input:checked').getAttribute('value');

		const again = await context.newPage();
		// No island may load: what shows is the page's own first paint.
		await again.route('**/_astro/**/*.js', (r) => r.abort());
		await again.goto('/topics/ai-fundamentals');
		const returned = again.locator('section.checkpoint').first();
		await expect(
			returned.locator('li.cq:not([data-recall])').first().locator('input:checked'),
		).toHaveAttribute('value', picked!);
		await expect(returned.getByText(score)).toBeVisible();
		await expect(returned.getByRole('button', { name: 'Try again' })).toBeVisible();
		await expect(
			returned.locator('.cq-option[data-correct]').first().getByText('(the right answer)'),
		).toBeVisible();
		const shift = await again.evaluate(
			() =>
				new Promise<number>((resolve) => {
					let total = 0;
					new PerformanceObserver((list) => {
						for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
							total += entry.value;
					}).observe({ type: 'layout-shift', buffered: true });
					setTimeout(() => resolve(total), 300);
				}),
		);
		expect(shift).toBeLessThan(0.01);

		// With scripts: Try again clears the block, and a new pick replaces the kept answer.
		await again.unrouteAll();
		await again.reload();
		const fresh = again.locator('section.checkpoint').first();
		await fresh.getByRole('button', { name: 'Try again' }).tap();
		await expect(fresh.locator('input:checked')).toHaveCount(0);
		await expect(fresh.getByRole('button', { name: 'Try again' })).toBeHidden();
		const first = fresh.locator('li.cq:not([data-recall])').first();
		await first.locator('.cq-option[data-correct] label').tap();
		const id = (await first.getAttribute('data-question'))!;
		await expect
			.poll(async () => (await learnerState(again))?.answers[`ai-fundamentals/${id}`]?.correct)
			.toBe(true);
	});
});
