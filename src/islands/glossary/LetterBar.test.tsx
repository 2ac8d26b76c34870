import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { letterEntries } from '../../lib/glossary/alphabet';
import { LetterBar } from './LetterBar';

describe('LetterBar', () => {
	test('shows 26 placeholder tiles while it has no counts', () => {
		render(<LetterBar letters={undefined} selected={null} onSelect={() => {}} />);
		expect(screen.getByTestId('letter-skeletons').querySelectorAll('li')).toHaveLength(26);
		expect(screen.queryAllByRole('link')).toHaveLength(0);
	});

	test('shows 26 tiles, each letter with terms a link to its page; a letter without terms is disabled, the selected one current', () => {
		const onSelect = vi.fn();
		render(
			<LetterBar
				letters={letterEntries(['Agent', 'Bias', 'Bagging'])}
				selected="B"
				onSelect={onSelect}
			/>,
		);
		expect(screen.getAllByRole('listitem')).toHaveLength(26);
		expect(screen.getAllByRole('link')).toHaveLength(2);
		expect(screen.getByRole('link', { name: 'A, 1 term' }).getAttribute('href')).toBe(
			'/glossary/letters/a',
		);
		expect(screen.getByRole<HTMLButtonElement>('button', { name: 'C, 0 terms' }).disabled).toBe(
			true,
		);
		expect(screen.getByRole('link', { name: 'A, 1 term' }).getAttribute('aria-current')).toBe(null);
		expect(screen.getByRole('link', { name: 'B, 2 terms' }).getAttribute('aria-current')).toBe(
			'true',
		);
	});

	test('a plain click shows the letter in place; a click for a new tab follows the link', () => {
		const onSelect = vi.fn();
		render(<LetterBar letters={letterEntries(['Agent'])} selected={null} onSelect={onSelect} />);
		const a = screen.getByRole('link', { name: 'A, 1 term' });
		expect(fireEvent.click(a)).toBe(false);
		expect(onSelect).toHaveBeenCalledWith('A');
		onSelect.mockClear();
		expect(fireEvent.click(a, { ctrlKey: true })).toBe(true);
		expect(onSelect).not.toHaveBeenCalled();
	});

	test("on a letter's own page, its link is the current page", () => {
		render(<LetterBar letters={letterEntries(['Agent', 'Bias'])} selected="B" onLetterPage />);
		expect(screen.getByRole('link', { name: 'B, 1 term' }).getAttribute('aria-current')).toBe(
			'page',
		);
	});
});
