import { describe, expect, test } from 'vitest';
import { nextTheme, parseTheme, resolveTheme } from './theme.ts';

describe('parseTheme', () => {
	test('keeps valid preferences', () => {
		expect(parseTheme('dark')).toBe('dark');
		expect(parseTheme('light')).toBe('light');
	});
	test('coerces anything else to system', () => {
		expect(parseTheme(null)).toBe('system');
		expect(parseTheme('purple')).toBe('system');
	});
});

describe('nextTheme', () => {
	test('cycles system, light, dark and back', () => {
		expect(nextTheme('system')).toBe('light');
		expect(nextTheme('light')).toBe('dark');
		expect(nextTheme('dark')).toBe('system');
	});
});

describe('resolveTheme', () => {
	test('follows the operating system in system mode', () => {
		expect(resolveTheme('system', true)).toBe('dark');
		expect(resolveTheme('system', false)).toBe('light');
	});
	test('ignores the operating system for an explicit choice', () => {
		expect(resolveTheme('light', true)).toBe('light');
	});
});
