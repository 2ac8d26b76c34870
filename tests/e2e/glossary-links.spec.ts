/**
 * Glossary terms linked from guides (src/integrations/glossary-linker, styles in
 * src/styles/glossary-links.css). Needs the linker wired into astro.config.mjs and the CSS
 * imported by global.css.
 */
import { TOOLTIP_MAX_CHARS, termSummary } from '../../src/lib/glossary/summary';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';

const GUIDE = '/topics/neural-networks';

const glossaryLinks = (page: Page) => page.locator('.prose a.glossary-link');

/** The tooltip a glossary link points to with aria-describedby. */
async function tipOf(page: Page, link: Locator): Promise<Locator> {
	const id = await link.getAttribute('aria-describedby');
	expect(id, 'aria-describedby').toMatch(/^gl-\d+$/);
	return page.locator(`[id="${id}"]`);
}

/** Presses Tab until a glossary link in the body has focus; returns it. */
async function tabToGlossaryLink(page: Page): Promise<Locator> {
	for (let i = 0; i < 150; i++) {
		await page.keyboard.press('Tab');
		const isGlossaryLink = await page.evaluate(
			() => document.activeElement?.classList.contains('glossary-link') ?? false,
		);
		if (isGlossaryLink) return page.locator('a.glossary-link:focus');
	}
	throw new Error('No glossary link reached with the Tab key');
}

test.describe('glossary links in a topic guide', () => {
	test('link terms in the body, never in headings, code, citations or figures', async ({
		page,
	}) => {
		const console = watchConsole(page);
		expect((await page.goto(GUIDE))?.status()).toBe(200);
		const links = glossaryLinks(page);
		const count = await links.count();
		expect(count).toBeGreaterThanOrEqual(5);
		expect(count).toBeLessThanOrEqual(25);
		await expect(
			page.locator(
				':is(h1, h2, h3, h4, h5, h6, a, code, pre, kbd, sup, figcaption, [data-no-glossary]) .glossary-term',
			),
		).toHaveCount(0);
		await expect(page.locator('a.glossary-link')).toHaveCount(count);

		const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
		for (const href of hrefs) expect(href).toMatch(/^\/glossary\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
		expect(new Set(hrefs).size, 'each term is linked once').toBe(hrefs.length);

		// Every tooltip id is unique and hidden until asked for.
		const ids = await page.locator('.glossary-tip').evaluateAll((els) => els.map((el) => el.id));
		expect(new Set(ids).size).toBe(count);
		await expect(page.locator('.glossary-tip').first()).toBeHidden();
		expect(console.errors).toEqual([]);
	});

	test('focusing a linked term with the keyboard shows its definition', async ({ page }) => {
		await page.goto(GUIDE);
		const link = await tabToGlossaryLink(page);
		const tip = await tipOf(page, link);
		await expect(tip).toHaveAttribute('role', 'tooltip');
		await expect(tip).toBeVisible();
		const definition = ((await tip.textContent()) ?? '').trim();
		expect(definition.length).toBeGreaterThan(20);
		await expect(link).toHaveAccessibleDescription(definition);

		// Moving focus on hides it again.
		await page.keyboard.press('Tab');
		await expect(tip).toBeHidden();
	});

	test('hovering a linked term shows its definition', async ({ page }) => {
		await page.goto(GUIDE);
		const link = glossaryLinks(page).nth(1);
		const tip = await tipOf(page, link);
		await expect(tip).toBeHidden();
		await link.hover();
		await expect(tip).toBeVisible();
		await expect(link).toHaveAccessibleDescription(((await tip.textContent()) ?? '').trim());
	});

	test('links resolve to the right glossary term', async ({ page, request }) => {
		await page.goto(GUIDE);
		const links = glossaryLinks(page);
		const count = await links.count();
		for (let i = 0; i < count; i++) {
			const link = links.nth(i);
			const slug = (await link.getAttribute('href'))!.replace(/^\/glossary\//, '');
			const response = await request.get(`/api/glossary/term/${slug}`);
			expect(response.status(), `GET /api/glossary/term/${slug}`).toBe(200);
			const term = (await response.json()) as {
				slug: string;
				short_definition: string | null;
				comprehensive_definition: string;
			};
			expect(term.slug).toBe(slug);
			const tip = await tipOf(page, link);
			expect(((await tip.textContent()) ?? '').trim()).toBe(termSummary(term, TOOLTIP_MAX_CHARS));
		}
		const first = links.first();
		const href = (await first.getAttribute('href'))!;
		await first.click();
		await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
	});

	test('the definition fits a phone screen', async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.goto(GUIDE);
		const link = await tabToGlossaryLink(page);
		const tip = await tipOf(page, link);
		await expect(tip).toBeVisible();
		const box = (await tip.boundingBox())!;
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(box.x + box.width).toBeLessThanOrEqual(360);
		// Hidden tips never widen the page either.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
	});

	for (const theme of ['light', 'dark'] as const) {
		test(`the body has no serious accessibility violations with a definition shown (${theme})`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			await page.goto(GUIDE);
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
			const tip = await tipOf(page, await tabToGlossaryLink(page));
			await expect(tip).toBeVisible();
			// The article body, where the links and tooltips live.
			await expectNoSeriousA11yViolations(
				page,
				`${GUIDE} (${theme}, tooltip open)`,
				[],
				['.prose'],
			);
		});
	}
});
