import { describe, expect, test } from 'vitest';
import { returnPositionFor, writeReturnPosition } from './return-position.ts';

describe('returnPositionFor', () => {
	const stored = writeReturnPosition({ search: '?letter=S', y: 812.4, slug: 'softmax' });

	test('gives back the position saved for the same list, rounded', () => {
		expect(returnPositionFor(stored, '?letter=S')).toEqual({
			search: '?letter=S',
			y: 812,
			slug: 'softmax',
		});
	});

	test('ignores a position saved for another list', () => {
		expect(returnPositionFor(stored, '?letter=T')).toBeNull();
		expect(returnPositionFor(stored, '')).toBeNull();
	});

	test('ignores nothing stored and malformed values', () => {
		expect(returnPositionFor(null, '?letter=S')).toBeNull();
		expect(returnPositionFor('{not json', '?letter=S')).toBeNull();
		expect(
			returnPositionFor('{"search":"?letter=S","y":"high","slug":"x"}', '?letter=S'),
		).toBeNull();
	});
});
