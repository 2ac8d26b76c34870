/**
 * One page of the build, rewritten for the offline edition (a ZIM file read in Kiwix). The file
 * carries each page as a reader without JavaScript sees it, which the site is built to serve
 * whole (docs/features.md): checkpoints answer through radio buttons and <details>, FAQs open,
 * diagrams zoom through native popovers. So, in one walk over the parsed page:
 *
 * - scripts go, with the Content-Security-Policy that pinned them (it would also block what a
 *   reader injects, such as kiwix-serve's toolbar), and head links other than stylesheets and the
 *   icon (feeds, manifest, sitemap, alternates);
 * - the head's <noscript> stylesheet applies (it hides `.js-only` controls, which go too); notes
 *   in <noscript> in the body go, since they speak of JavaScript, which the reader has;
 * - what the site marks `data-online-only` goes: parts whose every use needs the network or the
 *   browser's storage (progress and sync, review, the newsletter, web search, glossary filters);
 * - islands that read without scripts lose their wrapper, the others go (cards, pronunciation,
 *   saving for offline, the theme switch, forms that post to the API); the header's search button
 *   becomes a form that asks Kiwix's full-text search (`searchForm`);
 * - what only a script could work goes: forms, and buttons other than native popover controls;
 * - links between pages become relative paths between entries (entries.ts); a link to a page the
 *   file leaves out leads to the online site; links to other sites stay as they are;
 * - stylesheets and pictures the page loads are listed, for the file to carry; a page that loads
 *   one from another site fails the export, since the file is read offline.
 */
import { parse, parseFragment, serialize } from 'parse5';
import {
	attribute,
	createElement,
	firstElement,
	insertBefore,
	isElement,
	removeNode,
	replaceNode,
	setAttribute,
	textOf,
	type Element,
	type ParentNode,
} from '../html/tree.ts';
import { EXPLORABLES } from '../explorables/catalog.ts';
import { entryOfPath, relativeHref } from './entries.ts';

/**
 * Islands whose server-rendered HTML reads and works without scripts: kept, unwrapped. The
 * explorables are among them: their default picture and its words teach (their controls are a
 * form, which goes like every form).
 */
const READS_WITHOUT_SCRIPTS = new Set([
	'CheckpointQuiz',
	'FaqAccordion',
	'GlossaryBrowser',
	'ZoomableImage',
	...EXPLORABLES.map(({ slug }) =>
		slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase()),
	),
]);

/** The island that becomes the file's search form. */
const SEARCH_ISLAND = 'HeaderSearch';

/** Head links a page keeps: the rest point at feeds, the manifest or the online pages. */
const KEPT_LINKS = new Set(['stylesheet', 'icon']);

/** Attributes that ask the reader to load something: what they name must be in the file. */
const LOADS = ['src', 'poster'];

export interface ZimPageOptions {
	/** The page's entry: `topics/x`, `index`. */
	entry: string;
	/** Whether the file has a page (or data file) at an entry. */
	has: (entry: string) => boolean;
	/** The online site (`https://…`): links to what the file leaves out lead there. */
	site: string;
	/** The book, as kiwix-serve names it (the file's name without `.zim`): the search form searches it. */
	book: string;
	/** HTML put first in <main> (the welcome page's note), its links written as on the site. */
	lead?: string;
}

export interface ZimPage {
	html: string;
	/** The page's title, without the site's name after it. */
	title: string;
	/** Entries the page loads (stylesheets, pictures), for the file to carry. */
	resources: string[];
}

/**
 * The search form: Kiwix's own full-text search of this book, as kiwix-serve (and a Kiwix
 * hotspot, which runs it) answers it at `/search`, naming the book by its file's name (Debian's
 * kiwix-serve 3.3 knows no other way: its filter by the Name metadata finds nothing). Apps search
 * from their own search bar.
 */
function searchForm(book: string): Element {
	const form = createElement('form', {
		role: 'search',
		action: '/search',
		method: 'get',
		class: 'flex items-center',
	});
	for (const child of [
		createElement('input', { type: 'hidden', name: 'content', value: book }),
		createElement('label', { for: 'kiwix-search', class: 'sr-only' }, 'Search AI Atlas'),
		createElement('input', {
			id: 'kiwix-search',
			type: 'search',
			name: 'pattern',
			required: '',
			placeholder: 'Search',
			class: 'field h-10 w-32 sm:w-48',
		}),
	])
		insertBefore(form, child);
	return form;
}

const tokens = (element: Element, name: string) =>
	(attribute(element, name) ?? '').toLowerCase().split(/\s+/).filter(Boolean);

function islandName(island: Element): string | undefined {
	try {
		return JSON.parse(attribute(island, 'opts') ?? '{}').name;
	} catch {
		return undefined;
	}
}

type Fate = 'keep' | 'unwrap' | 'remove' | 'search';

function fateOf(element: Element, inHead: boolean): Fate {
	if (attribute(element, 'data-online-only') !== undefined) return 'remove';
	switch (element.tagName) {
		case 'script':
		case 'form':
			return 'remove';
		case 'noscript':
			return inHead ? 'unwrap' : 'remove';
		case 'astro-slot':
		case 'astro-static-slot':
			return 'unwrap';
		case 'meta':
			return tokens(element, 'http-equiv').includes('content-security-policy') ? 'remove' : 'keep';
		case 'link':
			return tokens(element, 'rel').some((rel) => KEPT_LINKS.has(rel)) ? 'keep' : 'remove';
		case 'button':
			return attribute(element, 'popovertarget') ? 'keep' : 'remove';
		case 'astro-island': {
			const name = islandName(element) ?? '';
			if (name === SEARCH_ISLAND) return 'search';
			return READS_WITHOUT_SCRIPTS.has(name) ? 'unwrap' : 'remove';
		}
	}
	return tokens(element, 'class').includes('js-only') ? 'remove' : 'keep';
}

/** Rewrites a page for the file (see the top of this module). */
export function zimPage(html: string, options: ZimPageOptions): ZimPage {
	// Without scripting, the parser reads <noscript> content as markup rather than text.
	const document = parse(html, { scriptingEnabled: false });
	const head = firstElement(document, 'head');
	const main = firstElement(document, 'main');
	if (options.lead && main)
		for (const node of [...parseFragment(options.lead).childNodes].reverse())
			insertBefore(main, node, main.childNodes[0]);
	const pageUrl = new URL(options.entry === 'index' ? '/' : `/${options.entry}`, options.site);
	const resources = new Set<string>();

	/** The site's own entry a link names, or undefined for another site, mailto: and the like. */
	const ownEntry = (value: string): URL | undefined => {
		if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
		return new URL(value, pageUrl);
	};
	const rewriteLink = (element: Element, name: string) => {
		const value = attribute(element, name);
		if (value === undefined || value === '' || value.startsWith('#')) return;
		const url = ownEntry(value);
		if (!url) return;
		const entry = entryOfPath(url.pathname);
		setAttribute(
			element,
			name,
			options.has(entry) ? relativeHref(options.entry, entry) + url.hash : url.href,
		);
	};
	const rewriteLoad = (element: Element, name: string) => {
		const value = attribute(element, name);
		if (value === undefined || value.startsWith('data:') || value.startsWith('#')) return;
		const url = ownEntry(value);
		if (!url)
			throw new Error(
				`<${element.tagName} ${name}="${value}"> asks for something outside the file`,
			);
		const entry = entryOfPath(url.pathname);
		resources.add(entry);
		setAttribute(element, name, relativeHref(options.entry, entry));
	};

	const visit = (parent: ParentNode, inHead = false) => {
		for (const node of [...parent.childNodes]) {
			if (!isElement(node)) continue;
			const fate = fateOf(node, inHead);
			if (fate === 'remove') {
				removeNode(node);
				continue;
			}
			if (fate === 'search') {
				replaceNode(node, searchForm(options.book));
				continue;
			}
			if (node.tagName === 'link') rewriteLoad(node, 'href');
			else rewriteLink(node, 'href');
			for (const name of LOADS) rewriteLoad(node, name);
			if (attribute(node, 'srcset') !== undefined)
				throw new Error(`<${node.tagName} srcset> is not handled by the offline edition yet`);
			visit(node, inHead || node.tagName === 'head');
			if (fate === 'unwrap') {
				for (const child of [...node.childNodes]) insertBefore(parent, child, node);
				removeNode(node);
			}
		}
	};
	visit(document);

	const titleElement = head && firstElement(head, 'title');
	const title = (titleElement ? textOf(titleElement) : options.entry).replace(/ \| AI Atlas$/, '');
	return { html: serialize(document), title, resources: [...resources].sort() };
}
