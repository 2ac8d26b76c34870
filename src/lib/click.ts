/**
 * Whether a click should keep the browser's own behaviour (new tab, new window, download…)
 * rather than being handled in the page: any button but the primary one, or any modifier key.
 * @example isModifiedClick({ button: 0, metaKey: true, ctrlKey: false, shiftKey: false, altKey: false }) // true
 */
export function isModifiedClick(event: {
	button: number;
	metaKey: boolean;
	ctrlKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
}): boolean {
	return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
