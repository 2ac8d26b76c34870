/**
 * The keyboard shortcuts that open the site search from anywhere on a page: `/` (unless the reader
 * is typing in a field) and Ctrl+K or Cmd+K. Inline, so they work before the header's search
 * island has hydrated: it focuses the search link (which starts hydration) and clicks it (the
 * on-interaction directive replays that click once the island is ready).
 */
const TYPING_FIELD = /^(INPUT|TEXTAREA|SELECT)$/;

window.addEventListener('keydown', (event) => {
	if (event.defaultPrevented || event.isComposing || event.altKey) return;
	const modified = event.ctrlKey || event.metaKey;
	const target = event.target as HTMLElement | null;
	if (event.key === '/' && !modified) {
		if (target && (target.isContentEditable || TYPING_FIELD.test(target.tagName))) return;
	} else if (!(modified && (event.key === 'k' || event.key === 'K') && !event.shiftKey)) return;
	if (document.querySelector('dialog[open]')) return;
	const trigger = document.querySelector<HTMLElement>('[data-site-search-trigger]');
	if (!trigger) return;
	event.preventDefault();
	trigger.focus();
	trigger.click();
});
