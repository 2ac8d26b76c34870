import { expect, test, type Page } from '@playwright/test';
import type { BlogSearchPost as ApiPost } from '../../src/lib/blog';
import { expectNoSeriousA11yViolations, watchConsole, watchScripts } from './helpers';
import { POSTS } from './blog-helpers';

/** What the search page should find for `query`, computed independently from the API data. */
async function expectedResults(page: Page, query: string): Promise<ApiPost[]> {
	const posts = (await (await page.request.get('/api/blog-posts?t=1')).json()) as ApiPost[];
	const q = query.trim().toLowerCase();
	return posts
		.filter((p) => [p.title, p.content, p.snippet].some((field) => field.toLowerCase().includes(q)))
		.sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}

const results = (page: Page) =>
	page.getByRole('list', { name: /^Results for/ }).getByRole('article');

test.describe('blog search (/search)', () => {
	test('the results are in the page: newest first, the match highlighted, no request for the posts and no script', async ({
		page,
	}) => {
		const console = watchConsole(page);
		const expected = await expectedResults(page, 'agents');
		expect(expected.length).toBeGreaterThan(1);
		const calls: string[] = [];
		await page.route('**/api/blog-posts*', (route) => {
			calls.push(route.request().url());
			return route.continue();
		});
		const scripts = watchScripts(page);
		await page.goto('/search?q=%20Agents%20', { waitUntil: 'networkidle' });
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “Agents”');
		await expect(page).toHaveTitle('Search Results for “Agents” | AI Atlas');
		await expect(page.getByRole('status')).toHaveText(`${expected.length} results found`);

		const items = results(page);
		await expect(items).toHaveCount(expected.length);
		const hrefs = await items
			.getByRole('heading', { level: 2 })
			.getByRole('link')
			.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(hrefs).toEqual(expected.map((p) => p.url));
		const dates = await items
			.locator('time')
			.evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
		expect(dates).toEqual([...dates].sort().reverse());
		for (const item of await items.all()) {
			await expect(item.getByText(/By AI Atlas Editorial Team$/)).toBeVisible();
			await expect(item.getByText(/^https?:\/\/localhost:\d+\/blog\//)).toBeVisible();
			const marks = await item.locator('mark').allInnerTexts();
			expect(marks.length).toBeGreaterThan(0);
			for (const mark of marks) expect(mark.toLowerCase()).toBe('agents');
		}
		// Nothing was needed but the page: its island wakes only when the reader uses it.
		expect(calls).toEqual([]);
		expect(scripts).toEqual([]);
		await items.first().getByRole('heading', { level: 2 }).getByRole('link').click();
		await expect(page).toHaveURL(new RegExp(`${expected[0]!.url}$`));
		expect(console.errors).toEqual([]);
	});

	test('works without JavaScript: the results, and a search sent from the form', async ({
		browser,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		const expected = await expectedResults(page, 'ghibli');
		await page.goto('/search?q=ghibli');
		await expect(results(page)).toHaveCount(expected.length);
		await expect(page.getByRole('status')).toHaveText(`${expected.length} results found`);
		const field = page.getByRole('searchbox', { name: 'Search the blog' });
		await expect(field).toHaveValue('ghibli');
		await field.fill('agents');
		await field.press('Enter');
		await expect(page).toHaveURL(/\/search\?q=agents$/);
		const agents = await expectedResults(page, 'agents');
		await expect(results(page)).toHaveCount(agents.length);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “agents”');
		await context.close();
	});

	test('a search typed on the page shows "Searching..." and then the results, asking for the posts once', async ({
		page,
	}) => {
		const console = watchConsole(page);
		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		const calls: string[] = [];
		await page.route('**/api/blog-posts*', async (route) => {
			calls.push(route.request().url());
			await held;
			await route.continue();
		});
		await page.goto('/search?q=agents');
		const field = page.getByRole('searchbox', { name: 'Search the blog' });
		await field.fill('  Ghibli ');
		await field.press('Enter');
		await expect(page).toHaveURL(/\/search\?q=Ghibli$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “Ghibli”');
		const status = page.getByRole('status');
		await expect(status).toHaveText('Searching...');
		release();
		const expected = await expectedResults(page, 'ghibli');
		await expect(status).toHaveText(`${expected.length} results found`);
		await expect(results(page)).toHaveCount(expected.length);
		expect(calls).toHaveLength(1);
		expect(calls[0]).toMatch(/\/api\/blog-posts\?t=\d{12,}$/);
		expect(console.errors).toEqual([]);
	});

	test('what is typed before the island has woken up is searched for', async ({ page }) => {
		let releaseCode!: () => void;
		const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
		await page.route('**/_astro/*.js', async (route) => {
			await codeHeld;
			await route.continue();
		});
		await page.goto('/search?q=agents');
		const field = page.getByRole('searchbox', { name: 'Search the blog' });
		await field.fill('ghibli');
		releaseCode();
		await field.press('Enter');
		await expect(page).toHaveURL(/\/search\?q=ghibli$/);
		const expected = await expectedResults(page, 'ghibli');
		await expect(page.getByRole('status')).toHaveText(`${expected.length} results found`);
		await expect(results(page)).toHaveCount(expected.length);
	});

	test('asks for no posts without a query', async ({ page }) => {
		const calls: string[] = [];
		await page.route('**/api/blog-posts*', (route) => {
			calls.push(route.request().url());
			return route.continue();
		});
		await page.goto('/search', { waitUntil: 'networkidle' });
		expect(calls).toEqual([]);
	});

	test('says so when nothing matches', async ({ page }) => {
		await page.goto('/search?q=quokkazebra');
		await expect(page.getByRole('status')).toHaveText('0 results found');
		await expect(
			page.getByText('No results found for "quokkazebra". Try a different term!'),
		).toBeVisible();
		await expect(page.getByRole('link', { name: 'all blog articles' })).toHaveAttribute(
			'href',
			'/blog',
		);
	});

	/** Opens /search and searches for `query` from the page, as a reader does. */
	async function searchFromPage(page: Page, query: string) {
		await page.goto('/search');
		const field = page.getByRole('searchbox', { name: 'Search the blog' });
		await field.fill(query);
		await field.press('Enter');
	}

	test('shows an error with a Retry button when the API fails, and Retry recovers', async ({
		page,
	}) => {
		const console = watchConsole(page);
		let fail = true;
		await page.route('**/api/blog-posts*', (route) =>
			fail
				? route.fulfill({
						status: 500,
						contentType: 'application/json',
						body: '{"error":"Internal error"}',
					})
				: route.continue(),
		);
		await searchFromPage(page, 'ghibli');
		const alert = page.getByRole('alert');
		await expect(alert).toContainText("Couldn't load the blog posts — try again");
		await expect(alert).toContainText('status 500');
		await expect(results(page)).toHaveCount(0);
		await expectNoSeriousA11yViolations(page, '/search error state');

		fail = false;
		await alert.getByRole('button', { name: 'Retry' }).click();
		await expect(page.getByRole('alert')).toBeHidden();
		const expected = await expectedResults(page, 'ghibli');
		await expect(page.getByRole('status')).toHaveText(`${expected.length} results found`);
		await expect(results(page)).toHaveCount(expected.length);
		await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
		// The only console error is the browser's own report of the simulated 500.
		expect(console.errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
	});

	test('a network failure shows the error too', async ({ page }) => {
		await page.route('**/api/blog-posts*', (route) => route.abort('internetdisconnected'));
		await searchFromPage(page, 'ghibli');
		await expect(page.getByRole('alert')).toContainText('Check your connection');
		await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
	});

	test('searches again from the page, with Back and Forward replaying searches', async ({
		page,
	}) => {
		const console = watchConsole(page);
		await page.goto('/search?q=agents');
		const status = page.getByRole('status');
		await expect(status).toHaveText(/results? found$/);
		const field = page.getByRole('searchbox', { name: 'Search the blog' });
		await expect(field).toHaveValue('agents');

		await field.fill('  Ghibli ');
		await field.press('Enter');
		await expect(page).toHaveURL(/\/search\?q=Ghibli$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “Ghibli”');
		const ghibli = await expectedResults(page, 'ghibli');
		await expect(status).toHaveText(`${ghibli.length} results found`);
		await expect(page).toHaveTitle('Search Results for “Ghibli” | AI Atlas');

		await page.goBack();
		await expect(page).toHaveURL(/\/search\?q=agents$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “agents”');
		await expect(field).toHaveValue('agents');
		await page.goForward();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “Ghibli”');
		expect(console.errors).toEqual([]);
	});

	test('without a query it invites a search', async ({ page }) => {
		await page.goto('/search');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the blog');
		await expect(page.getByRole('status')).toHaveText(
			'Type a word or phrase to search every blog article.',
		);
		await expect(
			page.getByRole('list', { name: 'Every blog article' }).getByRole('article'),
		).toHaveCount(POSTS.length);
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow/);
	});
});
