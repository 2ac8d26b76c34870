// @vitest-environment jsdom
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { memoryCaches } from '../../../tests/helpers/cache-storage.ts';
import { PAGES_CACHE_PREFIX, SAVED_CACHE, SAVED_INDEX_URL, type SavedItem } from './caches.ts';

const GUIDE: SavedItem = {
	pack: '/offline/packs/topics/attention.json',
	title: 'Attention',
	href: '/topics/attention',
	kind: 'Guide',
	urls: ['/topics/attention', '/glossary/softmax'],
	bytes: 48_000,
	savedAt: Date.UTC(2026, 10, 2),
	version: 'v1',
};

let pageTitle: (html: string) => string;

const until = <T>(check: () => T) => vi.waitFor(check, { timeout: 2000 });
const text = (id: string) => document.getElementById(id)!.textContent;

/**
 * /offline shown by the service worker in place of /topics/dropout, which is not saved; the
 * browser keeps one saved guide and one page visited recently.
 */
beforeAll(async () => {
	const { storage } = memoryCaches();
	vi.stubGlobal('caches', storage);
	const saved = await storage.open(SAVED_CACHE);
	await saved.put(SAVED_INDEX_URL, Response.json([GUIDE]));
	for (const url of GUIDE.urls) await saved.put(url, new Response('<p>kept</p>'));
	const pages = await storage.open(`${PAGES_CACHE_PREFIX}build1`);
	await pages.put(
		'http://localhost/guides/scaling?x=1',
		new Response('<title>Scaling &amp; laws | AI Atlas</title>'),
	);
	await pages.put('http://localhost/offline', new Response('<title>Offline</title>'));
	history.replaceState(null, '', '/topics/dropout');
	document.body.innerHTML = `
		<p id="offline-missing" hidden>Not saved: <span id="offline-missing-path"></span></p>
		<p id="offline-status"></p>
		<h2 id="saved-heading" tabindex="-1">Saved</h2>
		<p id="saved-summary" role="status"></p>
		<ul id="saved-list"></ul>
		<ul id="visited-list"></ul>
		<p id="visited-summary"></p>`;
	// The script runs as the page loads it.
	({ pageTitle } = await import('./offline-page.ts'));
});

describe('the /offline page', () => {
	test('says which page is not saved, and lists what is kept', async () => {
		expect(document.getElementById('offline-missing')!.hidden).toBe(false);
		expect(text('offline-missing-path')).toBe('/topics/dropout');
		expect(document.title).toBe('Not saved for offline | AI Atlas');
		await until(() =>
			expect(text('saved-summary')).toBe(
				'1 saved, 47 KB in all. Saved pages stay until you remove them.',
			),
		);
		const row = document.querySelector('#saved-list li')!;
		expect(row.querySelector('a')!.getAttribute('href')).toBe('/topics/attention');
		expect(row.textContent).toContain('Guide · 47 KB · saved Nov 2, 2026');
		await until(() =>
			expect(
				[...document.querySelectorAll('#visited-list a')].map((a) => [
					a.textContent,
					a.getAttribute('href'),
				]),
			).toEqual([['Scaling & laws', '/guides/scaling?x=1']]),
		);
		expect(text('visited-summary')).toBe(
			'Kept while there is room; the least recently opened go first.',
		);
	});

	test('Remove takes the item and its files away, says so, and focuses the list heading', async () => {
		const remove = await until(() => {
			const button = document.querySelector<HTMLButtonElement>(
				'button[aria-label="Remove Attention from this device"]',
			);
			expect(button).not.toBeNull();
			return button!;
		});
		remove.click();
		await until(() =>
			expect(text('saved-summary')).toMatch(/^Removed “Attention”\. Nothing saved yet\./),
		);
		expect(document.querySelectorAll('#saved-list li')).toHaveLength(0);
		await until(() => expect(document.activeElement?.id).toBe('saved-heading'));
		expect(await (await caches.open(SAVED_CACHE)).match('/glossary/softmax')).toBeUndefined();
	});

	test("a kept page's title is read as the browser reads it, without the site's name", () => {
		expect(
			pageTitle(
				'<!doctype html><html><head><title>Q&amp;A: &quot;attention&quot; &lt;is&gt; all you need &#8212; it&#39;s | AI Atlas</title></head></html>',
			),
		).toBe('Q&A: "attention" <is> all you need — it\'s');
		expect(pageTitle('<p>No title</p>')).toBe('');
	});
});
