import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { TermSummary } from '../../lib/glossary/schema';
import { TermList } from './TermList';

const card = (slug: string, term: string): TermSummary => ({
	id: slug.length,
	term,
	slug,
	aliases: '',
	short_definition: `About ${term}.`,
	difficulty_level: 'beginner',
	categories: 'Deep Learning:Architectures',
});

describe('TermList', () => {
	test("each card links to its term's own page, the one form of a term's link", () => {
		render(<TermList terms={[card('softmax', 'Softmax'), card('a b', 'A B')]} />);
		const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
		expect(hrefs).toEqual(['/glossary/softmax', '/glossary/a%20b']);
	});

	test('a click follows the link, telling the list which card was followed', () => {
		const onFollow = vi.fn();
		render(<TermList terms={[card('softmax', 'Softmax')]} onFollow={onFollow} />);
		const link = screen.getByRole('link', { name: /^Softmax/ });
		const click = createEvent.click(link, { button: 0 });
		fireEvent(link, click);
		expect(onFollow).toHaveBeenCalledWith('softmax');
		expect(click.defaultPrevented).toBe(false);
	});
});
