import { describe, expect, test } from 'vitest';
import { parseCategories, parseCategory, splitList } from './categories.ts';

describe('splitList', () => {
	test('trims entries and drops empty and repeated ones', () => {
		expect(splitList(' a, b,,A , c ')).toEqual(['a', 'b', 'c']);
	});
	test('returns an empty list for null or blank text', () => {
		expect(splitList(null)).toEqual([]);
		expect(splitList('  ')).toEqual([]);
	});
});

describe('parseCategory', () => {
	test('splits Primary:Secondary at the first colon', () => {
		expect(parseCategory('Deep Learning: Architectures')).toEqual({
			primary: 'Deep Learning',
			secondary: 'Architectures',
		});
	});
	test('treats an entry without a colon as a legacy primary category', () => {
		expect(parseCategory('Robotics')).toEqual({ primary: 'Robotics', secondary: '' });
	});
});

describe('parseCategories', () => {
	test('reads comma-separated category text', () => {
		expect(parseCategories('Deep Learning:Architectures, Robotics')).toEqual([
			{ primary: 'Deep Learning', secondary: 'Architectures' },
			{ primary: 'Robotics', secondary: '' },
		]);
	});
});
