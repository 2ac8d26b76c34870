import { useState, type KeyboardEvent } from 'react';
import { nextActiveIndex, type MoveOptions } from '../../lib/listbox';

export interface ListboxOptions extends MoveOptions {
	/** How many options the list holds now. */
	count: number;
	/** Whether the list is shown: only a shown list chooses or names an active option. */
	open: boolean;
	/** The ids of the options are `${idPrefix}-${index}`. */
	idPrefix: string;
	/** The option active at first: -1 for none. */
	initial?: number;
	/**
	 * Called on every arrow key when given (a combobox opens its list on them); the arrow key is
	 * then always taken from the text field, even while there is no option to move to.
	 */
	onArrow?: () => void;
	/** The active option was chosen (Enter, or another of `chooseKeys`). */
	onChoose: (index: number) => void;
	/** Escape: the caller closes the list (or clears the field) and decides on preventDefault. */
	onEscape?: (event: KeyboardEvent) => void;
	/** Keys that choose the active option. Default Enter; a listbox that has focus adds Space. */
	chooseKeys?: readonly string[];
}

/**
 * The keyboard of a listbox whose options are named by `aria-activedescendant` while focus stays
 * on one element (a combobox's text field, or the listbox itself): the arrow keys (and Home/End
 * with `homeEnd`) move the active option, Enter chooses it, Escape is handed to the caller.
 * `onKeyDown` returns whether it handled the key, so a caller can add its own (Tab, type-ahead).
 * Movement rules: src/lib/listbox.ts.
 */
export function useListbox({
	count,
	open,
	idPrefix,
	initial = -1,
	wrap,
	homeEnd,
	onArrow,
	onChoose,
	onEscape,
	chooseKeys = ['Enter'],
}: ListboxOptions) {
	const [active, setActive] = useState(initial);
	const optionId = (index: number) => `${idPrefix}-${index}`;
	const activeId = open && active >= 0 && active < count ? optionId(active) : undefined;

	const onKeyDown = (event: KeyboardEvent): boolean => {
		const { key } = event;
		if (key === 'ArrowDown' || key === 'ArrowUp') onArrow?.();
		const next = nextActiveIndex(key, active, count, { wrap, homeEnd });
		if (next !== null || (onArrow && (key === 'ArrowDown' || key === 'ArrowUp'))) {
			event.preventDefault();
			if (next !== null) setActive(next);
			return true;
		}
		if (chooseKeys.includes(key) && open && active >= 0 && active < count) {
			event.preventDefault();
			onChoose(active);
			return true;
		}
		if (key === 'Escape' && onEscape) {
			onEscape(event);
			return true;
		}
		return false;
	};

	return { active, setActive, optionId, activeId, onKeyDown };
}
