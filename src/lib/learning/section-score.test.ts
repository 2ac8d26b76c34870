import { expect, test } from 'vitest';
import { sectionScore } from './section-score';

test('the score line says how many are right, and how many are left', () => {
	expect(sectionScore(0, 0, 3)).toBe('');
	expect(sectionScore(1, 2, 3)).toBe('1 of 2 right (1 to go in this section).');
	expect(sectionScore(3, 3, 3)).toBe('3 of 3 right in this section.');
});
