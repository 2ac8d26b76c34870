/** Finds the internal links of built pages that lead nowhere (tests/build/internal-links.test.ts). */

export interface BuiltPage {
	/** Relative to the build folder: topics/edge-ai.html. */
	file: string;
	html: string;
}

export interface BrokenLink {
	/** The page's path: /topics/edge-ai. */
	page: string;
	href: string;
	reason: string;
}

/** A built file's path on the site (build.format 'file', no trailing slash). */
const pathOf = (file: string) =>
	`/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/';

/** The ids of a page; an anchor may also be a `name`. */
const idsOf = (html: string) =>
	new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeAttr(m[1]!)));

const decodeAttr = (value: string) =>
	value
		.replace(/&amp;/g, '&')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&quot;/g, '"');

/**
 * Every `<a href>` (and `<area href>`) that starts with `/` or `#` and does not resolve:
 * `exists(file)` says whether the build holds a file (a page's .html, a feed, a card), and
 * `onDemand` lists the paths rendered on request (term pages, /search), whose anchors are not
 * checked. Paths under /api/ are the functions', checked by their own tests.
 */
export function brokenLinks(
	pages: BuiltPage[],
	site: { exists: (file: string) => boolean; onDemand: Set<string> },
): BrokenLink[] {
	const ids = new Map(pages.map((page) => [pathOf(page.file), idsOf(page.html)]));
	const broken: BrokenLink[] = [];
	const seen = new Set<string>();
	for (const { file, html } of pages) {
		const page = pathOf(file);
		for (const [, raw] of html.matchAll(/<(?:a|area)\s[^>]*?href="([/#][^"]*)"/g)) {
			const href = decodeAttr(raw!);
			if (href.startsWith('//') || href.startsWith('/api/') || seen.has(`${page} ${href}`))
				continue;
			seen.add(`${page} ${href}`);
			const [beforeHash, anchor] = href.split('#', 2) as [string, string | undefined];
			const target = decodeURI(beforeHash.split('?')[0]!) || page;
			if (site.onDemand.has(target)) continue;
			const targetIds =
				ids.get(target) ??
				(site.exists(target.slice(1)) || site.exists(`${target.slice(1)}.html`)
					? new Set<string>()
					: undefined);
			if (!targetIds) broken.push({ page, href, reason: 'no such page' });
			else if (anchor && !targetIds.has(decodeURIComponent(anchor)) && ids.has(target))
				broken.push({
					page,
					href,
					reason: `no id "${anchor}" on ${target}${anchor.startsWith('citation-') ? ' (a <Cite n={…} /> needs that reference in the front matter’s references)' : ''}`,
				});
		}
	}
	return broken;
}
