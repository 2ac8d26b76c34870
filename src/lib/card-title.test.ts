import { describe, expect, test } from 'vitest';
import { cardTitle, drawable, parseUnicodeRanges, shortenLongWords } from './card-title.ts';

const LATIN = parseUnicodeRanges(['U+0000-00FF,U+0131', 'U+2000-206F', 'U+0370-03FF']);

describe('card titles', () => {
	test('parses unicode-range values, single points and wildcards included', () => {
		expect(parseUnicodeRanges(['U+0000-00FF, U+0131', 'U+4??'])).toEqual([
			[0, 0xff],
			[0x131, 0x131],
			[0x400, 0x4ff],
		]);
	});
	test('a name in a script the fonts lack gives way to an alias, then to the fallback', () => {
		expect(drawable('Café — naïve', LATIN)).toBe(true);
		expect(drawable('深度学习', LATIN)).toBe(false);
		expect(drawable('Emoji 🤖', LATIN)).toBe(false);
		expect(cardTitle(['深度学习', 'Deep Learning'], LATIN, 'Glossary term')).toBe('Deep Learning');
		expect(cardTitle(['التعلم العميق'], LATIN, 'Glossary term')).toBe('Glossary term');
		expect(cardTitle(['Βαθιά μάθηση'], LATIN, 'x')).toBe('Βαθιά μάθηση');
	});
	test('a word longer than a line is shortened with an ellipsis', () => {
		const long = 'x'.repeat(200);
		const shortened = shortenLongWords(`A ${long} word`);
		expect(shortened).toBe(`A ${'x'.repeat(39)}… word`);
		expect(shortenLongWords('Ordinary words stay')).toBe('Ordinary words stay');
	});
});
