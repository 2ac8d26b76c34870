/**
 * Every explorable in the catalogue, as a reader meets it: a picture with words that teach before
 * any JavaScript; on a phone, the keyboard changes the view and the words said about it; hydration
 * moves nothing; a view shared by address opens as shared; axe-clean in both themes on /explore;
 * and each term it names links it.
 */
import { expect, test, type Page } from '@playwright/test';
import { EXPLORABLES } from '../../src/lib/explorables/catalog';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';

const PHONE = { width: 360, height: 740 };

/** Layout shifts not caused by the reader's input, summed from the page's start. */
async function recordLayoutShifts(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { shifted: number };
		w.shifted = 0;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & {
				value: number;
				hadRecentInput: boolean;
			})[])
				if (!entry.hadRecentInput) w.shifted += entry.value;
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

for (const e of EXPLORABLES) {
	const figure = (page: Page) => page.locator(`#explore-${e.slug}`);
	const said = (page: Page) => figure(page).locator('[aria-live="polite"]');

	test.describe(`explorable ${e.slug}`, () => {
		test('teaches without JavaScript: a picture, what to notice and what it shows', async ({
			browser,
		}) => {
			const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
			const page = await context.newPage();
			await page.goto(`/topics/${e.guide}`);
			await expect(figure(page).locator('svg[role="img"]')).toBeVisible();
			await expect(figure(page).locator('figcaption')).toContainText(e.title);
			expect((await said(page).textContent())!.length).toBeGreaterThan(30);
			// It sits in the section whose checkpoint asks about it.
			const section = await figure(page).evaluate((el) => {
				let at: Element | null = el;
				while (at && !(at.matches('h2[id]') && at.parentElement === el.closest('.prose')))
					at = at.previousElementSibling ?? at.parentElement;
				return at?.id;
			});
			expect(section).toBe(e.section);
			await context.close();
		});

		test('on a phone, the keyboard changes the view and its words, and nothing shifts', async ({
			browser,
		}) => {
			const page = await browser.newPage({ viewport: PHONE });
			const console = watchConsole(page);
			await recordLayoutShifts(page);
			await page.goto(`/topics/${e.guide}`);
			const control = figure(page).locator('input').first();
			await control.scrollIntoViewIfNeeded();
			const before = await said(page).textContent();
			// Focus alone wakes the island; any shift while it hydrates counts.
			await control.focus();
			await expect(figure(page).locator('xpath=ancestor::astro-island')).not.toHaveAttribute(
				'ssr',
				/.*/,
			);
			await page.keyboard.press('ArrowRight');
			await page.keyboard.press('ArrowRight');
			await expect(said(page)).not.toHaveText(before!);
			await expect(figure(page).getByRole('link', { name: 'Link to this view' })).toHaveAttribute(
				'href',
				new RegExp(`^\\?(${e.params.join('|')})=.*#explore-${e.slug}$`),
			);
			expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
			// Controls are 24 px at least.
			for (const input of await figure(page).locator('input').all()) {
				const box = (await input.boundingBox())!;
				expect(Math.max(box.height, box.width)).toBeGreaterThanOrEqual(24);
			}
			expect(console.errors).toEqual([]);
		});

		test('a view shared by its address opens as shared', async ({ page }) => {
			await page.goto(`/topics/${e.guide}#explore-${e.slug}`);
			await figure(page).locator('input').first().focus();
			await page.keyboard.press('ArrowRight');
			const link = figure(page).getByRole('link', { name: 'Link to this view' });
			await expect(link).toHaveAttribute('href', /^\?/);
			const shared = await said(page).textContent();
			await page.goto(`/topics/${e.guide}${await link.getAttribute('href')}`);
			await expect(said(page)).toHaveText(shared!);
		});

		test('each of its terms links it under "Try it"', async ({ page }) => {
			for (const term of e.terms) {
				await page.goto(`/glossary/${term}`);
				const link = page
					.getByRole('region', { name: 'Try it' })
					.getByRole('link', { name: e.title });
				await expect(link, term).toHaveAttribute('href', `/topics/${e.guide}#explore-${e.slug}`);
			}
		});
	});
}

test('/explore lists every explorable, each live', async ({ page }) => {
	await page.goto('/explore');
	for (const e of EXPLORABLES) {
		await expect(page.locator(`#explore-${e.slug} svg[role="img"]`)).toHaveCount(1);
		await expect(page.getByRole('heading', { name: e.title, level: 2 })).toBeVisible();
	}
});

for (const theme of ['light', 'dark'] as const)
	test(`/explore has no serious accessibility violations (${theme})`, async ({ page }) => {
		// Axe twice over eleven figures, and eleven islands' code in between.
		test.slow();
		await useTheme(page, theme);
		await page.setViewportSize(PHONE);
		await page.goto('/explore');
		await expectNoSeriousA11yViolations(page);
		// Once hydrated too.
		for (const e of EXPLORABLES) await page.locator(`#explore-${e.slug} input`).first().focus();
		// Eleven islands' code on a busy machine: give it time.
		await expect(page.locator('astro-island[ssr]:has([data-explorable])')).toHaveCount(0, {
			timeout: 30_000,
		});
		await expectNoSeriousA11yViolations(page, `/explore hydrated (${theme})`);
	});
