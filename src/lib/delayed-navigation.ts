/** SPEC: clicking a topic card scrolls to the top, then navigates after this delay. */
export const TOPIC_NAVIGATION_DELAY_MS = 300;

/**
 * Whether a click should keep the browser's own behaviour (new tab, new window, download…)
 * instead of the delayed in-page navigation.
 */
export function isModifiedClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
	return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
