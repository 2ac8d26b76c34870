import { describe, expect, test } from 'vitest';
import {
	DISPLAY_MS,
	HOTKEY,
	REMOVE_DELAY_MS,
	SWIPE_THRESHOLD_PX,
	addNotice,
	dismissNotice,
	removeNotice,
	type Notice,
} from './notifications.ts';

describe('notification rules', () => {
	test('one at a time, 5 s each, removed 1,000,000 ms after dismissal, swipe at 50 px, F8', () => {
		expect([DISPLAY_MS, REMOVE_DELAY_MS, SWIPE_THRESHOLD_PX, HOTKEY]).toEqual([
			5000,
			1_000_000,
			50,
			'F8',
		]);
	});

	test('a new notice replaces the earlier one, which stays (dismissed) until removed', () => {
		const one = addNotice([], { id: 1, message: 'First', tone: 'success' });
		const two = addNotice(one, { id: 2, message: 'Second', tone: 'error' });
		expect(two).toEqual([
			{ id: 1, message: 'First', tone: 'success', dismissed: true },
			{ id: 2, message: 'Second', tone: 'error', dismissed: false },
		]);
		expect(removeNotice(two, 1).map((n) => n.id)).toEqual([2]);
	});

	test('dismissing hides a notice once; an unknown or dismissed one leaves the list as it is', () => {
		const list: Notice[] = addNotice([], { id: 1, message: 'Saved', tone: 'success' });
		const hidden = dismissNotice(list, 1);
		expect(hidden[0]!.dismissed).toBe(true);
		expect(dismissNotice(hidden, 1)).toBe(hidden);
		expect(dismissNotice(list, 9)).toBe(list);
	});
});
