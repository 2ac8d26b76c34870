import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole, watchScripts } from './helpers';

/** Never let a test reach a real search engine: every non-local request gets a stub page. */
async function stubExternalSites(context: BrowserContext): Promise<string[]> {
	const external: string[] = [];
	await context.route(
		(url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
		(route) => {
			external.push(route.request().url());
			return route.fulfill({
				status: 200,
				contentType: 'text/html',
				body: '<!doctype html><title>Stub</title><p>Stub</p>',
			});
		},
	);
	return external;
}

/**
 * Hydrates the search bar (it loads on the reader's first interaction: focusing the field is one)
 * and waits until it has hydrated (Astro drops `ssr` from the island).
 */
async function searchBarReady(page: Page) {
	await page.getByRole('searchbox', { name: 'Search for AI and machine learning topics' }).focus();
	await expect(page.locator('astro-island[component-url*="WebSearchBar"]')).not.toHaveAttribute(
		'ssr',
		/.*/,
	);
}

const engineButton = (page: Page) => page.getByRole('button', { name: /^Search engine:/ });
const searchField = (page: Page) =>
	page.getByRole('searchbox', { name: 'Search for AI and machine learning topics' });

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

test.describe('home search bar', () => {
	test('is a plain GET form to /search that works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/');
		const form = page.getByRole('search', { name: 'Search' });
		await expect(form).toHaveAttribute('action', '/search');
		await expect(form).toHaveAttribute('method', 'get');
		const field = searchField(page);
		await expect(field).toHaveAttribute('name', 'q');
		await expect(field).toHaveAttribute('placeholder', 'Search for your AI & ML Queries here');
		await field.fill('agents');
		await field.press('Enter');
		await expect(page).toHaveURL(/\/search\?q=agents$/);
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Search Results for');
		await context.close();
	});

	test('searches the blog in the same tab with the AI Atlas engine', async ({ page, context }) => {
		const console = watchConsole(page);
		await stubExternalSites(context);
		await page.goto('/');
		await searchBarReady(page);
		await expect(engineButton(page)).toHaveAccessibleName('Search engine: Google');
		await expect(page.getByText('Opens Google in a new tab.')).toBeVisible();
		await engineButton(page).click();
		await page.getByRole('option', { name: /AI Atlas/ }).click();
		await expect(page.getByRole('listbox')).toBeHidden();
		await expect(engineButton(page)).toHaveAccessibleName('Search engine: AI Atlas');
		await expect(page.getByText('Searches the AI Atlas blog in this tab.')).toBeVisible();
		let popups = 0;
		page.on('popup', () => popups++);
		await searchField(page).fill('  AI agents ');
		await page.getByRole('button', { name: 'Search', exact: true }).click();
		await expect(page).toHaveURL(/\/search\?q=AI%20agents$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Search Results for “AI agents”',
		);
		await expect(page.getByRole('status')).toHaveText(/^\d+ results? found$/);
		expect(popups).toBe(0);
		expect(console.errors).toEqual([]);
	});

	test('opens an external engine in a new tab with the encoded query', async ({
		page,
		context,
	}) => {
		const external = await stubExternalSites(context);
		await page.goto('/');
		await searchBarReady(page);
		await searchField(page).fill('AI & ML: what is RAG?');
		const [google] = await Promise.all([
			page.waitForEvent('popup'),
			searchField(page).press('Enter'),
		]);
		await google.waitForLoadState();
		expect(google.url()).toBe(
			'https://www.google.com/search?q=AI%20%26%20ML%3A%20what%20is%20RAG%3F',
		);
		// noopener: the new tab cannot reach back to this page.
		expect(await google.evaluate(() => window.opener)).toBeNull();
		await expect(page).toHaveURL(/\/$/);

		// Back to this tab, as a reader would: a tab in the background gets no animation frames, and
		// clicks wait for frames to see the engine menu hold still (two seconds a click without them).
		await page.bringToFront();

		await engineButton(page).click();
		await page.getByRole('option', { name: 'DuckDuckGo' }).click();
		const [ddg] = await Promise.all([
			page.waitForEvent('popup'),
			page.getByRole('button', { name: 'Search', exact: true }).click(),
		]);
		await ddg.waitForLoadState();
		expect(ddg.url()).toBe('https://duckduckgo.com/?q=AI%20%26%20ML%3A%20what%20is%20RAG%3F');
		expect(external.every((url) => /google\.com|duckduckgo\.com/.test(url))).toBe(true);
	});

	test('keeps a query typed before the search bar hydrated', async ({ page, context }) => {
		await stubExternalSites(context);
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/_astro/WebSearchBar*.js', async (route) => {
			await held;
			await route.continue();
		});
		await page.goto('/');
		await searchField(page).fill('typed early');
		release();
		await searchBarReady(page);
		const [popup] = await Promise.all([
			page.waitForEvent('popup'),
			searchField(page).press('Enter'),
		]);
		await popup.waitForLoadState();
		expect(popup.url()).toBe('https://www.google.com/search?q=typed%20early');
	});

	test('submits nothing for an empty or blank query', async ({ page, context }) => {
		await stubExternalSites(context);
		await page.goto('/');
		await searchBarReady(page);
		let popups = 0;
		page.on('popup', () => popups++);
		// A popup would be opened by window.open in the same submit handler that shows the notice,
		// so once the notice shows, counting the calls tells whether one is coming.
		await page.evaluate(() => {
			const open = window.open.bind(window);
			const counted = window as Window & { openCalls?: number };
			counted.openCalls = 0;
			window.open = (...args) => {
				counted.openCalls! += 1;
				return open(...args);
			};
		});
		await expect(searchField(page)).toHaveAttribute('required', '');
		await searchField(page).press('Enter');
		await searchField(page).fill('   ');
		await searchField(page).press('Enter');
		await expect(page.getByText('Type a word or a question to search.')).toBeVisible();
		await expect(searchField(page)).toBeFocused();
		expect(await page.evaluate(() => (window as Window & { openCalls?: number }).openCalls)).toBe(
			0,
		);
		expect(popups).toBe(0);
		await expect(page).toHaveURL(/\/$/);
	});

	test('the engine picker is a keyboard-operable listbox', async ({ page }) => {
		await page.goto('/');
		await searchBarReady(page);
		const button = engineButton(page);
		await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
		await expect(button).toHaveAttribute('aria-expanded', 'false');
		await button.focus();
		await page.keyboard.press('ArrowDown');
		const listbox = page.getByRole('listbox', { name: 'Search engine' });
		await expect(listbox).toBeFocused();
		await expect(button).toHaveAttribute('aria-expanded', 'true');
		await expect(button).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
		const options = listbox.getByRole('option');
		await expect(options).toHaveText([
			'Google',
			'AI Atlas (this site)',
			'Baidu',
			'Yandex',
			'Yahoo',
			'Bing',
			'DuckDuckGo',
		]);
		await expect(listbox.getByRole('option', { selected: true })).toHaveText('Google');
		for (const icon of await options.locator('img').all()) {
			await expect(icon).toHaveAttribute('alt', '');
			expect(
				await icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
			).toBe(true);
		}

		const activeText = async () => {
			const id = await listbox.getAttribute('aria-activedescendant');
			return page.locator(`[id="${id}"]`).innerText();
		};
		expect(await activeText()).toBe('Google');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		expect(await activeText()).toBe('Baidu');
		await page.keyboard.press('End');
		expect(await activeText()).toBe('DuckDuckGo');
		await page.keyboard.press('ArrowDown');
		expect(await activeText()).toBe('DuckDuckGo');
		await page.keyboard.press('Home');
		expect(await activeText()).toBe('Google');
		await page.keyboard.press('ArrowUp');
		expect(await activeText()).toBe('Google');
		// Type-ahead: a letter jumps to the next engine starting with it. The page's clock is
		// moved past the 600 ms after which typed letters start a new prefix, instead of waiting.
		await page.clock.install();
		await page.keyboard.press('y');
		expect(await activeText()).toBe('Yandex');
		await page.clock.runFor(700);
		await page.keyboard.press('y');
		expect(await activeText()).toBe('Yahoo');

		// Escape closes without choosing and returns focus to the button.
		await page.keyboard.press('Escape');
		await expect(listbox).toBeHidden();
		await expect(button).toBeFocused();
		await expect(button).toHaveAccessibleName('Search engine: Google');

		// Enter opens (native button), Enter chooses and closes.
		await page.keyboard.press('Enter');
		await expect(listbox).toBeFocused();
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await expect(listbox).toBeHidden();
		await expect(button).toBeFocused();
		await expect(button).toHaveAccessibleName('Search engine: AI Atlas');

		// Space chooses too; Tab closes the list and moves on.
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press('End');
		await page.keyboard.press(' ');
		await expect(button).toHaveAccessibleName('Search engine: DuckDuckGo');
		await page.keyboard.press('ArrowDown');
		await expect(listbox.getByRole('option', { selected: true })).toHaveText('DuckDuckGo');
		await page.keyboard.press('Tab');
		await expect(listbox).toBeHidden();
		await expect(searchField(page)).toBeFocused();
	});

	test('the engine list closes on an outside click', async ({ page }) => {
		await page.goto('/');
		await searchBarReady(page);
		await engineButton(page).click();
		await expect(page.getByRole('listbox')).toBeVisible();
		await page.getByRole('heading', { level: 1 }).click();
		await expect(page.getByRole('listbox')).toBeHidden();
		await expect(engineButton(page)).toHaveAttribute('aria-expanded', 'false');
		// The button toggles it too.
		await engineButton(page).click();
		await expect(page.getByRole('listbox')).toBeVisible();
		await engineButton(page).click();
		await expect(page.getByRole('listbox')).toBeHidden();
	});

	test.describe('on a touch screen', () => {
		test.use({ hasTouch: true, viewport: { width: 390, height: 800 } });

		test('the engine list closes on an outside tap and after choosing', async ({ page }) => {
			await page.goto('/');
			await searchBarReady(page);
			await engineButton(page).tap();
			await expect(page.getByRole('listbox')).toBeVisible();
			await page.touchscreen.tap(20, 300);
			await expect(page.getByRole('listbox')).toBeHidden();
			await engineButton(page).tap();
			await page.getByRole('option', { name: 'Bing' }).tap();
			await expect(page.getByRole('listbox')).toBeHidden();
			await expect(engineButton(page)).toHaveAccessibleName('Search engine: Bing');
		});
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
