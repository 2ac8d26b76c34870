/**
 * The script of /offline (inlined; see src/integrations/inline-scripts.ts). It lists what this
 * browser keeps for offline reading — saved items with their size and a Remove button, then the
 * pages recently visited — and, when the service worker shows /offline in place of a page that
 * is not saved, says which page that was. Plain DOM, no framework: the page must work from the
 * service worker's small precache, offline.
 */
import { PAGES_CACHE_PREFIX, formatBytes, type SavedItem } from './caches.ts';
import { removeSaved, savedItems } from './saved.ts';

const byId = (id: string) => document.getElementById(id);
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	text?: string,
	attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	if (text) node.textContent = text;
	for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
	return node;
}

function savedRow(item: SavedItem): HTMLLIElement {
	const row = element('li', undefined, {
		class: 'card flex flex-wrap items-center justify-between gap-3 p-4',
	});
	const text = element('div');
	text.append(element('a', item.title, { href: item.href, class: 'link font-semibold' }));
	text.append(
		element(
			'p',
			`${item.kind} · ${item.kind === 'Glossary' ? `${item.urls.length} files · ` : ''}${formatBytes(item.bytes)} · saved ${dateFormat.format(item.savedAt)}`,
			{ class: 'mt-1 text-sm text-slate-700 dark:text-slate-300' },
		),
	);
	const remove = element('button', 'Remove', { type: 'button', class: 'btn-secondary min-h-11' });
	remove.setAttribute('aria-label', `Remove ${item.title} from this device`);
	remove.addEventListener('click', () => {
		remove.disabled = true;
		void removeSaved(item.pack)
			.then(() => render(`Removed “${item.title}”.`))
			.catch(() => render(`“${item.title}” could not be removed. Try again.`))
			// The button is gone with its row: focus returns to the list's heading.
			.then(() => byId('saved-heading')?.focus());
	});
	row.append(text, remove);
	return row;
}

/** A kept page's title as the browser reads it, without the site's name; empty when it has none. */
export const pageTitle = (html: string) =>
	new DOMParser().parseFromString(html, 'text/html').title.replace(/ \| AI Atlas$/, '');

async function visitedPages(): Promise<{ href: string; title: string }[]> {
	const pages: { href: string; title: string }[] = [];
	for (const name of await caches.keys()) {
		if (!name.startsWith(PAGES_CACHE_PREFIX)) continue;
		const cache = await caches.open(name);
		for (const request of await cache.keys()) {
			const url = new URL(request.url);
			if (url.pathname === '/offline') continue;
			const html = (await (await cache.match(request))?.text()) ?? '';
			pages.push({ href: url.pathname + url.search, title: pageTitle(html) || url.pathname });
		}
	}
	return pages;
}

/** Draws the lists; `note` (what was just done) opens the summary, which is a status line. */
async function render(note = ''): Promise<void> {
	const status = byId('offline-status');
	if (status) status.textContent = navigator.onLine ? 'You are online.' : 'You are offline.';
	if (typeof caches === 'undefined') return;
	const items = await savedItems();
	const list = byId('saved-list');
	if (list) {
		list.replaceChildren(...items.map(savedRow));
		const total = items.reduce((sum, item) => sum + item.bytes, 0);
		const summary = byId('saved-summary');
		if (summary)
			summary.textContent = `${note ? `${note} ` : ''}${
				items.length
					? `${items.length} saved, ${formatBytes(total)} in all. Saved pages stay until you remove them.`
					: 'Nothing saved yet. Use “Save for offline” on a guide or an article, or save the whole glossary from its page.'
			}`;
	}
	const visited = await visitedPages();
	const recent = byId('visited-list');
	if (recent) {
		recent.replaceChildren(
			...visited.map((page) => {
				const row = element('li');
				row.append(element('a', page.title, { href: page.href, class: 'link' }));
				return row;
			}),
		);
		const note = byId('visited-summary');
		if (note)
			note.textContent = visited.length
				? 'Kept while there is room; the least recently opened go first.'
				: 'None yet.';
	}
}

// Shown in place of a page that is not saved: say which.
if (location.pathname !== '/offline') {
	const missing = byId('offline-missing');
	if (missing) {
		missing.hidden = false;
		const path = byId('offline-missing-path');
		if (path) path.textContent = location.pathname;
	}
	document.title = 'Not saved for offline | AI Atlas';
}
void render();
addEventListener('online', () => void render());
addEventListener('offline', () => void render());
if (navigator.onLine) navigator.serviceWorker?.controller?.postMessage({ type: 'refresh-saved' });
