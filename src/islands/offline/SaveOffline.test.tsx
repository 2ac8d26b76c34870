import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SAVED_CACHE, SAVED_INDEX_URL, type OfflinePack } from '../../lib/offline/caches';
import { savedItems } from '../../lib/offline/saved';
import { memoryCaches } from '../../../tests/helpers/cache-storage';
import SaveOffline from './SaveOffline';

const PACK_URL = '/offline/packs/topics/attention.json';
const PACK: OfflinePack = {
	title: 'Attention',
	href: '/topics/attention',
	kind: 'Guide',
	urls: ['/topics/attention', '/glossary/softmax', '/glossary/query', '/_astro/guide.css'],
	bytes: 48_000,
	version: 'v1',
};

let cache: ReturnType<typeof memoryCaches>;

/** The site's files; `failing` answer 503 (the connection dropped). */
function serveSite({ failing = [] as string[] } = {}) {
	const fetchMock = vi.fn(async (url: string) => {
		if (failing.includes(url)) return new Response('', { status: 503 });
		if (url === PACK_URL) return Response.json(PACK);
		return new Response(`<p>${url}</p>`, { headers: { 'Content-Type': 'text/html' } });
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

beforeEach(() => {
	cache = memoryCaches();
	vi.stubGlobal('caches', cache.storage);
	// A browser with service workers; jsdom has none.
	Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
	vi.unstubAllGlobals();
	delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const announced = () => screen.getByRole('status').textContent;

describe('SaveOffline', () => {
	test('says what saving downloads and its size before it starts, then saves every file', async () => {
		serveSite();
		const user = userEvent.setup();
		render(<SaveOffline pack={PACK_URL} noun="guide" />);
		await user.click(screen.getByRole('button', { name: 'Save this guide for offline' }));
		const save = await screen.findByRole('button', { name: 'Save (47 KB)' });
		expect(announced()).toBe('This saves the guide and the 2 term pages it links: about 47 KB.');
		expect(document.activeElement).toBe(save);
		expect(cache.paths(SAVED_CACHE)).toEqual([]);

		await user.click(save);
		const remove = await screen.findByRole('button', { name: 'Remove' });
		expect(announced()).toBe('Saved for offline (47 KB).');
		expect(document.activeElement).toBe(remove);
		expect(cache.paths(SAVED_CACHE)).toEqual(
			[...PACK.urls, SAVED_INDEX_URL].sort((a, b) => a.localeCompare(b)),
		);
		expect((await savedItems()).map((item) => [item.pack, item.version])).toEqual([
			[PACK_URL, 'v1'],
		]);
	});

	test('Cancel goes back without downloading anything', async () => {
		const fetchMock = serveSite();
		const user = userEvent.setup();
		render(<SaveOffline pack={PACK_URL} noun="guide" />);
		await user.click(screen.getByRole('button', { name: 'Save this guide for offline' }));
		await user.click(await screen.findByRole('button', { name: 'Cancel' }));
		expect(screen.getByRole('button', { name: 'Save this guide for offline' })).toBeTruthy();
		expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([PACK_URL]);
	});

	test('an item saved earlier shows as saved, and Remove deletes its files', async () => {
		serveSite();
		const user = userEvent.setup();
		const first = render(<SaveOffline pack={PACK_URL} noun="guide" />);
		await user.click(screen.getByRole('button', { name: 'Save this guide for offline' }));
		await user.click(await screen.findByRole('button', { name: /^Save \(/ }));
		await screen.findByRole('button', { name: 'Remove' });
		first.unmount();

		render(<SaveOffline pack={PACK_URL} noun="guide" />);
		const remove = await screen.findByRole('button', { name: 'Remove' });
		expect(screen.getByRole('link', { name: 'Everything saved' }).getAttribute('href')).toBe(
			'/offline',
		);
		await user.click(remove);
		expect(await screen.findByRole('button', { name: 'Save this guide for offline' })).toBeTruthy();
		expect(await savedItems()).toEqual([]);
		expect(cache.paths(SAVED_CACHE)).toEqual([SAVED_INDEX_URL]);
	});

	test('without the network it says saving needs it, and Try again asks again', async () => {
		serveSite({ failing: [PACK_URL] });
		const user = userEvent.setup();
		render(<SaveOffline pack={PACK_URL} noun="article" />);
		await user.click(screen.getByRole('button', { name: 'Save this article for offline' }));
		const retry = await screen.findByRole('button', { name: 'Try again' });
		expect(announced()).toBe('Saving needs the network. Try again when you are online.');
		serveSite();
		await user.click(retry);
		expect(await screen.findByRole('button', { name: /^Save \(/ })).toBeTruthy();
	});

	test('a download that stops keeps nothing half saved and says so', async () => {
		serveSite({ failing: ['/glossary/query'] });
		const user = userEvent.setup();
		render(<SaveOffline pack={PACK_URL} noun="guide" />);
		await user.click(screen.getByRole('button', { name: 'Save this guide for offline' }));
		await user.click(await screen.findByRole('button', { name: /^Save \(/ }));
		await screen.findByRole('button', { name: 'Try again' });
		expect(announced()).toMatch(/^The download stopped/);
		await waitFor(() => expect(cache.paths(SAVED_CACHE)).toEqual([]));
		expect(await savedItems()).toEqual([]);
	});

	test('the glossary names its term pages', async () => {
		vi.stubGlobal(
			'fetch',
			vi.fn(async () => Response.json({ ...PACK, kind: 'Glossary', terms: 1200 })),
		);
		const user = userEvent.setup();
		render(<SaveOffline pack="/offline/packs/glossary.json" noun="glossary" />);
		await user.click(screen.getByRole('button', { name: 'Save the glossary for offline' }));
		await screen.findByRole('button', { name: /^Save \(/ });
		expect(announced()).toBe(
			'This saves all 1200 term pages, the A–Z index and what searching them offline needs: about 47 KB.',
		);
	});

	test('a browser that cannot keep pages says so', async () => {
		delete (navigator as { serviceWorker?: unknown }).serviceWorker;
		serveSite();
		const user = userEvent.setup();
		render(<SaveOffline pack={PACK_URL} noun="guide" />);
		await user.click(screen.getByRole('button', { name: 'Save this guide for offline' }));
		expect(
			await screen.findByText('This browser cannot keep pages for offline reading.'),
		).toBeTruthy();
	});
});
