import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { useListbox, type ListboxOptions } from './use-listbox';

const OPTIONS = ['Alpha', 'Beta', 'Gamma'];

/** A combobox field over three options, the way the islands use the hook. */
function Harness(props: Partial<ListboxOptions> & { startOpen?: boolean }) {
	const [open, setOpen] = useState(props.startOpen ?? true);
	const listbox = useListbox({
		count: OPTIONS.length,
		open,
		idPrefix: 'opt',
		onChoose: () => {},
		onArrow: props.onArrow ?? (() => setOpen(true)),
		...props,
	});
	return (
		<>
			<input
				aria-label="Field"
				role="combobox"
				aria-expanded={open}
				aria-controls="list"
				aria-activedescendant={listbox.activeId}
				onKeyDown={listbox.onKeyDown}
			/>
			<ul id="list" role="listbox" hidden={!open}>
				{OPTIONS.map((name, index) => (
					<li
						key={name}
						id={listbox.optionId(index)}
						role="option"
						aria-selected={index === listbox.active}
					>
						{name}
					</li>
				))}
			</ul>
		</>
	);
}

const field = () => screen.getByRole('combobox');
const press = (key: string) => fireEvent.keyDown(field(), { key });

describe('useListbox', () => {
	test('arrow keys move the active descendant, stopping at the ends', () => {
		render(<Harness />);
		expect(field().getAttribute('aria-activedescendant')).toBeNull();
		press('ArrowDown');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-0');
		press('ArrowDown');
		press('ArrowDown');
		press('ArrowDown');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-2');
		press('ArrowUp');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-1');
		expect(screen.getByRole('option', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
	});

	test('with wrap the arrows go round', () => {
		render(<Harness wrap />);
		press('ArrowUp');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-2');
		press('ArrowDown');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-0');
	});

	test('Home and End jump to the ends only with homeEnd', () => {
		const { unmount } = render(<Harness />);
		press('End');
		expect(field().getAttribute('aria-activedescendant')).toBeNull();
		unmount();
		render(<Harness homeEnd />);
		press('End');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-2');
		press('Home');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-0');
	});

	test('Enter chooses the active option, and does nothing with none active', () => {
		const onChoose = vi.fn();
		render(<Harness onChoose={onChoose} />);
		expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(true); // not prevented: the form submits
		expect(onChoose).not.toHaveBeenCalled();
		press('ArrowDown');
		press('ArrowDown');
		expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(false);
		expect(onChoose).toHaveBeenCalledWith(1);
	});

	test('Escape is handed to the caller', () => {
		const onEscape = vi.fn();
		render(<Harness onEscape={onEscape} />);
		press('Escape');
		expect(onEscape).toHaveBeenCalledTimes(1);
	});

	test('a closed list names no active option and chooses nothing; an arrow opens it', () => {
		const onChoose = vi.fn();
		render(<Harness startOpen={false} onChoose={onChoose} />);
		press('Enter');
		expect(onChoose).not.toHaveBeenCalled();
		press('ArrowDown');
		expect(field().getAttribute('aria-expanded')).toBe('true');
		expect(field().getAttribute('aria-activedescendant')).toBe('opt-0');
	});
});
