import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Records console errors, page errors and CSP violations for the life of the page. */
export function watchConsole(page: Page): { errors: string[] } {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(error.message));
	return { errors };
}

/** Script URLs the page requested. */
export function watchScripts(page: Page): string[] {
	const scripts: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(request.url());
	});
	return scripts;
}

/**
 * Runs axe and fails on any serious or critical violation. `exclude` leaves out parts that repeat
 * markup already scanned (a long list's later items), which keeps the scan quick on a busy machine;
 * `include` limits the scan to the parts a test is about.
 */
export async function expectNoSeriousA11yViolations(
	page: Page,
	label = page.url(),
	exclude: string[] = [],
	include: string[] = [],
): Promise<void> {
	let builder = new AxeBuilder({ page }).withTags([
		'wcag2a',
		'wcag2aa',
		'wcag21a',
		'wcag21aa',
		'wcag22aa',
	]);
	for (const selector of include) builder = builder.include(selector);
	for (const selector of exclude) builder = builder.exclude(selector);
	// Axe's frame-by-frame mode exists for pages with iframes: it gathers results from each frame
	// and combines them in a second, blank page, which costs a new renderer and a second copy of
	// axe per scan. A page with no iframes gets the same rules and results from one run in place.
	if (page.frames().length === 1) builder = builder.setLegacyMode(true);
	const results = await builder.analyze();
	const serious = results.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map(
			(v) =>
				`${v.id}: ${v.nodes
					.slice(0, 3)
					.map((n) => n.target.join(' '))
					.join(' | ')}`,
		);
	expect(serious, label).toEqual([]);
}

/** Sets the stored theme before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
	await page.addInitScript((value) => localStorage.setItem('ai-atlas-theme', value), theme);
}

/** Waits until an island has hydrated (Astro removes its `ssr` attribute). */
export async function waitForHydration(page: Page, component: string): Promise<void> {
	await expect(
		page.locator(`astro-island[component-url*="${component}"]`).first(),
	).not.toHaveAttribute('ssr', /.*/);
}
