import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';

/** The header's search button: a link to /search until its island hydrates. */
const searchButton = (page: Page) =>
	page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search AI Atlas' });
const field = (page: Page) =>
	dialog(page).getByRole('combobox', { name: 'Search guides, articles and glossary terms' });
const options = (page: Page) => dialog(page).getByRole('option');

/** Types a query into the open dialog and waits until the results for it are shown. */
async function search(page: Page, query: string) {
	await field(page).fill(query);
	await expect(dialog(page).getByRole('listbox', { name: 'Search results' })).toHaveAttribute(
		'data-query',
		query,
	);
}

/** The address each option opens, in display order. */
const optionUrls = (page: Page) =>
	options(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-url')!));

test.describe('site search dialog', () => {
	test('each result is a real link: it opens in a new tab with Ctrl+click, the dialog staying open', async ({
		page,
		context,
	}) => {
		await page.goto('/topics/edge-ai');
		await page.keyboard.press('/');
		await search(page, 'quantization');
		const first = options(page).first();
		const href = await first.getAttribute('href');
		expect(href).toBe(await first.getAttribute('data-url'));
		expect(href).toMatch(/^\//);
		expect(await first.evaluate((node) => node.tagName)).toBe('A');
		const [opened] = await Promise.all([
			context.waitForEvent('page'),
			first.click({ modifiers: ['Control'] }),
		]);
		await opened.waitForLoadState();
		expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(href);
		await expect(dialog(page)).toBeVisible();
		await expect(page).toHaveURL(/\/topics\/edge-ai$/);
	});

	test('opens with / from anywhere on a page, before any search code has loaded, and Escape returns focus', async ({
		page,
	}) => {
		const requested: string[] = [];
		page.on('request', (request) => requested.push(new URL(request.url()).pathname));
		const console = watchConsole(page);
		await page.goto('/topics/edge-ai');
		await page.waitForLoadState('networkidle');
		expect(
			requested.filter(
				(path) => path.startsWith('/search-index') || /Search(Dialog)?\b/.test(path),
			),
		).toEqual([]);

		await page.keyboard.press('/');
		await expect(dialog(page)).toBeVisible();
		await expect(field(page)).toBeFocused();
		// Modal: the page behind is inert.
		expect(
			await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal')),
		).toBe(true);

		await page.keyboard.press('Escape');
		await expect(dialog(page)).toBeHidden();
		await expect(searchButton(page)).toBeFocused();

		// Ctrl+K opens it again, and keeps what was typed.
		await page.keyboard.press('Control+k');
		await expect(field(page)).toBeFocused();
		expect(console.errors).toEqual([]);
	});

	test('finds a guide section by its heading, above passing mentions, and opens it with the arrow keys and Enter', async ({
		page,
	}) => {
		await page.goto('/about');
		await searchButton(page).focus();
		await page.keyboard.press('Enter');
		await search(page, 'attention heads');

		const section = dialog(page).getByRole('option', {
			name: /^Multi-head attention\s*, section of Understanding Transformer Models in NLP/,
		});
		await expect(section).toBeVisible();
		await expect(section.locator('mark').first()).toBeVisible();
		const urls = await optionUrls(page);
		const sectionAt = urls.indexOf('/topics/transformer-models-nlp#multi-head-attention');
		expect(sectionAt).toBeGreaterThan(-1);
		const groups = await dialog(page)
			.getByRole('group')
			.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')!));
		const labels = await Promise.all(
			groups.map((id) => page.locator(`[id="${id}"]`).textContent()),
		);
		// Named matches (Glossary terms, Guides) come before the groups that only mention the words.
		const firstMention = labels.findIndex((label) => label?.startsWith('More '));
		expect(labels.indexOf('Guides')).toBeGreaterThan(-1);
		if (firstMention !== -1) expect(labels.indexOf('Guides')).toBeLessThan(firstMention);

		// The same address never appears twice.
		expect(new Set(urls).size).toBe(urls.length);

		for (let i = 0; i <= sectionAt; i++) await page.keyboard.press('ArrowDown');
		await expect(section).toHaveAttribute('aria-selected', 'true');
		await expect(field(page)).toHaveAttribute(
			'aria-activedescendant',
			(await section.getAttribute('id'))!,
		);
		await page.keyboard.press('ArrowUp');
		await expect(section).toHaveAttribute('aria-selected', 'false');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await page.waitForURL('**/topics/transformer-models-nlp#multi-head-attention');
	});

	test('finds glossary terms by their aliases, first', async ({ page }) => {
		await page.goto('/');
		await searchButton(page).click();
		for (const [alias, term] of [
			['RAG', 'Retrieval-Augmented Generation'],
			['CNN', 'Convolutional Neural Network'],
		]) {
			await search(page, alias);
			const first = options(page).first();
			await expect(first).toContainText(term);
			await expect(first).toContainText(`Also: ${alias}`);
		}
		await page.keyboard.press('Enter');
		await page.waitForURL(/\/glossary(\/|\?term=)convolutional-neural-network$/);
	});

	test('finds an article and opens it with a click', async ({ page }) => {
		await page.goto('/glossary');
		await searchButton(page).click();
		await search(page, 'Ghibli');
		const group = dialog(page).getByRole('group', { name: 'Articles' });
		const article = group.getByRole('option', { name: /^Ghibli & AI Art: Reimagined Worlds/ });
		await expect(article).toBeVisible();
		await article.click();
		await page.waitForURL('**/blog/ghibli-ai-art-reimagined-worlds');
	});

	test('shows a count, an empty state and an error state', async ({ page }) => {
		await page.goto('/about');
		await searchButton(page).click();
		await field(page).fill('transformer');
		await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results for “transformer”\.$/);
		// A word in another script matches nothing.
		await field(page).fill('жжжж');
		await expect(dialog(page).getByRole('status')).toHaveText('No results for “жжжж”.');
		await expect(options(page)).toHaveCount(0);

		const failing = await page.context().newPage();
		await failing.route('**/search-index**', (route) => route.abort('internetdisconnected'));
		await failing.goto('/about');
		await searchButton(failing).click();
		await field(failing).fill('attention');
		// A search that cannot reach the site says so once (D17), and offers to try again.
		await expect(dialog(failing).getByRole('status')).toHaveText(
			'Can’t reach the site: searching pages saved here.',
		);
		await expect(dialog(failing).getByRole('link', { name: 'search the blog' })).toHaveCount(0);
		await failing.unroute('**/search-index**');
		await dialog(failing).getByRole('button', { name: 'Try again' }).click();
		await expect(dialog(failing).getByRole('status')).toHaveText(/^\d+ results for “attention”\.$/);
	});

	test('index shards and passages are cached for good (their folder is named after a hash of the index)', async ({
		page,
	}) => {
		const responses: Record<string, string | undefined> = {};
		page.on('response', (response) => {
			const path = new URL(response.url()).pathname;
			const kind = /^\/search-index\/[0-9a-f]+\/(s|p)\//.exec(path)?.[1];
			if (kind) responses[kind === 's' ? 'shard' : 'passage'] = response.headers()['cache-control'];
			if (path === '/search-index.json') responses.manifest = response.headers()['cache-control'];
		});
		await page.goto('/about');
		await searchButton(page).click();
		await search(page, 'transformer');
		expect(responses).toEqual({
			// The manifest names the current index: it is checked with the server on every load.
			manifest: expect.not.stringMatching(/immutable|max-age=[1-9]/),
			shard: 'public, max-age=31536000, immutable',
			passage: 'public, max-age=31536000, immutable',
		});
	});

	test('is a plain link to /search without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/topics/edge-ai');
		await expect(searchButton(page)).toHaveAttribute('href', '/search');
		await searchButton(page).click();
		await page.waitForURL('**/search');
		await context.close();
	});

	test('shows the icon alone below 768 px, still named Search', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 });
		await page.goto('/about');
		await expect(searchButton(page)).toBeVisible();
		await expect(searchButton(page).getByText('Search', { exact: true })).toHaveCSS(
			'position',
			'absolute',
		);
		await page.setViewportSize({ width: 1024, height: 800 });
		await expect(searchButton(page).getByText('Search', { exact: true })).toHaveCSS(
			'position',
			'static',
		);
	});

	for (const theme of ['light', 'dark'] as const) {
		test(`has no serious accessibility violations when open with results in the ${theme} theme`, async ({
			page,
		}) => {
			await useTheme(page, theme);
			await page.goto('/topics/deep-learning');
			await searchButton(page).click();
			await search(page, 'gradient');
			await page.keyboard.press('ArrowDown');
			await expectNoSeriousA11yViolations(page, `search dialog (${theme})`);
			await field(page).fill('жжжж');
			await expect(dialog(page).getByRole('status')).toHaveText('No results for “жжжж”.');
			await expectNoSeriousA11yViolations(page, `search dialog, no results (${theme})`);
		});
	}
});
