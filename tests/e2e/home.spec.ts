import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole, watchScripts } from './helpers';
import { engineButton, searchBarReady } from './home-helpers';

/** The home page and its newsletter form; the search bar is in home-search-bar.spec.ts. */
test.describe('home page', () => {
	test('has the hero, the three main links and the topic cards', async ({ page }) => {
		const console = watchConsole(page);
		await page.goto('/');
		await expect(page).toHaveTitle('Learn AI & Machine Learning | AI Atlas');
		await expect(page.getByRole('heading', { level: 1 })).toContainText(
			'Understand AI and machine learning',
		);
		const start = page.getByRole('navigation', { name: 'Start exploring' });
		for (const [name, href] of [
			['Explore Topics', '/topics'],
			['Resources', '/resources'],
			['Blogs', '/blog'],
		]) {
			await expect(start.getByRole('link', { name })).toHaveAttribute('href', href);
		}

		const latest = page.getByRole('region', { name: 'Latest Content' });
		await expect(latest.getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(3);
		expect(
			await latest
				.getByRole('heading', { level: 3 })
				.getByRole('link')
				.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
		).toEqual([
			'/topics/transformer-models-nlp',
			'/topics/reinforcement-learning',
			'/topics/edge-ai',
		]);
		await expect(
			latest.getByRole('link', { name: 'Understanding Transformer Models in NLP' }),
		).toBeVisible();

		const explore = page.getByRole('region', { name: 'Explore AI & ML Topics' });
		expect(
			await explore
				.getByRole('heading', { level: 3 })
				.getByRole('link')
				.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
		).toEqual([
			'/topics/ai-fundamentals',
			'/topics/machine-learning-fundamentals',
			'/topics/neural-networks',
		]);
		await explore.getByRole('link', { name: 'Neural Networks Explained' }).click();
		await expect(page).toHaveURL(/\/topics\/neural-networks$/);
		expect(console.errors).toEqual([]);
	});

	test('alternates the circuit and brain logo every 3 s with CSS only', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'no-preference' });
		await page.goto('/');
		const circuit = page.locator('.hero-logo-circuit');
		const brain = page.locator('.hero-logo-brain');
		for (const icon of [circuit, brain]) {
			expect(await icon.evaluate((el) => getComputedStyle(el).animationName)).toBe(
				'hero-logo-swap',
			);
			expect(await icon.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('6s');
		}
		// Half a cycle (3 s) apart, so exactly one icon shows at a time.
		expect(await brain.evaluate((el) => getComputedStyle(el).animationDelay)).toBe('-3s');
		await expect(page.locator('.hero-logo')).toHaveAttribute('aria-hidden', 'true');
		// No inline style attributes anywhere in the server HTML (CSP).
		const html = await (await page.request.get('/')).text();
		expect(html).not.toMatch(/\sstyle="/);
	});

	test('keeps the logo still when the reader prefers reduced motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto('/');
		expect(
			await page.locator('.hero-logo-circuit').evaluate((el) => getComputedStyle(el).animationName),
		).toBe('none');
		expect(
			await page.locator('.hero-logo-brain').evaluate((el) => getComputedStyle(el).opacity),
		).toBe('0');
		expect(
			await page.locator('.hero-logo-circuit').evaluate((el) => getComputedStyle(el).opacity),
		).toBe('1');
	});

	test('loads no JavaScript until the reader interacts, then only the search bar', async ({
		page,
	}) => {
		const scripts = watchScripts(page);
		await page.goto('/');
		await page.waitForLoadState('networkidle');
		expect(scripts).toEqual([]);
		await searchBarReady(page);
		await page.waitForLoadState('networkidle');
		const names = scripts.map((url) => new URL(url).pathname);
		expect(names.some((name) => name.includes('WebSearchBar'))).toBe(true);
		expect(names.filter((name) => /NewsletterForm|ThemeToggle/.test(name))).toEqual([]);
	});
});

test.describe('newsletter', () => {
	test('requires an e-mail address and sends nothing', async ({ page }) => {
		const console = watchConsole(page);
		await page.goto('/');
		const block = page.getByRole('region', { name: 'Subscribe to our newsletter' });
		const email = block.getByRole('textbox', { name: 'Email address' });
		await expect(email).toHaveAttribute('type', 'email');
		await expect(email).toHaveAttribute('required', '');
		await expect(email).toHaveAttribute('placeholder', 'Enter your email');
		await expect(
			block.getByText('We respect your privacy. Unsubscribe at any time.'),
		).toBeVisible();

		const requests: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() !== 'script' && !request.url().includes('/_astro/'))
				requests.push(`${request.method()} ${request.url()}`);
		});
		await email.fill('not-an-address');
		await block.getByRole('button', { name: 'Subscribe' }).click();
		expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
		await email.fill('ada@example.org');
		await block.getByRole('button', { name: 'Subscribe' }).click();
		await expect(block.getByRole('status')).toContainText('nothing was sent');
		await expect(page).toHaveURL(/\/$/);
		expect(requests).toEqual([]);
		expect(console.errors).toEqual([]);
	});

	test('the first click on Subscribe is not lost while the form hydrates', async ({ page }) => {
		await page.goto('/');
		const block = page.getByRole('region', { name: 'Subscribe to our newsletter' });
		// Fill the field without firing focus/key events on the island, so the click hydrates it.
		await block
			.getByRole('textbox', { name: 'Email address' })
			.evaluate((input: HTMLInputElement) => (input.value = 'ada@example.org'));
		await block.getByRole('button', { name: 'Subscribe' }).click();
		await expect(block.getByRole('status')).toContainText('nothing was sent');
		await expect(page).toHaveURL(/\/$/);
	});
});

for (const theme of ['light', 'dark'] as const) {
	test(`home has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
		const console = watchConsole(page);
		await useTheme(page, theme);
		await page.goto('/');
		await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
		await searchBarReady(page);
		await expectNoSeriousA11yViolations(page, `/ (${theme})`);
		await engineButton(page).click();
		await expect(page.getByRole('listbox')).toBeVisible();
		await expectNoSeriousA11yViolations(page, `/ with the engine list open (${theme})`);
		expect(console.errors).toEqual([]);
	});
}
