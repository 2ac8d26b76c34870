/**
 * Which learning path the reader is following, so a guide, section or article shows that path's
 * way on (step, "Next", "Back to the path") and nothing for a reader who came another way. The
 * path's step links carry it in their address (`?path=ai-from-zero`); the tab remembers it
 * (sessionStorage), so moving inside a guide, reloading or coming back keeps the route until the
 * reader follows another path or opens the path list. Read by learning-rules.ts before the first
 * paint; pure here, for its test.
 */
export const ROUTE_PARAM = 'path';
export const ROUTE_KEY = 'ai-atlas:route';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The path followed after arriving at `url` with `remembered` from earlier in the tab. */
export function routeOf(url: URL, remembered: string | null): string {
	const fromAddress = url.searchParams.get(ROUTE_PARAM);
	if (fromAddress !== null) return SLUG.test(fromAddress) ? fromAddress : '';
	// A path's own page: the reader is looking at that path.
	const pathPage = url.pathname.match(/^\/learn\/([a-z0-9-]{1,80})$/)?.[1];
	if (pathPage) return pathPage;
	// The list of paths and the home page start afresh: a reader who opens a guide from there
	// came without a path.
	if (url.pathname === '/' || url.pathname === '/learn') return '';
	return remembered && SLUG.test(remembered) ? remembered : '';
}
