import { expect, test } from 'vitest';
import { SUBSETS, fontsFor, loadCardFonts, subsetRanges } from './fonts.ts';

const fonts = loadCardFonts();

/** Whether every character of `text` (spaces aside) is in the fonts' ranges. */
const drawable = (text: string) =>
	[...text].every(
		(char) =>
			/\s/.test(char) ||
			fonts.ranges.some(
				([start, end]) => char.codePointAt(0)! >= start && char.codePointAt(0)! <= end,
			),
	);

test('every subset’s characters come from the package’s own stylesheet', () => {
	expect([...subsetRanges().keys()].sort()).toEqual([...SUBSETS].sort());
	expect(() => subsetRanges('@font-face { font-family: Inter; }')).toThrow(/stylesheets changed/);
});

test('a card gets Latin and only the other subsets its text uses', () => {
	expect(fontsFor(fonts, 'Deep Learning')).toHaveLength(4); // four weights of Latin
	expect(fontsFor(fonts, 'Βαθιά μάθηση')).toHaveLength(8); // and Greek
	expect(fontsFor(fonts, 'Глубокое обучение')).toHaveLength(8); // and Cyrillic
});

test('what the fonts cover is drawable; Chinese, Arabic and emoji are not', () => {
	expect(drawable('Ångström, naïve, Tiếng Việt, Ελληνικά, Русский — “quotes”')).toBe(true);
	for (const text of ['深度学习', 'التعلم', 'Robot 🤖']) expect(drawable(text)).toBe(false);
});
