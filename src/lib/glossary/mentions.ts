/**
 * Which guide and article pages link to which glossary terms, as the linker found while compiling
 * them, with each page's title. MDX is compiled in the same build process before the build ends,
 * so the build can write the whole map into its build facts (src/server/build-facts.ts) for the
 * "Mentioned in" list of each term page, rendered on demand. Kept on globalThis because the build
 * loads this module twice (once with astro.config, once inside the bundled pages).
 */
const KEY = Symbol.for('ai-atlas.glossary-mentions');
interface Registry {
	/** Term slug → pages linking to it. */
	pages: Map<string, Set<string>>;
	/** Page → its title. */
	titles: Map<string, string>;
}

function registry(): Registry {
	const store = globalThis as unknown as Record<symbol, Registry | undefined>;
	return (store[KEY] ??= { pages: new Map(), titles: new Map() });
}

/** Records that `page` (e.g. /topics/edge-ai) links to each of `slugs`, replacing what it linked before. */
export function recordMentions(page: string, slugs: readonly string[], title?: string): void {
	const { pages, titles } = registry();
	for (const linking of pages.values()) linking.delete(page);
	for (const slug of slugs) {
		if (!pages.has(slug)) pages.set(slug, new Set());
		pages.get(slug)!.add(page);
	}
	if (title) titles.set(page, title);
}

/** The pages that link to a term, sorted. */
function mentionsOf(slug: string): string[] {
	return [...(registry().pages.get(slug) ?? [])].sort();
}

/** A page that mentions a term, as its "Mentioned in" list shows it. */
export interface Mention {
	href: string;
	title: string;
	kind: 'Guide' | 'Article';
}

/** Every term's mentions (pages sorted by address), for the build facts. */
export function allMentions(): Record<string, Mention[]> {
	const { pages, titles } = registry();
	const out: Record<string, Mention[]> = {};
	for (const slug of [...pages.keys()].sort()) {
		const list = mentionsOf(slug)
			.filter((page) => titles.has(page))
			.map((page) => ({
				href: page,
				title: titles.get(page)!,
				kind: page.startsWith('/topics/') ? ('Guide' as const) : ('Article' as const),
			}));
		if (list.length) out[slug] = list;
	}
	return out;
}
