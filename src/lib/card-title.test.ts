import { describe, expect, test } from 'vitest';
import { parseUnicodeRanges } from './card-title.ts';

describe('card titles', () => {
	test('parses unicode-range values, single points and wildcards included', () => {
		expect(parseUnicodeRanges(['U+0000-00FF, U+0131', 'U+4??'])).toEqual([
			[0, 0xff],
			[0x131, 0x131],
			[0x400, 0x4ff],
		]);
	});
});
