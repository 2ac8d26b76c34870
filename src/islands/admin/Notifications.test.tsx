import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import Notifications from './Notifications';
import { useNotices, type Notify } from './use-notices';

beforeEach(() => {
	vi.useFakeTimers();
	// jsdom has no pointer capture, which Radix's swipe uses.
	Element.prototype.setPointerCapture ??= () => {};
	Element.prototype.hasPointerCapture ??= () => false;
	Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.useRealTimers());

function setup() {
	let notify!: Notify;
	function Screen() {
		const notices = useNotices();
		notify = notices.notify;
		return (
			<>
				<button type="button">Elsewhere</button>
				<Notifications notices={notices.notices} onDismiss={notices.dismiss} />
			</>
		);
	}
	const view = render(<Screen />);
	// Radix mounts the list a moment after the first render.
	act(() => vi.advanceTimersByTime(0));
	const show = (message: string, tone?: 'success' | 'error') => {
		act(() => notify.show(message, tone));
		act(() => vi.advanceTimersByTime(50));
	};
	return { show, ...view };
}

const notices = (container: HTMLElement) => [
	...container.ownerDocument.querySelectorAll<HTMLElement>('[data-notice]'),
];
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Notifications', () => {
	test('announces confirmations politely and failures assertively', () => {
		const { show } = setup();
		show('Saved "X".');
		const announced = () =>
			[...document.querySelectorAll('[role="status"]')].map((el) => [
				el.getAttribute('aria-live'),
				el.textContent,
			]);
		expect(announced()).toContainEqual(['polite', 'Notification Done: Saved "X".']);
		show('Failed to delete term: nope', 'error');
		expect(announced()).toContainEqual([
			'assertive',
			'Notification Error: Failed to delete term: nope',
		]);
	});

	test('shows one at a time; the replaced one is hidden but stays in the DOM until removal', () => {
		const { show, container } = setup();
		show('First');
		show('Second');
		const [first, second] = notices(container);
		expect(first!.hidden).toBe(true);
		expect(second!.hidden).toBe(false);
		act(() => vi.advanceTimersByTime(1_000_000));
		expect(notices(container).map((n) => n.textContent)).toEqual([
			expect.stringContaining('Second'),
		]);
	});

	test('hides after 5000 ms', () => {
		const { show, container } = setup();
		show('Saved');
		act(() => vi.advanceTimersByTime(4900));
		expect(notices(container)[0]!.hidden).toBe(false);
		act(() => vi.advanceTimersByTime(100));
		expect(notices(container)[0]!.hidden).toBe(true);
	});

	test('F8 focuses the notification and Escape dismisses it, returning focus', () => {
		const { show, container } = setup();
		const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
		elsewhere.focus();
		show('Saved');
		fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
		expect(document.activeElement).toBe(notices(container)[0]);
		fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
		expect(notices(container)[0]!.hidden).toBe(true);
		expect(document.activeElement).toBe(elsewhere);
	});

	test('F8 with nothing shown focuses the notifications region', () => {
		setup();
		fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
		expect(region().contains(document.activeElement)).toBe(true);
	});

	test('the close button dismisses', () => {
		const { show, container } = setup();
		show('Saved');
		fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
		expect(notices(container)[0]!.hidden).toBe(true);
	});

	test('a swipe right of more than 50 px dismisses; a shorter one does not', () => {
		const { show, container } = setup();
		show('Saved');
		const notice = notices(container)[0]!;
		const swipe = (to: number) => {
			fireEvent.pointerDown(notice, { pointerId: 1, button: 0, clientX: 100, clientY: 10 });
			fireEvent.pointerMove(notice, { pointerId: 1, clientX: 110, clientY: 10 });
			fireEvent.pointerMove(notice, { pointerId: 1, clientX: to, clientY: 10 });
			fireEvent.pointerUp(notice, { pointerId: 1, clientX: to, clientY: 10 });
		};
		swipe(140);
		expect(notice.hidden).toBe(false);
		swipe(151);
		expect(notice.hidden).toBe(true);
	});

	test('pauses while the pointer is on it', () => {
		const { show, container } = setup();
		show('Saved');
		const notice = notices(container)[0]!;
		fireEvent.pointerMove(notice);
		act(() => vi.advanceTimersByTime(20_000));
		expect(notice.hidden).toBe(false);
		fireEvent.pointerLeave(region());
		act(() => vi.advanceTimersByTime(5000));
		expect(notice.hidden).toBe(true);
	});

	test('moves to the top while the focused control is in the lower half of the window (review finding 14)', () => {
		const { show } = setup();
		const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
		const at = (top: number) =>
			vi.spyOn(elsewhere, 'getBoundingClientRect').mockReturnValue({
				top,
				bottom: top + 40,
				height: 40,
				left: 0,
				right: 100,
				width: 100,
				x: 0,
				y: top,
				toJSON: () => ({}),
			});
		at(window.innerHeight - 60);
		act(() => elsewhere.focus());
		show('Editing unlocked.');
		expect(region().querySelector('ol')?.dataset.edge ?? region().dataset.edge).toBe('top');
		at(20);
		act(() => {
			elsewhere.blur();
			elsewhere.focus();
		});
		expect(region().querySelector('ol')?.dataset.edge ?? region().dataset.edge).toBe('bottom');
	});
});
