/**
 * Caching of API reads at Netlify's CDN, and purging it when editors write.
 *
 * Netlify never caches a function's response unless it says how (`Netlify-CDN-Cache-Control`,
 * which only the CDN reads). Glossary and blog reads are the same for every reader, so the CDN may
 * answer repeated reads itself: each is tagged (`Netlify-Cache-Tag`) so that a glossary write can
 * drop every cached glossary answer at once, and says which query parameters it depends on
 * (`Netlify-Vary`), since otherwise the whole query string is part of the cache key.
 * https://docs.netlify.com/platform/caching/
 */
import { purgeCache } from '@netlify/functions';

export type CacheTag = 'glossary' | 'blog';

/**
 * How long the CDN keeps an answer: glossary answers are fresh for a minute, then served stale
 * for up to five more while one request refreshes them; every write purges them sooner. Blog posts
 * change only with a deploy. `durable` shares one copy between the CDN's edge nodes.
 */
const CDN_CACHE: Record<CacheTag, string> = {
	glossary: 'public, durable, max-age=60, stale-while-revalidate=300',
	blog: 'public, durable, max-age=300, stale-while-revalidate=86400',
};

/**
 * Headers that let the CDN cache a successful read.
 * @param varyOn the query parameters the answer depends on; none means the query string is ignored
 * @example cdnCacheHeaders('glossary', ['q']) // cache per `q`, tagged "glossary"
 */
export function cdnCacheHeaders(tag: CacheTag, varyOn: string[] = []): Record<string, string> {
	return {
		'Netlify-CDN-Cache-Control': CDN_CACHE[tag],
		'Netlify-Cache-Tag': tag,
		// Netlify-Vary lists the parameters that count. With none to list, it names one that no
		// client sends, so that every query string (such as a cache-busting `?t=`) shares one copy.
		'Netlify-Vary': `query=${varyOn.length ? varyOn.join('|') : 'no-parameters'}`,
	};
}

type Purge = (options: { tags: string[] }) => Promise<void>;

/** A purge that takes longer is given up on, so that it cannot hold up the editor's write. */
const PURGE_TIMEOUT_MS = 3000;

type LocalPurge = (tags: string[]) => void;
let localPurge: LocalPurge | undefined;

/** Lets the local server drop pages from its own cache, as Netlify's CDN does on a purge. */
export function onPurgeRequested(handler: LocalPurge | undefined): void {
	localPurge = handler;
}

/**
 * Drops, after a successful write, every glossary answer cached at Netlify's CDN and the cached
 * pages of the terms given (each page is tagged with every term it shows: src/server/term-page.ts).
 * Outside Netlify (no site to purge) only the local server's cache, if any, is told. It never
 * throws: a failed or slow purge is logged, the write stands, and cached answers expire within
 * minutes, pages within an hour, anyway.
 */
export async function purgeGlossaryCache({
	termPages = [],
	purge = purgeCache as Purge,
	env = process.env,
	timeoutMs = PURGE_TIMEOUT_MS,
}: {
	/** Slugs whose pages, and the pages showing them, are out of date. */
	termPages?: readonly string[];
	purge?: Purge;
	env?: Record<string, string | undefined>;
	timeoutMs?: number;
} = {}): Promise<void> {
	const tags = ['glossary', ...termPages.map(termTag)];
	localPurge?.(tags);
	if (!env.SITE_ID) return;
	let timer: NodeJS.Timeout | undefined;
	try {
		await Promise.race([
			purge({ tags }),
			new Promise<never>((_, reject) => {
				timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
			}),
		]);
	} catch (cause) {
		console.error('Could not purge the glossary from the CDN cache:', cause);
	} finally {
		clearTimeout(timer);
	}
}

/** The cache tag of every page that shows a term (its own page, its neighbours', related terms'). */
export const termTag = (slug: string) => `term:${slug}`;

/** Tag of every term page, to drop them all at once by hand. */
export const TERM_PAGES_TAG = 'term-pages';

/**
 * How a term page is cached: browsers check again each time (a save must show at once); the CDN
 * keeps it an hour and serves it stale for a day while refreshing, and a purge by any of its tags
 * drops it sooner. Every deploy starts with an empty cache.
 */
export function termPageCacheHeaders(shownSlugs: readonly string[]): Record<string, string> {
	return {
		'Cache-Control': 'public, max-age=0, must-revalidate',
		'Netlify-CDN-Cache-Control': 'public, durable, max-age=3600, stale-while-revalidate=86400',
		'Netlify-Cache-Tag': [TERM_PAGES_TAG, ...[...new Set(shownSlugs)].map(termTag)].join(','),
		'Netlify-Vary': 'query=no-parameters',
	};
}
