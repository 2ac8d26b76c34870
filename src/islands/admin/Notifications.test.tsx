import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NotificationStore } from '../../lib/admin/notifications';
import Notifications from './Notifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
	const store = new NotificationStore();
	const view = render(
		<>
			<button type="button">Elsewhere</button>
			<Notifications store={store} />
		</>,
	);
	return { store, ...view };
}

const notices = (container: HTMLElement) => [
	...container.querySelectorAll<HTMLElement>('[data-notice]'),
];

describe('Notifications', () => {
	test('announces success in a status region and failures in an alert region', () => {
		const { store } = setup();
		act(() => void store.show('Saved "X".'));
		expect(screen.getByRole('status').textContent).toContain('Saved "X".');
		act(() => void store.show('Failed to delete term: nope', 'error'));
		expect(screen.getByRole('alert').textContent).toContain('Failed to delete term: nope');
	});

	test('shows one at a time; the replaced one is hidden but stays in the DOM until removal', () => {
		const { store, container } = setup();
		act(() => void store.show('First'));
		act(() => void store.show('Second'));
		const [first, second] = notices(container);
		expect(first!.hidden).toBe(true);
		expect(second!.hidden).toBe(false);
		act(() => vi.advanceTimersByTime(1_000_000));
		expect(notices(container).map((n) => n.textContent)).toEqual([
			expect.stringContaining('Second'),
		]);
	});

	test('hides after 5000 ms', () => {
		const { store, container } = setup();
		act(() => void store.show('Saved'));
		act(() => vi.advanceTimersByTime(4999));
		expect(notices(container)[0]!.hidden).toBe(false);
		act(() => vi.advanceTimersByTime(1));
		expect(notices(container)[0]!.hidden).toBe(true);
	});

	test('F8 focuses the notification and Escape dismisses it, returning focus', () => {
		const { store, container } = setup();
		const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
		elsewhere.focus();
		act(() => void store.show('Saved'));
		fireEvent.keyDown(window, { key: 'F8' });
		expect(document.activeElement).toBe(notices(container)[0]);
		fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
		expect(notices(container)[0]!.hidden).toBe(true);
		expect(document.activeElement).toBe(elsewhere);
	});

	test('F8 with nothing shown focuses the region', () => {
		setup();
		fireEvent.keyDown(window, { key: 'F8' });
		expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
	});

	test('the close button dismisses', () => {
		const { store, container } = setup();
		act(() => void store.show('Saved'));
		fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
		expect(notices(container)[0]!.hidden).toBe(true);
	});

	test('a swipe right of more than 50 px dismisses; a shorter one does not', () => {
		const { store, container } = setup();
		act(() => void store.show('Saved'));
		const notice = notices(container)[0]!;
		fireEvent.pointerDown(notice, { pointerId: 1, button: 0, clientX: 100 });
		fireEvent.pointerMove(notice, { pointerId: 1, clientX: 140 });
		fireEvent.pointerUp(notice, { pointerId: 1, clientX: 140 });
		expect(notice.hidden).toBe(false);
		fireEvent.pointerDown(notice, { pointerId: 2, button: 0, clientX: 100 });
		fireEvent.pointerMove(notice, { pointerId: 2, clientX: 151 });
		fireEvent.pointerUp(notice, { pointerId: 2, clientX: 151 });
		expect(notice.hidden).toBe(true);
	});

	test('pauses while hovered', () => {
		const { store, container } = setup();
		act(() => void store.show('Saved'));
		const notice = notices(container)[0]!;
		fireEvent.mouseEnter(notice);
		act(() => vi.advanceTimersByTime(20_000));
		expect(notice.hidden).toBe(false);
		fireEvent.mouseLeave(notice);
		act(() => vi.advanceTimersByTime(5000));
		expect(notice.hidden).toBe(true);
	});
});
