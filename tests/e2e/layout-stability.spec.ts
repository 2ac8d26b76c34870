import { expect, test, type Page } from '@playwright/test';

/**
 * The application screens fill in after load (results, letters, the terms table). What arrives
 * must take space that was kept for it: no element on screen may move (cumulative layout shift
 * 0), on a phone-sized screen where the footer starts close to the top.
 */
test.use({ viewport: { width: 412, height: 823 } });

async function recordLayoutShifts(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const w = window as unknown as { layoutShift: number };
		w.layoutShift = 0;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & {
				value: number;
				hadRecentInput: boolean;
			})[]) {
				if (!entry.hadRecentInput) w.layoutShift += entry.value;
			}
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

/** The shift so far, read after two frames so the last change has been laid out. */
async function layoutShift(page: Page): Promise<number> {
	return page.evaluate(
		() =>
			new Promise<number>((resolve) =>
				requestAnimationFrame(() =>
					requestAnimationFrame(() =>
						resolve((window as unknown as { layoutShift: number }).layoutShift),
					),
				),
			),
	);
}

test('blog search results arrive without moving the page', async ({ page }) => {
	await recordLayoutShifts(page);
	await page.goto('/search?q=ai');
	// The results are in the page; a search typed on it fills the same place.
	await expect(page.getByRole('status')).toHaveText(/^\d+ results? found$/);
	await expect(
		page
			.getByRole('list', { name: /Results for/ })
			.getByRole('listitem')
			.first(),
	).toBeVisible();
	expect(await layoutShift(page)).toBe(0);
});

test('/review paints its final layout first: nothing moves once the cards and decks have arrived', async ({
	page,
}) => {
	await recordLayoutShifts(page);
	await page.goto('/review');
	await expect(page.getByText('No cards yet.')).toBeVisible();
	// The decks arrive last, and name the button.
	await expect(page.getByRole('button', { name: /^Add all \d+ beginner terms in / })).toBeVisible();
	expect(await layoutShift(page)).toBe(0);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
	test(`the glossary admin list arrives without moving the page (reduced motion: ${reducedMotion})`, async ({
		page,
	}) => {
		await page.emulateMedia({ reducedMotion });
		await recordLayoutShifts(page);
		await page.goto('/admin/glossary');
		await expect(page.getByRole('status').filter({ hasText: /\d+ terms/ })).toBeVisible();
		await expect(page.getByRole('row').nth(1)).toBeVisible();
		expect(await layoutShift(page)).toBe(0);
	});
}

test('the glossary letters arrive without moving the page', async ({ page }) => {
	await recordLayoutShifts(page);
	await page.goto('/glossary');
	await expect(page.getByRole('link', { name: /^A, \d+ terms$/ })).toBeVisible();
	expect(await layoutShift(page)).toBe(0);
});
