import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Shared by the home page specs: the search bar and the stubbed search engines. */

/** Never let a test reach a real search engine: every non-local request gets a stub page. */
export async function stubExternalSites(context: BrowserContext): Promise<string[]> {
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
export async function searchBarReady(page: Page) {
	await page.getByRole('searchbox', { name: 'Search for AI and machine learning topics' }).focus();
	await expect(page.locator('astro-island[component-url*="WebSearchBar"]')).not.toHaveAttribute(
		'ssr',
		/.*/,
	);
}

export const engineButton = (page: Page) => page.getByRole('button', { name: /^Search engine:/ });
export const searchField = (page: Page) =>
	page.getByRole('searchbox', { name: 'Search for AI and machine learning topics' });
