import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme, watchConsole } from './helpers';
import { POSTS } from './blog-helpers';
import { SPEC_ARTICLES } from '../helpers/content';

/** The blog list, articles and RSS feed; the blog search (/search) is in blog-search.spec.ts. */

test.describe('blog list', () => {
	test('lists every post newest first on a page at least 1500 px tall', async ({ page }) => {
		const console = watchConsole(page);
		await page.goto('/blog');
		const items = page.getByRole('main').getByRole('article');
		await expect(items).toHaveCount(POSTS.length);
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
			expect(title).toBe(post.title);

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
			if (post.reviewed) {
				await expect(reviewed).toHaveAttribute('datetime', post.reviewed);
				await expect(reviewed).toHaveText(longDate(post.reviewed));
			} else await expect(reviewed).toHaveCount(0);
			await expect(page.getByText(/^By /).first()).toBeVisible();
			// The body is there: SPEC's articles are long; a writer's new one may be short.
			const long = SPEC_ARTICLES.some((a) => a.slug === post.slug);
			expect((await page.locator('.prose').innerText()).length).toBeGreaterThan(long ? 1500 : 0);
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
			expect(posting!.wordCount as number).toBeGreaterThan(long ? 300 : 0);
			// The tags are the article's own (its `tags`), shown under it and given to search engines.
			expect(String(posting!.keywords).split(', ')).toEqual(post.tags);
			await expect(page.getByText(`Tags: ${post.tags.join(' · ')}`)).toBeVisible();
			expect(String(posting!.datePublished)).toMatch(new RegExp(`^${post.date}`));
			// The last real change of the text, shown as "Updated" and listed under "What changed".
			expect(String(posting!.dateModified)).toMatch(new RegExp(`^${post.changed}`));
			// A post not changed since it was published has neither.
			const updated = page.locator('h1 + p span', { hasText: /^Updated / }).locator('time');
			const history = page.locator('details.page-changes');
			if (post.changed === post.date) {
				await expect(updated).toHaveCount(0);
				await expect(history).toHaveCount(0);
			} else {
				await expect(updated).toHaveAttribute('datetime', post.changed);
				await expect(history.locator('summary')).toHaveText('What changed');
				await expect(history.locator(`li time[datetime="${post.changed}"]`).first()).toBeAttached();
			}
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
	test('/rss.xml is well-formed XML with every post', async ({ page, request }) => {
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

for (const theme of ['light', 'dark'] as const) {
	// One page per test, so a busy machine cannot push several scans past one test's timeout.
	for (const path of ['/blog', `/blog/${POSTS[0]!.slug}`, `/blog/${POSTS.at(-1)!.slug}`]) {
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
