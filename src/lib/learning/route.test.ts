import { describe, expect, test } from 'vitest';
import { routeOf } from './route';

const at = (address: string) => new URL(address, 'https://example.org');

describe('routeOf', () => {
	test('a step link names the path it came from', () => {
		expect(routeOf(at('/topics/ai-fundamentals?path=ai-from-zero#how-to-start'), null)).toBe(
			'ai-from-zero',
		);
	});
	test('a later page of the tab keeps the path; another step link replaces it', () => {
		expect(routeOf(at('/topics/ai-fundamentals#history'), 'ai-from-zero')).toBe('ai-from-zero');
		expect(routeOf(at('/blog/x?path=responsible-ai'), 'ai-from-zero')).toBe('responsible-ai');
	});
	test("a path's own page is that path", () => {
		expect(routeOf(at('/learn/ai-from-zero'), 'responsible-ai')).toBe('ai-from-zero');
	});
	test('the home page and the list of paths forget it; a bad value is no path', () => {
		expect(routeOf(at('/learn'), 'ai-from-zero')).toBe('');
		expect(routeOf(at('/'), 'ai-from-zero')).toBe('');
		expect(routeOf(at('/topics/x?path=<script>'), 'ai-from-zero')).toBe('');
		expect(routeOf(at('/topics/x'), 'Bad Value')).toBe('');
	});
});
