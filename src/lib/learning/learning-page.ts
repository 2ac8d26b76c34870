/**
 * What every page with learning blocks does before they are drawn, once scripts run:
 * - learns which learning path the reader follows (routeOf: the address, else the tab's memory,
 *   which it updates);
 * - writes the page's learning rules (page-styles.ts) into a constructed stylesheet, and writes
 *   them again when the reader's progress changes (an island here, or another tab);
 * - checks again the options the reader picked earlier in this guide's checkpoints, with their
 *   blocks' scores (restore-answers.ts);
 * - makes the arrow keys move between a checkpoint question's options without picking one (a
 *   native radio group checks every option the arrows pass, and a checkpoint keeps the first pick
 *   as the answer), so only a click or Space answers, from before the question's island loads.
 * Inlined once, at the start of a guide's or article's first learning block (learning-script.ts),
 * and run by the progress paint script of the home page, /learn and the path pages (paint.ts).
 */
import { DIGEST_EVENT, DIGEST_KEY, readDigest } from './digest.ts';
import { learningRules } from './page-styles.ts';
import { restoreAnswers } from './restore-answers.ts';
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

const ARROWS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function arrowsMoveWithoutAnswering(event: KeyboardEvent) {
	const input = event.target;
	const step = ARROWS[event.key];
	if (!step || !(input instanceof HTMLInputElement) || !input.closest('.cq fieldset')) return;
	if (event.altKey || event.ctrlKey || event.metaKey) return;
	const radios = [
		...input.closest('fieldset')!.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
	];
	event.preventDefault();
	radios[(radios.indexOf(input) + step + radios.length) % radios.length]?.focus();
}

function storage(): Storage | undefined {
	try {
		return localStorage;
	} catch {
		return undefined; // Storage blocked: no progress to show.
	}
}

export function startLearningPage(): void {
	const route = followedRoute();
	restoreAnswers(readDigest(storage()).answers);
	// Browsers without constructed stylesheets show every block, as without scripts.
	if ('adoptedStyleSheets' in document) {
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
	document.addEventListener('keydown', arrowsMoveWithoutAnswering, true);
}
