import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';
import { engineButton, searchBarReady, searchField, stubExternalSites } from './home-helpers';

/** The home page's search bar: engines, keyboard use and where a search goes. */
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
