/**
 * The one inline script every page runs in <head>, before first paint (built into the page by
 * src/integrations/inline-scripts.ts). It makes the first click on a reading page take effect at
 * once, while React is still on its way:
 *
 * - sets `data-theme` (resolved) and `data-theme-pref` (preference) on <html>, so there is no
 *   flash of the wrong theme, and follows the operating system live while the preference is
 *   `system`;
 * - cycles the theme on a click on `[data-theme-toggle]` that nothing has handled yet. Once the
 *   ThemeToggle island has hydrated, its own handler runs first and marks the click handled
 *   (`preventDefault`), so exactly one of the two acts on each click;
 * - on an unmodified click on a link marked `data-delayed-navigation` (the /topics cards), jumps
 *   to the top and follows the link after a short pause. The jump is instant (overriding the
 *   page's smooth scrolling): on a slow phone a smooth scroll only starts to move after about
 *   100 ms and cannot finish before the page changes, so it would show the reader nothing sooner;
 * - keeps a popover invoker's `aria-expanded` in step with its popover (mobile menu, image zoom),
 *   and closes a popover menu when one of its links is followed.
 */
import { TOPIC_NAVIGATION_DELAY_MS } from '../lib/delayed-navigation';
import { applyTheme, nextTheme, saveTheme, storedTheme, THEME_STORAGE_KEY } from '../lib/theme';

const darkScheme = matchMedia('(prefers-color-scheme: dark)');

const applyStoredTheme = () => applyTheme(storedTheme());

applyStoredTheme();
darkScheme.addEventListener('change', applyStoredTheme);
window.addEventListener('storage', (event) => {
	if (event.key === THEME_STORAGE_KEY) applyStoredTheme();
});

document.addEventListener(
	'toggle',
	(event) => {
		const popover = event.target;
		if (!(popover instanceof Element) || !popover.id) return;
		const invoker = document.querySelector(`[popovertarget="${popover.id}"]`);
		invoker?.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
	},
	true,
);

document.addEventListener('click', (event) => {
	const target = event.target;
	if (!(target instanceof Element)) return;
	const menuLink = target.closest('[popover] a');
	if (menuLink) menuLink.closest<HTMLElement>('[popover]')?.hidePopover?.();
	if (
		event.defaultPrevented ||
		event.button ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	)
		return;
	if (target.closest('[data-theme-toggle]')) {
		saveTheme(nextTheme(storedTheme()));
		return;
	}
	const delayed = target.closest<HTMLAnchorElement>('a[data-delayed-navigation]');
	if (delayed) {
		event.preventDefault();
		scrollTo({ top: 0, behavior: 'instant' });
		setTimeout(() => location.assign(delayed.href), TOPIC_NAVIGATION_DELAY_MS);
	}
});
