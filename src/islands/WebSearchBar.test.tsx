import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import WebSearchBar from './WebSearchBar';

afterEach(() => vi.restoreAllMocks());

const field = () => screen.getByRole('searchbox');

describe('WebSearchBar', () => {
	test('an empty search is not sent: it says what to type and keeps focus in the field', async () => {
		const open = vi.spyOn(window, 'open').mockReturnValue(null);
		const user = userEvent.setup();
		render(<WebSearchBar />);
		await user.type(field(), '   ');
		await user.click(screen.getByRole('button', { name: 'Search' }));
		expect(screen.getByRole('status').textContent).toBe('Type a word or a question to search.');
		expect(document.activeElement).toBe(field());
		expect(open).not.toHaveBeenCalled();
		await user.type(field(), 'x');
		expect(screen.getByRole('status').textContent).toBe('');
	});

	test('an engine picked by keyboard type-ahead gets the query in a new tab', async () => {
		const open = vi.spyOn(window, 'open').mockReturnValue(null);
		const user = userEvent.setup();
		render(<WebSearchBar />);
		const picker = screen.getByRole('button', { name: /^Search engine: / });
		picker.focus();
		await user.keyboard('{ArrowDown}');
		const list = screen.getByRole('listbox', { name: 'Search engine' });
		expect(document.activeElement).toBe(list);
		await user.keyboard('bi{Enter}');
		expect(screen.queryByRole('listbox')).toBeNull();
		expect(document.activeElement).toBe(
			screen.getByRole('button', { name: 'Search engine: Bing' }),
		);
		await user.type(field(), 'attention is all you need');
		await user.click(screen.getByRole('button', { name: 'Search' }));
		expect(open).toHaveBeenCalledWith(
			'https://www.bing.com/search?q=attention%20is%20all%20you%20need',
			'_blank',
			'noopener,noreferrer',
		);
	});

	test('Escape closes the list without changing the engine', async () => {
		const user = userEvent.setup();
		render(<WebSearchBar />);
		const picker = screen.getByRole('button', { name: /^Search engine: / });
		const before = picker.getAttribute('aria-label');
		await user.click(picker);
		await user.keyboard('{ArrowDown}{Escape}');
		expect(screen.queryByRole('listbox')).toBeNull();
		expect(picker.getAttribute('aria-label')).toBe(before);
		expect(document.activeElement).toBe(picker);
	});
});
