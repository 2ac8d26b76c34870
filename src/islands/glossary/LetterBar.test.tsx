import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { letterEntries } from '../../lib/glossary/alphabet';
import { LetterBar } from './LetterBar';

describe('LetterBar', () => {
	test('shows 26 placeholder tiles while it has no counts', () => {
		render(<LetterBar letters={undefined} selected={null} onSelect={() => {}} />);
		expect(screen.getByTestId('letter-skeletons').querySelectorAll('li')).toHaveLength(26);
		expect(screen.queryAllByRole('button')).toHaveLength(0);
	});

	test('shows 26 tiles; a letter without terms is disabled, the selected one pressed', () => {
		const onSelect = vi.fn();
		render(
			<LetterBar
				letters={letterEntries(['Agent', 'Bias', 'Bagging'])}
				selected="B"
				onSelect={onSelect}
			/>,
		);
		expect(screen.getAllByRole('button')).toHaveLength(26);
		expect(screen.getByRole<HTMLButtonElement>('button', { name: 'C, 0 terms' }).disabled).toBe(
			true,
		);
		expect(screen.getByRole('button', { name: 'A, 1 term' }).getAttribute('aria-pressed')).toBe(
			'false',
		);
		expect(screen.getByRole('button', { name: 'B, 2 terms' }).getAttribute('aria-pressed')).toBe(
			'true',
		);
		fireEvent.click(screen.getByRole('button', { name: 'A, 1 term' }));
		expect(onSelect).toHaveBeenCalledWith('A');
	});
});
