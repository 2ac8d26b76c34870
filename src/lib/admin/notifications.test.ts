import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
	DISPLAY_MS,
	HOTKEY,
	NotificationStore,
	REMOVE_DELAY_MS,
	SWIPE_THRESHOLD_PX,
	isSwipeDismiss,
} from './notifications.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const clock = {
	setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
	clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
	now: () => Date.now(),
};

describe('NotificationStore', () => {
	test('shows each notice 5 s, removes a dismissed one after 1,000,000 ms, swipes at 50 px, focuses on F8', () => {
		expect([DISPLAY_MS, REMOVE_DELAY_MS, SWIPE_THRESHOLD_PX, HOTKEY]).toEqual([
			5000,
			1_000_000,
			50,
			'F8',
		]);
	});

	test('shows one at a time: a new notice replaces the earlier one', () => {
		const store = new NotificationStore(clock);
		const first = store.show('Saved');
		const second = store.show('Deleted', 'error');
		expect(store.visible().map((n) => n.id)).toEqual([second]);
		expect(store.getSnapshot().find((n) => n.id === first)?.dismissed).toBe(true);
	});

	test('hides after 5000 ms and removes 1,000,000 ms after dismissal', () => {
		const store = new NotificationStore(clock);
		const listener = vi.fn();
		store.subscribe(listener);
		store.show('Saved');
		vi.advanceTimersByTime(DISPLAY_MS - 1);
		expect(store.visible()).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(store.visible()).toHaveLength(0);
		expect(store.getSnapshot()).toHaveLength(1);
		vi.advanceTimersByTime(REMOVE_DELAY_MS - 1);
		expect(store.getSnapshot()).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(store.getSnapshot()).toHaveLength(0);
		expect(listener).toHaveBeenCalledTimes(3);
	});

	test('a manual dismissal hides at once and is removed after the delay', () => {
		const store = new NotificationStore(clock);
		const id = store.show('Saved');
		store.dismiss(id);
		store.dismiss(id);
		expect(store.visible()).toHaveLength(0);
		vi.advanceTimersByTime(REMOVE_DELAY_MS);
		expect(store.getSnapshot()).toHaveLength(0);
	});

	test('pausing keeps the notice; resuming continues with the time left', () => {
		const store = new NotificationStore(clock);
		const id = store.show('Saved');
		vi.advanceTimersByTime(3000);
		store.pause(id);
		vi.advanceTimersByTime(60_000);
		expect(store.visible()).toHaveLength(1);
		store.resume(id);
		vi.advanceTimersByTime(1999);
		expect(store.visible()).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(store.visible()).toHaveLength(0);
	});

	test('snapshots are new arrays only when something changed', () => {
		const store = new NotificationStore(clock);
		const before = store.getSnapshot();
		expect(store.getSnapshot()).toBe(before);
		store.show('x');
		expect(store.getSnapshot()).not.toBe(before);
	});

	test('destroy clears timers and listeners', () => {
		const store = new NotificationStore(clock);
		const listener = vi.fn();
		store.subscribe(listener);
		store.show('x');
		listener.mockClear();
		store.destroy();
		vi.advanceTimersByTime(REMOVE_DELAY_MS * 2);
		expect(listener).not.toHaveBeenCalled();
		expect(vi.getTimerCount()).toBe(0);
	});
});

describe('isSwipeDismiss', () => {
	test('dismisses only on a swipe right beyond 50 px', () => {
		expect(isSwipeDismiss(51)).toBe(true);
		expect(isSwipeDismiss(50)).toBe(false);
		expect(isSwipeDismiss(-200)).toBe(false);
	});
});
