/**
 * Writes the page's learning rules (page-styles.ts) into a constructed stylesheet before its
 * learning blocks are drawn, and again when the reader's progress changes (an island here, or
 * another tab): which path's way-on blocks show (the path followed: routeOf, from the address or
 * the tab's memory, which this updates) and which steps show as done. Run by the guides' and
 * articles' learning script (learning-page.ts) and by the paint script of /, /learn and the path
 * pages (paint.ts), so opening those starts or forgets a route.
 */
import { DIGEST_EVENT, DIGEST_KEY, readDigest } from './digest.ts';
import { learningRules } from './page-styles.ts';
import { ROUTE_KEY, routeOf } from './route.ts';

function followedRoute(): string {
	let remembered: string | null = null;
	try {
		remembered = sessionStorage.getItem(ROUTE_KEY);
	} catch {
		// Storage refused: the route holds for pages whose address names it.
	}
	const route = routeOf(new URL(location.href), remembered);
	try {
		if (route !== (remembered ?? '')) sessionStorage.setItem(ROUTE_KEY, route);
	} catch {
		// As above.
	}
	return route;
}

/** localStorage, or nothing where storage is blocked (no progress to show then). */
export function storage(): Storage | undefined {
	try {
		return localStorage;
	} catch {
		return undefined;
	}
}

export function applyLearningRules(): void {
	const route = followedRoute();
	// Browsers without constructed stylesheets show every block, as without scripts.
	if (!('adoptedStyleSheets' in document)) return;
	const sheet = new CSSStyleSheet();
	const write = () =>
		sheet.replaceSync(learningRules(route, Object.keys(readDigest(storage()).steps)));
	write();
	document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
	addEventListener(DIGEST_EVENT, write);
	addEventListener('storage', (event: StorageEvent) => {
		if (event.key === DIGEST_KEY || event.key === null) write();
	});
}
