/**
 * The notification system's state: at most one notification shown at a time, a new one
 * replaces the earlier, each shows for 5000 ms, a swipe right of more than 50 px dismisses it,
 * F8 focuses the region, and a dismissed one is removed 1,000,000 ms after its dismissal (hidden
 * meanwhile). The display timer pauses while the pointer or focus is on the
 * notification, so nobody loses a message they are reading (WCAG 2.2.1).
 *
 * Framework-free so the timing rules are unit-tested; the React view is
 * src/islands/admin/Notifications.tsx.
 */

export const MAX_VISIBLE = 1;
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

export interface Clock {
	setTimeout(callback: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
	now(): number;
}

const realClock: Clock = {
	setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
	clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
	now: () => Date.now(),
};

interface Timing {
	display?: unknown;
	remove?: unknown;
	/** When the display timer fires (while running). */
	deadline?: number;
	/** Display time left while paused. */
	remaining: number;
}

export interface StoreOptions {
	displayMs: number;
	removeDelayMs: number;
	maxVisible: number;
}

/** Whether a horizontal drag of `dx` pixels dismisses (a swipe to the right past the threshold). */
export function isSwipeDismiss(dx: number, threshold: number = SWIPE_THRESHOLD_PX): boolean {
	return dx > threshold;
}

export class NotificationStore {
	private notices: readonly Notice[] = [];
	private readonly timing = new Map<number, Timing>();
	private readonly listeners = new Set<() => void>();
	private nextId = 1;
	private readonly clock: Clock;
	private readonly options: StoreOptions;

	constructor(clock: Clock = realClock, options: Partial<StoreOptions> = {}) {
		this.clock = clock;
		this.options = {
			displayMs: DISPLAY_MS,
			removeDelayMs: REMOVE_DELAY_MS,
			maxVisible: MAX_VISIBLE,
			...options,
		};
	}

	/** For useSyncExternalStore. */
	subscribe = (listener: () => void): (() => void) => {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	};

	/** Every notice still in the DOM (visible and dismissed-but-not-removed), oldest first. */
	getSnapshot = (): readonly Notice[] => this.notices;

	/** The notices on screen. */
	visible(): Notice[] {
		return this.notices.filter((notice) => !notice.dismissed);
	}

	/** Shows a notice, dismissing the earlier ones beyond the limit. Returns its id. */
	show(message: string, tone: Tone = 'success'): number {
		const visible = this.visible();
		for (const old of visible.slice(0, Math.max(0, visible.length - this.options.maxVisible + 1)))
			this.dismiss(old.id);
		const id = this.nextId++;
		this.notices = [...this.notices, { id, message, tone, dismissed: false }];
		this.timing.set(id, { remaining: this.options.displayMs });
		this.startDisplay(id);
		this.emit();
		return id;
	}

	/** Hides a notice now and removes it after the removal delay. */
	dismiss(id: number): void {
		const notice = this.notices.find((n) => n.id === id);
		if (!notice || notice.dismissed) return;
		const timing = this.timing.get(id)!;
		this.clock.clearTimeout(timing.display);
		timing.display = undefined;
		timing.remove = this.clock.setTimeout(() => this.remove(id), this.options.removeDelayMs);
		this.notices = this.notices.map((n) => (n.id === id ? { ...n, dismissed: true } : n));
		this.emit();
	}

	/** Stops the display timer (pointer or focus on the notice). */
	pause(id: number): void {
		const timing = this.timing.get(id);
		if (!timing || timing.display === undefined || timing.deadline === undefined) return;
		this.clock.clearTimeout(timing.display);
		timing.display = undefined;
		timing.remaining = Math.max(0, timing.deadline - this.clock.now());
	}

	/** Restarts the display timer with the time that was left. */
	resume(id: number): void {
		const notice = this.notices.find((n) => n.id === id);
		const timing = this.timing.get(id);
		if (!notice || notice.dismissed || !timing || timing.display !== undefined) return;
		this.startDisplay(id);
	}

	/** Clears every timer (the view unmounted). */
	destroy(): void {
		for (const timing of this.timing.values()) {
			this.clock.clearTimeout(timing.display);
			this.clock.clearTimeout(timing.remove);
		}
		this.timing.clear();
		this.notices = [];
		this.listeners.clear();
	}

	private startDisplay(id: number): void {
		const timing = this.timing.get(id)!;
		timing.deadline = this.clock.now() + timing.remaining;
		timing.display = this.clock.setTimeout(() => this.dismiss(id), timing.remaining);
	}

	private remove(id: number): void {
		this.timing.delete(id);
		this.notices = this.notices.filter((n) => n.id !== id);
		this.emit();
	}

	private emit(): void {
		for (const listener of this.listeners) listener();
	}
}
