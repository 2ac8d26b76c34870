import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole, watchScripts } from './helpers';

test.describe('glossary term pages without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('a reader follows a tooltip link in a guide to the full entry of the term', async ({
		page,
	}) => {
		await page.goto('/topics/machine-learning-fundamentals');
		const link = page.locator('.glossary-link').first();
		const href = await link.getAttribute('href');
		expect(href).toMatch(/^\/glossary\/[a-z0-9-]+$/);
		await link.click();
		await expect(page).toHaveURL(new RegExp(`${href}$`));
		const definition = page.getByRole('region', { name: 'Definition' });
		await expect(definition.locator('p').first()).toBeVisible();
		expect((await definition.innerText()).length).toBeGreaterThan(200);
		await expect(
			page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Glossary' }),
		).toHaveAttribute('href', '/glossary');
	});

	test("a letter's page of the A–Z index links every term to its page, which shows related terms and where it is mentioned", async ({
		page,
	}) => {
		await page.goto('/glossary/letters/r');
		await page
			.locator('.glossary-index a[href="/glossary/retrieval-augmented-generation"]')
			.click();
		await expect(
			page.getByRole('heading', { level: 1, name: 'Retrieval-Augmented Generation' }),
		).toBeVisible();
		await expect(page.getByText(/^Also known as .*RAG/)).toBeVisible();
		// Its breadcrumb leads back to the letter's page.
		await expect(
			page
				.getByRole('navigation', { name: 'Breadcrumb' })
				.getByRole('link', { name: 'R', exact: true }),
		).toHaveAttribute('href', '/glossary/letters/r');
		const related = page.getByRole('region', { name: 'Related terms' }).getByRole('link').first();
		const name = (await related.innerText()).trim();
		await related.click();
		await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
		await page.goBack();
		await expect(
			page.getByRole('region', { name: 'Mentioned in' }).getByRole('link').first(),
		).toBeVisible();
		// Without JavaScript the pronunciation button is hidden rather than dead.
		await expect(page.getByRole('button', { name: /Pronounce/ })).toBeHidden();
	});
});

test.describe('glossary term pages', () => {
	test('an unknown term answers the site 404 page with status 404', async ({ page }) => {
		const response = await page.goto('/glossary/no-such-term-here');
		expect(response?.status()).toBe(404);
		await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
	});

	test('loads no script until the reader presses the pronunciation button, which then speaks the term', async ({
		page,
	}) => {
		await page.addInitScript(() => {
			const spoken: string[] = [];
			(window as unknown as { spoken: string[] }).spoken = spoken;
			Object.defineProperty(window, 'speechSynthesis', {
				value: {
					getVoices: () => [{ name: 'Samantha', lang: 'en-US' }],
					cancel: () => {},
					speak: (u: { text: string }) => spoken.push(u.text),
				},
			});
			(window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance =
				class {
					rate = 1;
					pitch = 1;
					lang = '';
					voice: unknown = null;
					text: string;
					constructor(text: string) {
						this.text = text;
					}
				};
		});
		const scripts = watchScripts(page);
		const console = watchConsole(page);
		await page.goto('/glossary/epoch');
		await expect(page.getByRole('heading', { level: 1, name: 'Epoch' })).toBeVisible();
		expect(scripts).toEqual([]);
		await page.getByRole('button', { name: /Pronounce/ }).click();
		await expect
			.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken))
			.toEqual(['Epoch']);
		// The term has no recorded audio: the API's 404 is expected, anything else is not.
		expect(console.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
	});

	test("the glossary browser's old address /glossary?term={slug} answers a 301 to the term's page", async ({
		page,
	}) => {
		const answer = await page.request.get('/glossary?letter=E&term=epoch', { maxRedirects: 0 });
		expect(answer.status()).toBe(301);
		expect(answer.headers()['location']).toBe('/glossary/epoch');
		// Followed by the browser, before any script of the glossary page could run.
		const scripts = watchScripts(page);
		await page.goto('/glossary?term=epoch');
		await expect(page).toHaveURL(/\/glossary\/epoch$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Epoch' })).toBeVisible();
		expect(scripts.filter((url) => /GlossaryBrowser/.test(url))).toEqual([]);
		// The page is the term's one view: it leads on to the glossary browser, not back into it.
		await page.getByRole('link', { name: 'Browse the glossary' }).click();
		await expect(page).toHaveURL(/\/glossary$/);
	});

	for (const theme of ['light', 'dark'] as const) {
		test(`has no serious accessibility violations (${theme})`, async ({ page }) => {
			await page.addInitScript((value) => localStorage.setItem('ai-atlas-theme', value), theme);
			await page.goto('/glossary/transformer');
			await expectNoSeriousA11yViolations(page);
		});

		test(`a letter's page has no serious accessibility violations (${theme})`, async ({ page }) => {
			await page.addInitScript((value) => localStorage.setItem('ai-atlas-theme', value), theme);
			await page.goto('/glossary/letters/s');
			await expectNoSeriousA11yViolations(page);
		});
	}
});
