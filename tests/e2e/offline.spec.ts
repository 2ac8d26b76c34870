/**
 * Offline reading in Chromium with the network switched off: the service worker registers after
 * the page has loaded, a visited guide reloads, a page not saved shows the offline page, a saved
 * guide and the saved glossary (term pages and term search) open, /review works, the admin screen
 * never comes from a cache, and a new build's worker drops the old build's pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { waitForHydration } from './helpers';
import { formatBytes, type OfflinePack } from '../../src/lib/offline/caches';

/** The e2e server's glossary is seeded from the term files. */
const TERM_FILES = readdirSync('content/glossary/terms').filter((f) => f.endsWith('.json')).length;

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (registered at idle after load). */
async function controlled(page: Page) {
	await page.evaluate(() => navigator.serviceWorker.ready);
	if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const cacheKeys = (page: Page) =>
	page.evaluate(async () => {
		const keys: string[] = [];
		for (const name of await caches.keys())
			for (const request of await (await caches.open(name)).keys())
				keys.push(`${name} ${new URL(request.url).pathname}`);
		return keys;
	});

test('the worker registers only after the page has loaded, and a visited guide reloads offline', async ({
	page,
	context,
}) => {
	await page.goto('/topics/neural-networks', { waitUntil: 'commit' });
	await page.waitForLoadState('domcontentloaded');
	expect(
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
	).toBe(0);
	await controlled(page);
	// The manifest is linked then too, not before the first paint.
	await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
		'href',
		'/manifest.webmanifest',
	);
	await context.setOffline(true);
	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neural Networks Explained');
	// Its stylesheets came back too, kept from the browser's cache when the worker took over.
	const sheets = await page
		.locator('link[rel="stylesheet"]')
		.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).sheet !== null));
	expect(sheets.length).toBeGreaterThan(0);
	expect(sheets.every(Boolean)).toBe(true);
	// A page not visited and not saved: the offline page says so, and lists what is saved.
	await page.goto('/topics/edge-ai');
	await expect(page.getByRole('heading', { name: 'This page is not saved' })).toBeVisible();
	await expect(page.locator('#offline-missing-path')).toHaveText('/topics/edge-ai');
	await expect(page.getByRole('link', { name: 'Neural Networks Explained' })).toBeVisible();
});

test('a saved guide opens offline with its term pages, and can be removed', async ({
	page,
	context,
}) => {
	// Saving renders the guide's term pages on demand: on a busy machine, near 30 s on its own.
	test.setTimeout(90_000);
	await page.goto('/');
	await controlled(page);
	await page.goto('/topics/deep-learning');
	const save = page.getByRole('button', { name: 'Save this guide for offline' });
	await save.click();
	await expect(
		page.getByText(/^This saves the guide and the \d+ term pages it links: about \d+ KB\.$/),
	).toHaveCount(2); // shown, and said in the status line
	await page.getByRole('button', { name: /^Save \(\d+ KB\)$/ }).click();
	// Saving renders and fetches each of the guide's term pages: on a busy machine, seconds.
	await expect(page.getByText(/^Saved for offline \(\d+ KB\)\.$/).first()).toBeVisible({
		timeout: 30_000,
	});
	// Focus moves to the control the reader needs next.
	await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
	// On a later visit the first press finds it saved instead of offering to save it again.
	await page.reload();
	await page.getByRole('button', { name: 'Save this guide for offline' }).click();
	await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
	const termLink = await page
		.locator('article .prose a[href^="/glossary/"]')
		.first()
		.getAttribute('href');
	// Drop the visited pages (as a deploy does): what opens now comes from what was saved.
	await page.evaluate(async () => {
		for (const name of await caches.keys())
			if (name.startsWith('ai-atlas-pages-')) await caches.delete(name);
	});

	await context.setOffline(true);
	await page.goto('/topics/deep-learning');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deep Learning Explained');
	await page.goto(termLink!);
	await expect(page.locator('h1')).toBeVisible();
	await expect(page).not.toHaveTitle(/Not saved/);
	await page.goto('/offline');
	const row = page.locator('#saved-list li').filter({ hasText: 'Deep Learning Explained' });
	await expect(row).toContainText(/Guide · \d+ KB/);
	await row.getByRole('button', { name: /Remove/ }).click();
	await expect(page.locator('#saved-list li')).toHaveCount(0);
	await expect(page.locator('#saved-summary')).toContainText('Removed “Deep Learning Explained”.');
	await expect(page.locator('#saved-heading')).toBeFocused();
	await page.goto(termLink!);
	await expect(page.getByRole('heading', { name: 'This page is not saved' })).toBeVisible();
});

/** What a reader sees of a term page: title, heading, definition, links, and the stylesheet applied. */
const termView = (page: Page) =>
	page.evaluate(() => {
		const h1 = document.querySelector('h1')!;
		return {
			title: document.title,
			h1: h1.textContent?.trim(),
			definition: document
				.querySelector('#definition')
				?.parentElement?.textContent?.replace(/\s+/g, ' ')
				.trim(),
			links: [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href')),
			header: !!document.querySelector('body > header'),
			weight: getComputedStyle(h1).fontWeight,
		};
	});

test('the saved glossary gives every term page and term search offline', async ({
	page,
	context,
	request,
}) => {
	test.setTimeout(180_000);
	const pack = (await (await request.get('/offline/packs/glossary.json')).json()) as OfflinePack;
	// The term pages come as one shell and shards of the terms' parts, not a page each (finding 8).
	expect(pack.urls.filter((url) => /^\/glossary\/[^/]+$/.test(url))).toEqual([]);
	await page.goto('/glossary');
	await controlled(page);
	await page.getByRole('button', { name: 'Save the glossary for offline' }).click();
	await expect(
		page.getByText(
			// The real number of term pages (D19: it counted the A–Z letter pages too).
			`This saves all ${TERM_FILES} term pages, the A–Z index and what searching them offline needs: about ${formatBytes(pack.bytes)}.`,
			{ exact: true },
		),
	).toHaveCount(2);
	await page.getByRole('button', { name: `Save (${formatBytes(pack.bytes)})` }).click();
	await expect(page.getByLabel('Saving for offline')).toBeVisible();
	await expect(page.getByText(/^Saved for offline \([\d.]+ [MK]B\)\./).first()).toBeVisible({
		timeout: 150_000,
	});

	// A term page as the page function gives it, then forgotten (as a deploy does), so that the
	// one offline is made from the saved shell and shard.
	await page.goto('/glossary/overfitting');
	const online = await termView(page);
	expect(online.links.length).toBeGreaterThan(10);
	await page.evaluate(async () => {
		for (const name of await caches.keys())
			if (name.startsWith('ai-atlas-pages-')) await caches.delete(name);
	});

	await context.setOffline(true);
	await page.goto('/glossary/overfitting');
	expect(await termView(page)).toEqual(online);
	await page.goto('/glossary/zero-shot-learning');
	await expect(page.getByRole('heading', { level: 1 })).toContainText(/Zero-Shot Learning/i);
	// The header search, offline, finds saved terms.
	await page.keyboard.press('/');
	await page.getByRole('combobox').fill('overfit');
	const offline = page.locator('.site-search-message');
	await expect(offline).toContainText('Offline: saved pages that match');
	await expect(offline.getByRole('link', { name: 'Overfitting', exact: true })).toHaveAttribute(
		'href',
		'/glossary/overfitting',
	);
});

test('/review and /learn work offline once opened', async ({ page, context }) => {
	await page.goto('/glossary/transformer');
	await controlled(page);
	await page.getByRole('button', { name: 'Add to review', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: /cards? added/ })).toBeVisible();
	await page.goto('/review');
	await expect(page.locator('[data-review-prompt]')).toBeVisible();
	await page.goto('/learn');
	await context.setOffline(true);
	await page.goto('/review');
	await expect(page.locator('[data-review-prompt]')).toHaveText('What is Transformer?');
	// The keys are the island's: its server-rendered card shows before it has hydrated.
	await waitForHydration(page, 'ReviewApp');
	await page.keyboard.press('Space');
	await page.keyboard.press('3');
	await expect(page.getByRole('heading', { name: 'Done for now.' })).toBeVisible();
	await page.goto('/learn');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn AI step by step');
});

test('the admin screen and the API are never cached', async ({ page, context }) => {
	await page.goto('/');
	await controlled(page);
	await page.goto('/admin/glossary');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	// Through the worker: a read and a write (refused without a token) are both left uncached.
	await page.evaluate(() => fetch('/api/glossary/letters').then((r) => r.text()));
	await page.evaluate(() =>
		fetch('/api/glossary/term', { method: 'POST', body: '{}' }).then((r) => r.text()),
	);
	const keys = await cacheKeys(page);
	expect(keys.filter((key) => / \/(admin|api)\b/.test(key))).toEqual([]);
	await context.setOffline(true);
	await page.goto('/admin/glossary');
	await expect(page.getByRole('heading', { name: 'This page is not saved' })).toBeVisible();
});

test("a new build's worker drops the pages an older build's worker kept", async ({ page }) => {
	await page.goto('/topics/edge-ai');
	await controlled(page);
	const current = (await page.evaluate(() => caches.keys())).find((name) =>
		name.startsWith('ai-atlas-pages-'),
	);
	expect(current).toMatch(/^ai-atlas-pages-[0-9a-f]{12}$/);
	// An older build's cache, as a previous deploy's worker would have left it.
	await page.evaluate(async () => {
		await (
			await caches.open('ai-atlas-pages-000000000000')
		).put('/topics/old', new Response('old'));
		for (const registration of await navigator.serviceWorker.getRegistrations())
			await registration.unregister();
	});
	await page.reload();
	await controlled(page);
	await expect
		.poll(() => page.evaluate(() => caches.keys()))
		.not.toContain('ai-atlas-pages-000000000000');
});

test('the site is installable: a manifest with the name, colours and 192 and 512 px icons', async ({
	request,
}) => {
	const manifest = await (await request.get('/manifest.webmanifest')).json();
	expect(manifest).toMatchObject({ name: 'AI Atlas', start_url: '/', display: 'standalone' });
	for (const size of ['192x192', '512x512']) {
		const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
		const response = await request.get(icon.src);
		expect(response.headers()['content-type']).toBe('image/png');
	}
});

test("a saved guide's explorable works offline, though it was never touched online", async ({
	page,
	context,
}) => {
	await page.goto('/');
	await controlled(page);
	await page.goto('/topics/neural-networks');
	await page.getByRole('button', { name: 'Save this guide for offline' }).click();
	await page.getByRole('button', { name: /^Save \(\d+ KB\)$/ }).click();
	// The pack renders the guide's term pages: a busy machine takes its time.
	await expect(page.getByText(/^Saved for offline \(\d+ KB\)\.$/).first()).toBeVisible({
		timeout: 30_000,
	});
	await page.evaluate(async () => {
		for (const name of await caches.keys())
			if (name.startsWith('ai-atlas-pages-')) await caches.delete(name);
	});

	await context.setOffline(true);
	await page.goto('/topics/neural-networks');
	const figure = page.locator('#explore-gradient-descent');
	const said = figure.locator('[aria-live="polite"]');
	const before = await said.textContent();
	await figure.getByRole('slider', { name: 'Learning rate η' }).focus();
	await page.keyboard.press('End');
	await expect(said).not.toHaveText(before!);
	await expect(said).toContainText('Learning rate 1.2: each step overshoots further');
});
