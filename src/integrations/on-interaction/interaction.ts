/**
 * The browser side of `client:interaction`, shared by the directive Astro inlines
 * (`directive.ts`) and by the deferred island runtime (`lazy-runtime.ts`, `loader.ts`).
 */
import { isModifiedClick } from '../../lib/click';

/** What counts as the reader's first interaction with an island. */
export const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Where the loader leaves an island's held events for the directive that hydrates it. */
export const HELD = 'aiAtlasHeld';

/** Clicks and submissions held back while an island's code loads, and how to stop holding. */
type HeldEvents = ReturnType<typeof holdEvents>;

/** An island element the loader may have marked as already interacted with. */
export type IslandElement = HTMLElement & { [HELD]?: HeldEvents };

/**
 * Whether an island hydrates as the page loads instead of on first interaction: its directive's
 * value (`client:interaction="letter term"`) names query parameters, and the page's address
 * carries one of them. An application island whose view lives in the address (the glossary's
 * `?letter=`, `?term=`…) has nothing to show for such an address until it runs.
 */
export function hydratesAtOnce(value: unknown, search: string): boolean {
	if (value === WAKES_ON_SELECTION) return false;
	const params = new URLSearchParams(search);
	return typeof value === 'string' && value.split(' ').some((name) => params.has(name));
}

/**
 * The directive's value of an island that also wakes on the reader's first text selection
 * anywhere in the page (`client:interaction="selection"`): "Make a card" offers itself for a
 * sentence the reader selects, long before they touch the island.
 */
export const WAKES_ON_SELECTION = 'selection';

/** Whether the page has a text selection (a caret is not one). */
export const hasSelection = () => getSelection()?.isCollapsed === false;

/**
 * Holds back clicks and form submissions inside the island until `stop()`, to replay them once
 * React has hydrated it (hydration keeps the server-rendered DOM nodes, so the element reference
 * stays valid).
 *
 * Markup that already works without React (a native <details>, a popover button, a control the
 * inline head script handles) carries `data-works-before-hydration`: clicks there keep their
 * native effect at once and are not replayed. Modified or non-primary clicks (new tab, new
 * window) keep their native behaviour too.
 */
export function holdEvents(el: HTMLElement) {
	const events: { type: 'click' | 'submit'; target: Element }[] = [];
	const hold = (event: Event) => {
		if (event instanceof MouseEvent && isModifiedClick(event)) return;
		if (event.target instanceof Element && event.target.closest('[data-works-before-hydration]'))
			return;
		if (event.target instanceof Element)
			events.push({ type: event.type as 'click' | 'submit', target: event.target });
		event.preventDefault();
		event.stopImmediatePropagation();
	};
	el.addEventListener('click', hold, true);
	el.addEventListener('submit', hold, true);
	return {
		events,
		stop() {
			el.removeEventListener('click', hold, true);
			el.removeEventListener('submit', hold, true);
		},
	};
}

/** Loads and hydrates the island, then replays what was held while it loaded. */
export async function hydrateAndReplay(
	load: () => Promise<() => Promise<void> | void>,
	held: HeldEvents,
): Promise<void> {
	try {
		const hydrate = await load();
		await hydrate();
	} finally {
		held.stop();
	}
	// React attaches its listeners during hydration; give it one frame before replaying.
	requestAnimationFrame(() => {
		for (const { type, target } of held.events.splice(0)) {
			if (!target.isConnected) continue;
			if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
			else replayClick(target);
		}
	});
}

/**
 * Starts hydration on the island's first pointer down, focus or key press, or at once when the
 * page's address asks for the island's state (`hydratesAtOnce`).
 */
export function hydrateOnFirstInteraction(
	load: () => Promise<() => Promise<void> | void>,
	el: HTMLElement,
	value?: unknown,
): void {
	if (hydratesAtOnce(value, location.search)) {
		void hydrateAndReplay(load, holdEvents(el));
		return;
	}
	let started = false;
	const start = () => {
		if (started) return;
		started = true;
		for (const type of TRIGGERS) el.removeEventListener(type, start);
		document.removeEventListener('selectionchange', onSelection);
		void hydrateAndReplay(load, holdEvents(el));
	};
	const onSelection = () => hasSelection() && start();
	for (const type of TRIGGERS) el.addEventListener(type, start, { passive: true });
	if (value === WAKES_ON_SELECTION) document.addEventListener('selectionchange', onSelection);
}

/**
 * Clicks the control the reader clicked. The event target is often an icon inside a button (an
 * SVG element has no `click()`), so the nearest interactive ancestor gets the click.
 */
function replayClick(target: Element) {
	const control = target.closest(
		'a, button, input, select, textarea, label, summary, [role="button"]',
	);
	if (control instanceof HTMLElement) control.click();
	else
		target.dispatchEvent(
			new MouseEvent('click', { bubbles: true, cancelable: true, view: window }),
		);
}
