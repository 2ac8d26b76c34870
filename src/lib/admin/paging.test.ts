import { describe, expect, test } from 'vitest';
import { clampPage, pageCount, pageOf } from './paging.ts';

describe('paging', () => {
	test('counts whole and partly filled pages, and one page for no rows', () => {
		expect([0, 1, 100, 101, 100_853].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 1009]);
	});
	test('finds the page of a row', () => {
		expect([0, 99, 100, 100_852].map((index) => pageOf(index))).toEqual([0, 0, 1, 1008]);
	});
	test('keeps a page within the pages that exist', () => {
		expect(clampPage(5, 250)).toBe(2);
		expect(clampPage(-1, 250)).toBe(0);
		expect(clampPage(3, 0)).toBe(0);
		expect(clampPage(1, 250)).toBe(1);
	});
});
