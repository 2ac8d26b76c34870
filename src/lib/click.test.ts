import { describe, expect, test } from 'vitest';
import { isModifiedClick } from './click.ts';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isModifiedClick', () => {
	test('is false for a plain primary click', () => {
		expect(isModifiedClick(plain)).toBe(false);
	});
	test('is true with any modifier or another button', () => {
		for (const change of [
			{ metaKey: true },
			{ ctrlKey: true },
			{ shiftKey: true },
			{ altKey: true },
			{ button: 1 },
		]) {
			expect(isModifiedClick({ ...plain, ...change })).toBe(true);
		}
	});
});
