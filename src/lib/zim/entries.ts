/**
 * Where things go in the offline edition (a ZIM file for Kiwix): which pages of the build it
 * carries, the path of each entry, and links between entries.
 *
 * An entry's path is the page's address without its leading slash (`/topics/x` → `topics/x`,
 * the build's `topics/x.html`); the home page is `index`. Readers show an entry under a prefix
 * of their own (kiwix-serve: `/{book}/…`, later versions `/content/{book}/…`), so entries link to
 * each other by relative paths only.
 */

/**
 * Pages of the build the file leaves out, and why: each needs scripts and this browser's storage,
 * the network, or both. Links to them lead to the online site.
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
	'404.html': 'a page for addresses the site does not have',
	'admin/': 'editing needs the online site',
	'embed.html': 'embedding cards in other sites needs the online site',
	'offline.html': 'the service worker’s saved pages: the file is offline already',
	'offline/glossary/':
		'the saved glossary’s term page shell (src/lib/offline/term-pages.ts): the file carries every term page whole',
	'review.html': 'review keeps its cards in the browser, with scripts',
	'search.html': 'the blog search needs scripts: Kiwix searches the whole file',
};

/** Files of the build carried as they are, beside the pages (the open data /data describes). */
export const DATA_FILES = ['glossary.json', 'glossary.csv'] as const;

/** Whether a file of the build (`topics/x.html`) is a page the file carries. */
export function carriesPage(file: string): boolean {
	if (!file.endsWith('.html')) return false;
	return !Object.keys(LEFT_OUT).some((left) =>
		left.endsWith('/') ? file.startsWith(left) : file === left,
	);
}

/** The entry of a file of the build: `topics/x.html` → `topics/x`, `_astro/a.css` as it is. */
export const entryOfFile = (file: string): string => file.replace(/\.html$/, '');

/** The entry a path of the site names (`/topics/x`, `/`), without query or fragment. */
export function entryOfPath(pathname: string): string {
	const path = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
	return path === '' ? 'index' : path;
}

/** How the entry `from` links to the entry `to`: relative, as every reader resolves it. */
export function relativeHref(from: string, to: string): string {
	const depth = from.split('/').length - 1;
	return `${'../'.repeat(depth)}${to.split('/').map(encodeURIComponent).join('/')}`;
}

/** The file's name, after openZIM's convention: `{project}_{language}_{selection}_{YYYY-MM}.zim`. */
export const zimFileName = (name: string, date: Date): string =>
	`${name}_${date.toISOString().slice(0, 7)}.zim`;
