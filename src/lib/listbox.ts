/**
 * Where a key moves the active option of a listbox (src/islands/hooks/use-listbox.ts), as a pure
 * function so the rule is unit-tested. With no option active (-1), ArrowDown goes to the first and
 * ArrowUp to the last. Past an end the arrows stop, or go round to the other end with `wrap` (an
 * autocomplete's short list). Home and End jump to the ends only with `homeEnd`: a listbox that
 * has focus takes them, while a combobox's text field keeps them for its caret.
 */
export interface MoveOptions {
	wrap?: boolean;
	homeEnd?: boolean;
}

/**
 * The index `key` moves to, or null when the key does not move the active option (another key,
 * Home/End without `homeEnd`, or an empty list).
 * @example nextActiveIndex('ArrowDown', 2, 3, { wrap: true }) // 0
 * @example nextActiveIndex('ArrowUp', -1, 3) // 2
 */
export function nextActiveIndex(
	key: string,
	current: number,
	count: number,
	{ wrap = false, homeEnd = false }: MoveOptions = {},
): number | null {
	if (count <= 0) return null;
	const last = count - 1;
	switch (key) {
		case 'ArrowDown':
			if (current < 0) return 0;
			return current >= last ? (wrap ? 0 : last) : current + 1;
		case 'ArrowUp':
			if (current < 0) return last;
			return current <= 0 ? (wrap ? last : 0) : current - 1;
		case 'Home':
			return homeEnd ? 0 : null;
		case 'End':
			return homeEnd ? last : null;
		default:
			return null;
	}
}
