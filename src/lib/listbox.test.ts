import { describe, expect, test } from 'vitest';
import { nextActiveIndex } from './listbox.ts';

describe('nextActiveIndex', () => {
	test('moves with the arrow keys and stops at the ends', () => {
		expect(nextActiveIndex('ArrowDown', 0, 3)).toBe(1);
		expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(2);
		expect(nextActiveIndex('ArrowUp', 1, 3)).toBe(0);
		expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(0);
	});

	test('with wrap, goes round from one end to the other', () => {
		expect(nextActiveIndex('ArrowDown', 2, 3, { wrap: true })).toBe(0);
		expect(nextActiveIndex('ArrowUp', 0, 3, { wrap: true })).toBe(2);
		expect(nextActiveIndex('ArrowDown', 0, 3, { wrap: true })).toBe(1);
	});

	test('with nothing active, ArrowDown goes to the first option and ArrowUp to the last', () => {
		expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
		expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
		expect(nextActiveIndex('ArrowUp', -1, 3, { wrap: true })).toBe(2);
	});

	test('jumps to the first and last option with Home and End only when asked', () => {
		expect(nextActiveIndex('Home', 2, 3, { homeEnd: true })).toBe(0);
		expect(nextActiveIndex('End', 0, 3, { homeEnd: true })).toBe(2);
		expect(nextActiveIndex('Home', 2, 3)).toBeNull();
		expect(nextActiveIndex('End', 0, 3)).toBeNull();
	});

	test('ignores other keys and empty lists', () => {
		expect(nextActiveIndex('a', 0, 3)).toBeNull();
		expect(nextActiveIndex('ArrowDown', 0, 0)).toBeNull();
		expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
	});
});
