/**
 * Which guide and article pages link to which glossary terms, as the linker found while compiling
 * them. MDX is compiled in the same build process before pages are rendered, so term pages can
 * list the pages that mention them. Kept on globalThis because the build loads this module twice
 * (once with astro.config, once inside the bundled pages).
 */
const KEY = Symbol.for('ai-atlas.glossary-mentions');
type Registry = Map<string, Set<string>>;

function registry(): Registry {
	const store = globalThis as unknown as Record<symbol, Registry | undefined>;
	return (store[KEY] ??= new Map());
}

/** Records that `page` (e.g. /topics/edge-ai) links to each of `slugs`, replacing what it linked before. */
export function recordMentions(page: string, slugs: readonly string[]): void {
	const map = registry();
	for (const pages of map.values()) pages.delete(page);
	for (const slug of slugs) {
		if (!map.has(slug)) map.set(slug, new Set());
		map.get(slug)!.add(page);
	}
}

/** The pages that link to a term, sorted. */
export function mentionsOf(slug: string): string[] {
	return [...(registry().get(slug) ?? [])].sort();
}
