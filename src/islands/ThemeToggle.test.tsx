import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme';
import ThemeToggle, { ThemeProvider, useTheme } from './ThemeToggle';

// jsdom has no media queries; the operating system prefers light here.
beforeEach(() => {
	vi.stubGlobal('matchMedia', () => ({ matches: false }));
});

afterEach(() => {
	vi.unstubAllGlobals();
	localStorage.clear();
	delete document.documentElement.dataset.themePref;
	delete document.documentElement.dataset.theme;
});

test('the theme state used outside its provider raises a context-missing error', () => {
	expect(() => renderHook(() => useTheme())).toThrow(/within a ThemeProvider/);
});

test('inside its provider the theme state starts from the stored choice, and setting it stores it', () => {
	localStorage.setItem(THEME_STORAGE_KEY, 'dark');
	const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
	expect(result.current.theme).toBe('dark');
	act(() => result.current.setTheme('light'));
	expect(result.current.theme).toBe('light');
	expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
	expect(document.documentElement.dataset.themePref).toBe('light');
});

test('the toggle cycles system → light → dark → system, applying and storing each choice', () => {
	render(<ThemeToggle />);
	const button = screen.getByRole('button');
	const seen = [];
	for (let click = 0; click < 3; click++) {
		fireEvent.click(button);
		seen.push([
			localStorage.getItem(THEME_STORAGE_KEY),
			document.documentElement.dataset.themePref,
		]);
	}
	expect(seen).toEqual([
		['light', 'light'],
		['dark', 'dark'],
		['system', 'system'],
	]);
});
