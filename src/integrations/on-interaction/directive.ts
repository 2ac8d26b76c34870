import type { ClientDirective } from 'astro';
import { isModifiedClick } from '../../lib/click';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Hydrates on first interaction. Clicks and form submissions that land while the island's code is still loading are
 * held back and replayed on the same element once React has hydrated it (hydration keeps the
 * server-rendered DOM nodes, so the element reference stays valid).
 *
 * Markup that already works without React (a native <details>, a popover button, a control the
 * inline head script handles) carries `data-works-before-hydration`: clicks there keep their
 * native effect at once and are not replayed.
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
	let started = false;
	const held: { type: 'click' | 'submit'; target: Element }[] = [];

	const hold = (event: Event) => {
		// Modified or non-primary clicks (new tab, new window) keep their native behaviour.
		if (event instanceof MouseEvent && isModifiedClick(event)) return;
		if (event.target instanceof Element && event.target.closest('[data-works-before-hydration]'))
			return;
		if (event.target instanceof Element)
			held.push({ type: event.type as 'click' | 'submit', target: event.target });
		event.preventDefault();
		event.stopImmediatePropagation();
	};

	const start = async () => {
		if (started) return;
		started = true;
		for (const type of TRIGGERS) el.removeEventListener(type, start);
		el.addEventListener('click', hold, true);
		el.addEventListener('submit', hold, true);
		try {
			const hydrate = await load();
			await hydrate();
		} finally {
			el.removeEventListener('click', hold, true);
			el.removeEventListener('submit', hold, true);
		}
		// React attaches its listeners during hydration; give it one frame before replaying.
		requestAnimationFrame(() => {
			for (const { type, target } of held.splice(0)) {
				if (!target.isConnected) continue;
				if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
				else replayClick(target);
			}
		});
	};

	for (const type of TRIGGERS) el.addEventListener(type, start, { passive: true });
};

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

export default interactionDirective;
