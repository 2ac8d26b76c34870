/**
 * Requests an application page needs before its island can make them.
 *
 * `/search?q=` shows results only after two downloads: the island's code (React included), then
 * the blog posts, which the island asks for once it runs. The posts do not depend on the code, so
 * a tiny inline script on the page (src/inline-scripts/early-blog-posts.ts) asks for them while the
 * code downloads, and the island adopts that response instead of asking again (`takeEarlyResponse`,
 * used by `blogApi.posts`). The request is the one the island would make: same address form (a
 * fresh timestamp), same options, never from the HTTP cache. A retry, or any later search, asks anew.
 */

/** Where the inline script leaves its responses, by name. */
export const EARLY_RESPONSES = 'aiAtlasEarly';

/** The options api-client's `getJson` gives a GET that skips the cache (a test keeps them equal). */
export const NO_STORE_GET: RequestInit = {
	credentials: 'include',
	headers: { Accept: 'application/json' },
	cache: 'no-store',
};

type EarlyResponses = Record<string, Promise<Response> | undefined>;

/**
 * The response an inline script requested early under `name`, once: the first caller takes it,
 * later callers (a retry, a new search) get undefined and make their own request.
 */
export function takeEarlyResponse(name: string): Promise<Response> | undefined {
	if (typeof window === 'undefined') return undefined;
	const responses = (window as unknown as Record<string, EarlyResponses | undefined>)[
		EARLY_RESPONSES
	];
	const response = responses?.[name];
	if (responses) delete responses[name];
	return response;
}
