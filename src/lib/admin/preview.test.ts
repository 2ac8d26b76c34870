import { describe, expect, test } from 'vitest';
import { ELLIPSIS, PREVIEW_LENGTH, definitionPreview } from './preview.ts';

const long =
	'Gradient descent is an optimisation algorithm that repeatedly moves parameters against the gradient of the loss function.';

describe('definitionPreview', () => {
	test('uses the first 100 characters of the short definition, then an ellipsis', () => {
		const preview = definitionPreview({
			short_definition: long,
			comprehensive_definition: 'Other.',
		});
		expect(preview).toBe(long.slice(0, 100).trimEnd() + ELLIPSIS);
		expect(Array.from(preview.slice(0, -1)).length).toBeLessThanOrEqual(PREVIEW_LENGTH);
	});

	test('falls back to the comprehensive definition when there is no short one', () => {
		expect(definitionPreview({ short_definition: null, comprehensive_definition: long })).toBe(
			long.slice(0, 100).trimEnd() + '…',
		);
		expect(
			definitionPreview({ short_definition: '   ', comprehensive_definition: 'Full text.' }),
		).toBe('Full text.');
	});

	test('adds no ellipsis when nothing was cut off', () => {
		expect(
			definitionPreview({ short_definition: 'A short one.', comprehensive_definition: long }),
		).toBe('A short one.');
		const exactly100 = 'x'.repeat(100);
		expect(definitionPreview({ short_definition: exactly100, comprehensive_definition: '' })).toBe(
			exactly100,
		);
		expect(
			definitionPreview({ short_definition: 'x'.repeat(101), comprehensive_definition: '' }),
		).toBe(exactly100 + '…');
	});

	test('collapses whitespace and never splits a character made of two code units', () => {
		expect(
			definitionPreview({
				short_definition: '  A\n\nmodel   that\tlearns. ',
				comprehensive_definition: '',
			}),
		).toBe('A model that learns.');
		const emoji = '🤖'.repeat(101);
		expect(definitionPreview({ short_definition: emoji, comprehensive_definition: '' })).toBe(
			'🤖'.repeat(100) + '…',
		);
	});

	test('does not leave a space before the ellipsis', () => {
		const text = 'a'.repeat(99) + ' next words';
		expect(definitionPreview({ short_definition: text, comprehensive_definition: '' })).toBe(
			'a'.repeat(99) + '…',
		);
	});
});
