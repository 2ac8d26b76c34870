/**
 * The admin notifications' rules: at most one notification shown at a time (a new one replaces
 * the earlier), each shown for 5000 ms, a swipe right of more than 50 px dismisses it, F8 moves
 * focus to it, and a dismissed one is removed 1,000,000 ms after its dismissal (hidden meanwhile).
 * The display timer pauses while the pointer or focus is on the notifications, so nobody loses a
 * message they are reading (WCAG 2.2.1).
 *
 * Timing, pausing, swiping and the screen-reader announcement are @radix-ui/react-toast's, given
 * these numbers once (src/islands/admin/Notifications.tsx); the list of notices is kept here, as
 * pure functions so its rules are unit-tested (src/islands/admin/use-notices.ts holds the state).
 */

export const DISPLAY_MS = 5000;
export const REMOVE_DELAY_MS = 1_000_000;
export const SWIPE_THRESHOLD_PX = 50;
export const HOTKEY = 'F8';

export type Tone = 'success' | 'error';

export interface Notice {
	id: number;
	message: string;
	tone: Tone;
	/** Dismissed notices stay (hidden) until their removal delay has passed. */
	dismissed: boolean;
}

/** Shows a notice: the list with it added last, and the earlier ones dismissed (one at a time). */
export function addNotice(notices: readonly Notice[], notice: Omit<Notice, 'dismissed'>): Notice[] {
	return [...notices.map((n) => ({ ...n, dismissed: true })), { ...notice, dismissed: false }];
}

/** Hides a notice (timed out, closed, swiped away or replaced); unchanged if it already is. */
export function dismissNotice(notices: readonly Notice[], id: number): readonly Notice[] {
	if (!notices.some((n) => n.id === id && !n.dismissed)) return notices;
	return notices.map((n) => (n.id === id ? { ...n, dismissed: true } : n));
}

/** Takes a notice out of the DOM (its removal delay has passed). */
export function removeNotice(notices: readonly Notice[], id: number): Notice[] {
	return notices.filter((n) => n.id !== id);
}
