// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { TOPIC_NAVIGATION_DELAY_MS } from '../lib/delayed-navigation';
import { THEME_STORAGE_KEY } from '../lib/theme';

const html = document.documentElement;
const scrollTo = vi.fn();

beforeAll(async () => {
	window.matchMedia = ((query: string) => ({
		matches: false,
		media: query,
		addEventListener() {},
	})) as unknown as typeof matchMedia;
	window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
	localStorage.setItem(THEME_STORAGE_KEY, 'dark');
	// The module is the script: importing it runs it, as a page does (esbuild, which builds it for
	// pages, cannot run under jsdom; tests/budgets/inline-scripts.test.ts checks the built text).
	await import('./head');
});

afterEach(() => {
	document.body.innerHTML = '';
	vi.useRealTimers();
});

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
	const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
	target.dispatchEvent(event);
	return event;
}

describe('theme', () => {
	test('applies the stored preference as soon as it runs', () => {
		expect(html.dataset.themePref).toBe('dark');
		expect(html.dataset.theme).toBe('dark');
	});

	test('a click on the toggle (or its icon) cycles dark → system → light and stores it', () => {
		document.body.innerHTML = '<button data-theme-toggle><svg><path></path></svg></button>';
		click(document.querySelector('path')!);
		expect(html.dataset.themePref).toBe('system');
		expect(html.dataset.theme).toBe('light');
		expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
		click(document.querySelector('button')!);
		expect(html.dataset.themePref).toBe('light');
	});

	test('leaves a click the hydrated island already handled, or a modified click, alone', () => {
		document.body.innerHTML = '<button data-theme-toggle></button>';
		const button = document.querySelector('button')!;
		button.addEventListener('click', (event) => event.preventDefault(), { once: true });
		const before = html.dataset.themePref;
		click(button);
		click(button, { ctrlKey: true });
		expect(html.dataset.themePref).toBe(before);
	});
});

describe('delayed navigation', () => {
	test('scrolls to the top at once and follows the link after the pause', () => {
		vi.useFakeTimers();
		document.body.innerHTML = '<a href="#later" data-delayed-navigation><span>card</span></a>';
		const event = click(document.querySelector('span')!);
		expect(event.defaultPrevented).toBe(true);
		expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
		vi.advanceTimersByTime(TOPIC_NAVIGATION_DELAY_MS - 1);
		expect(location.hash).toBe('');
		vi.advanceTimersByTime(1);
		expect(location.hash).toBe('#later');
	});

	test('keeps the browser’s own behaviour for modified clicks and plain links', () => {
		document.body.innerHTML =
			'<a href="#card" data-delayed-navigation>card</a><a href="#plain">plain</a>';
		expect(click(document.querySelector('a')!, { metaKey: true }).defaultPrevented).toBe(false);
		expect(click(document.querySelectorAll('a')[1]!).defaultPrevented).toBe(false);
	});
});

test('keeps a popover invoker’s aria-expanded in step with its popover', () => {
	document.body.innerHTML =
		'<button popovertarget="menu" aria-expanded="false"></button><nav id="menu" popover></nav>';
	const toggle = (newState: string) =>
		document
			.getElementById('menu')!
			.dispatchEvent(Object.assign(new Event('toggle'), { newState }));
	toggle('open');
	expect(document.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
	toggle('closed');
	expect(document.querySelector('button')!.getAttribute('aria-expanded')).toBe('false');
});
