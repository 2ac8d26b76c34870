import { describe, expect, test } from 'vitest';
import { isCurrentSection } from './nav.ts';

describe('isCurrentSection', () => {
	test('marks Home only on the home page', () => {
		expect(isCurrentSection('/', '/')).toBe(true);
		expect(isCurrentSection('/', '/about')).toBe(false);
	});
	test('marks a section on its nested routes', () => {
		expect(isCurrentSection('/topics', '/topics/edge-ai')).toBe(true);
		expect(isCurrentSection('/blog', '/blog/ai-agents-101.html')).toBe(true);
	});
	test('does not confuse sections that share a prefix', () => {
		expect(isCurrentSection('/blog', '/blogging')).toBe(false);
	});
});
