import { describe, expect, test } from 'vitest';
import {
	continueTarget,
	mastery,
	MASTERY_LABEL,
	pathProgress,
	stepKey,
	type PathOutline,
} from './progress.ts';

const path = (slug: string, keys: string[]): PathOutline => ({
	slug,
	title: slug,
	steps: keys.map((key) => ({ key, title: key, href: `/${key}` })),
});

describe('stepKey', () => {
	test('names guides, sections, articles and term sets (whatever order the terms are listed in)', () => {
		expect(stepKey({ guide: 'deep-learning' })).toBe('guide:deep-learning');
		expect(stepKey({ guide: 'deep-learning', section: 'limitations' })).toBe(
			'section:deep-learning#limitations',
		);
		expect(stepKey({ article: 'ai-agents-101' })).toBe('article:ai-agents-101');
		expect(stepKey({ terms: ['b', 'a'] })).toBe(stepKey({ terms: ['a', 'b'] }));
	});
});

describe('pathProgress and continueTarget', () => {
	const a = path('a', ['1', '2', '3']);
	const b = path('b', ['3', '4']);

	test('counts done steps and finds the first not done', () => {
		expect(pathProgress(a, { '1': 5, '3': 9 })).toEqual({
			done: 2,
			total: 3,
			next: a.steps[1],
			lastActive: 9,
		});
	});

	test('continues the path worked on most recently, skipping finished ones', () => {
		expect(continueTarget([a, b], { '1': 5, '4': 7 })?.path.slug).toBe('b');
		expect(continueTarget([a, b], { '1': 5, '3': 8, '4': 7 })?.path.slug).toBe('a');
		expect(continueTarget([a, b], {})).toBeUndefined();
	});
});

describe('mastery', () => {
	test.each([
		[0, 0, 10, 'Not started'],
		[1, 1, 10, 'Started'],
		[5, 2, 10, 'Practised'],
		[10, 7, 10, 'Practised'],
		[10, 8, 10, 'Mastered'],
		[3, 3, 3, 'Mastered'],
	] as const)('%i answered, %i right of %i → %s', (answered, correct, total, level) => {
		expect(MASTERY_LABEL[mastery(answered, correct, total)]).toBe(level);
	});
});
