import { expect, test, type Page } from '@playwright/test';
import type { BlogSearchPost as ApiPost } from '../../src/lib/blog';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';

/**
 * The six posts, newest first, with the date an editor last checked each post's facts and the
 * last real change of its text (its last "What changed" entry), which search engines get.
 */
const POSTS = [
	{
		slug: 'ghibli-meets-ai-2025',
		date: '2025-04-06',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
		title: 'The Enchanting World of Ghibli Meets AI: A 2025 Phenomenon',
	},
	{
		slug: 'ghibli-ai-art-reimagined-worlds',
		date: '2025-04-05',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
		title: 'Ghibli & AI Art: Reimagined Worlds',
	},
	{
		slug: 'agentic-ai-tools-2025',
		date: '2025-04-03',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
	},
	{ slug: 'ai-agents-101', date: '2025-04-02', reviewed: '2026-11-26', changed: '2026-11-26' },
	{
		slug: 'understanding-ai-personalization',
		date: '2025-03-26',
		reviewed: '2026-11-23',
		changed: '2026-11-23',
		title: 'Understanding AI-Driven Personalization',
	},
	{
		slug: 'top-ai-tools-2025',
		date: '2025-03-22',
		reviewed: '2026-11-26',
		changed: '2026-11-26',
		title: '5 Top AI Tools for 2025',
	},
];
const TAGS = ['Artificial Intelligence', 'AI Tools', 'Machine Learning'];

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

test.describe('blog list', () => {
	test('lists the six posts newest first on a page at least 1500 px tall', async ({ page }) => {
		const console = watchConsole(page);
		await page.goto('/blog');
		const items = page.getByRole('main').getByRole('article');
		await expect(items).toHaveCount(6);
		const dates = await items
			.locator('time')
			.evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
		expect(dates).toEqual(POSTS.map((p) => p.date));
		const links = await items
			.getByRole('heading', { level: 2 })
			.getByRole('link')
			.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
		expect(links).toEqual(POSTS.map((p) => `/blog/${p.slug}`));
		for (const item of await items.all()) {
			await expect(item.locator('p').nth(1)).not.toBeEmpty();
		}
		const height = await page
			.locator('main')
			.evaluate((main) => main.getBoundingClientRect().height);
		expect(height).toBeGreaterThanOrEqual(1500);
		expect(console.errors).toEqual([]);
	});
});

test.describe('blog articles', () => {
	for (const post of POSTS) {
		test(`/blog/${post.slug} has its breadcrumb, body and BlogPosting JSON-LD`, async ({
			page,
		}) => {
			const console = watchConsole(page);
			const response = await page.goto(`/blog/${post.slug}`);
			expect(response?.status()).toBe(200);
			const h1 = page.getByRole('heading', { level: 1 });
			const title = (await h1.innerText()).trim();
			if (post.title) expect(title).toBe(post.title);

			const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
			await expect(breadcrumb.getByRole('listitem')).toHaveText([
				'Home',
				/Blog/,
				new RegExp(escapeRegExp(title)),
			]);
			await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
			await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
			await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);

			await expect(page.locator('main time').first()).toHaveAttribute('datetime', post.date);
			const reviewed = page.locator('h1 + p span', { hasText: /^Last reviewed / }).locator('time');
			await expect(reviewed).toHaveAttribute('datetime', post.reviewed);
			await expect(reviewed).toHaveText(longDate(post.reviewed));
			await expect(page.getByText(/^By /).first()).toBeVisible();
			expect((await page.locator('.prose').innerText()).length).toBeGreaterThan(1500);
			await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
				'href',
				'/contact',
			);

			const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
			const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
			const posting = data.find((d) => d['@type'] === 'BlogPosting');
			expect(posting).toBeDefined();
			expect(posting!['@context']).toBe('https://schema.org');
			expect(posting!.headline).toBe(title);
			expect(posting!.articleSection).toBe('AI Tools');
			expect(posting!.wordCount).toEqual(expect.any(Number));
			expect(posting!.wordCount as number).toBeGreaterThan(300);
			expect(String(posting!.keywords).split(', ')).toEqual(TAGS);
			expect(String(posting!.datePublished)).toMatch(new RegExp(`^${post.date}`));
			// The last real change of the text, shown as "Updated" and listed under "What changed".
			expect(String(posting!.dateModified)).toMatch(new RegExp(`^${post.changed}`));
			const updated = page.locator('h1 + p span', { hasText: /^Updated / }).locator('time');
			await expect(updated).toHaveAttribute('datetime', post.changed);
			const history = page.locator('details.page-changes');
			await expect(history.locator('summary')).toHaveText('What changed');
			await expect(history.locator(`li time[datetime="${post.changed}"]`).first()).toBeAttached();
			expect(String(posting!.url)).toMatch(new RegExp(`/blog/${post.slug}$`));
			const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
			expect((crumbs?.itemListElement as unknown[]).length).toBe(3);

			// Opens at the top.
			expect(await page.evaluate(() => window.scrollY)).toBe(0);
			expect(console.errors).toEqual([]);
		});
	}
});

test.describe('RSS feed', () => {
	test('/rss.xml is well-formed XML with the six posts', async ({ page, request }) => {
		const response = await request.get('/rss.xml');
		expect(response.status()).toBe(200);
		expect(response.headers()['content-type']).toMatch(/xml/);
		const xml = await response.text();
		await page.goto('/blog');
		const feed = await page.evaluate((source) => {
			const doc = new DOMParser().parseFromString(source, 'application/xml');
			return {
				error: doc.querySelector('parsererror')?.textContent ?? null,
				root: doc.documentElement.nodeName,
				title: doc.querySelector('channel > title')?.textContent,
				links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? ''),
				titles: [...doc.querySelectorAll('item > title')].map((t) => t.textContent ?? ''),
			};
		}, xml);
		expect(feed.error).toBeNull();
		expect(feed.root).toBe('rss');
		expect(feed.title).toBe('AI Atlas Blog');
		expect(feed.links).toHaveLength(6);
		expect(feed.links.map((link) => new URL(link).pathname)).toEqual(
			POSTS.map((p) => `/blog/${p.slug}`),
		);
		expect(feed.titles.every((t) => t.length > 5)).toBe(true);
		await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
			'href',
			'/rss.xml',
		);
	});
});

test.describe('blog search (/search)', () => {
	test('shows "Searching..." and then the results, newest first, with the match highlighted', async ({
		page,
	}) => {
		const console = watchConsole(page);
		const expected = await expectedResults(page, 'agents');
		expect(expected.length).toBeGreaterThan(1);

		let release!: () => void;
		const held = new Promise<void>((resolve) => (release = resolve));
		const calls: string[] = [];
		await page.route('**/api/blog-posts*', async (route) => {
			calls.push(route.request().url());
			await held;
			await route.continue();
		});
		await page.goto('/search?q=%20Agents%20');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for “Agents”');
		const status = page.getByRole('status');
		await expect(status).toHaveText('Searching...');
		release();
		await expect(status).toHaveText(`${expected.length} results found`);

		expect(calls).toHaveLength(1);
		expect(calls[0]).toMatch(/\/api\/blog-posts\?t=\d{12,}$/);

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
		await items.first().getByRole('heading', { level: 2 }).getByRole('link').click();
		await expect(page).toHaveURL(new RegExp(`${expected[0]!.url}$`));
		expect(console.errors).toEqual([]);
	});

	test("asks for the posts while the island's code downloads, and the island uses that answer", async ({
		page,
	}) => {
		const console = watchConsole(page);
		let releaseCode!: () => void;
		const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
		await page.route('**/_astro/*.js', async (route) => {
			await codeHeld;
			await route.continue();
		});
		const calls: string[] = [];
		await page.route('**/api/blog-posts*', (route) => {
			calls.push(route.request().url());
			return route.continue();
		});
		await page.goto('/search?q=agents', { waitUntil: 'domcontentloaded' });
		// No script of ours has arrived, and the posts are already on their way.
		await expect.poll(() => calls.length).toBe(1);
		expect(calls[0]).toMatch(/\/api\/blog-posts\?t=\d{12,}$/);
		releaseCode();
		await expect(page.getByRole('status')).toHaveText(/\d+ results? found$/);
		await expect(results(page).first()).toBeVisible();
		expect(calls).toHaveLength(1);
		expect(console.errors).toEqual([]);
	});

	test('shows every post before its code has run, then narrows them to the query', async ({
		page,
	}) => {
		let releaseCode!: () => void;
		const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
		await page.route('**/_astro/*.js', async (route) => {
			await codeHeld;
			await route.continue();
		});
		await page.goto('/search?q=ghibli', { waitUntil: 'domcontentloaded' });
		// The page's own list: every post, painted with the page.
		const all = page.getByRole('list', { name: 'Every blog article' }).getByRole('article');
		await expect(all).toHaveCount(POSTS.length);
		releaseCode();
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
		await page.goto('/search?q=ghibli');
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
		await page.goto('/search?q=ghibli');
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
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow/);
	});

	test('without JavaScript explains that search needs it and links to the blog', async ({
		page,
		request,
	}) => {
		// Playwright's JavaScript-disabled mode does not render <noscript>, so parse the server HTML
		// the way a browser without scripting does (DOMParser documents run no scripts).
		const html = await (await request.get('/search?q=agents')).text();
		await page.goto('/blog');
		const noscript = await page.evaluate((source) => {
			const doc = new DOMParser().parseFromString(source, 'text/html');
			const block = [...doc.querySelectorAll('main noscript')].find((n) =>
				n.textContent?.includes('Search needs JavaScript.'),
			);
			return block
				? {
						text: block.textContent,
						links: [...block.querySelectorAll('a')].map((a) => a.getAttribute('href')),
					}
				: null;
		}, html);
		expect(noscript?.text).toContain('Search needs JavaScript.');
		expect(noscript?.links).toEqual(['/blog']);
	});
});

for (const theme of ['light', 'dark'] as const) {
	// One page per test, so a busy machine cannot push several scans past one test's timeout.
	for (const path of ['/blog', `/blog/${POSTS[0]!.slug}`, `/blog/${POSTS[5]!.slug}`]) {
		test(`${path} has no serious accessibility violations in the ${theme} theme`, async ({
			page,
		}) => {
			const console = watchConsole(page);
			await useTheme(page, theme);
			await page.goto(path);
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
			await expectNoSeriousA11yViolations(page, `${path} (${theme})`);
			expect(console.errors).toEqual([]);
		});
	}

	test(`/search results have no serious accessibility violations in the ${theme} theme`, async ({
		page,
	}) => {
		const console = watchConsole(page);
		await useTheme(page, theme);
		await page.goto('/search?q=ai');
		await expect(page.getByRole('status')).toHaveText(/results? found$/);
		await expectNoSeriousA11yViolations(page, `/search results (${theme})`);
		expect(console.errors).toEqual([]);
	});

	test(`/search with no results has no serious accessibility violations in the ${theme} theme`, async ({
		page,
	}) => {
		const console = watchConsole(page);
		await useTheme(page, theme);
		await page.goto('/search?q=quokkazebra');
		await expect(page.getByRole('status')).toHaveText('0 results found');
		await expectNoSeriousA11yViolations(page, `/search empty (${theme})`);
		expect(console.errors).toEqual([]);
	});
}

/** '2026-11-23' → 'November 23, 2026', as the article pages print dates. */
function longDate(iso: string): string {
	return new Date(iso).toLocaleDateString('en-US', {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	});
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
