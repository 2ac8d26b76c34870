/**
 * /search's early request (src/lib/early-fetch.ts says why): when the address carries a query,
 * request every blog post at once, as the island would, and leave the response for it. The catch
 * only marks a failure as seen, so a page whose island never runs logs no unhandled rejection;
 * the island still reads the failure from the promise.
 */
import { EARLY_RESPONSES, NO_STORE_GET } from '../lib/early-fetch';

const query = new URLSearchParams(location.search).get('q');
if (query?.trim()) {
	const posts = fetch(`/api/blog-posts?t=${Date.now()}`, NO_STORE_GET);
	posts.catch(() => {});
	const store = window as unknown as Record<string, Record<string, Promise<Response>> | undefined>;
	(store[EARLY_RESPONSES] ??= {})['blog-posts'] = posts;
}
