import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { brandColours } from './colours.ts';

describe('brandColours', () => {
	test('reads the brand shades from the site’s stylesheet', () => {
		const colours = brandColours(readFileSync('src/styles/global.css', 'utf8'));
		expect(colours['950']).toBe('#1e1b4b');
		expect(Object.values(colours).every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
	});

	test('fails loudly when a shade the card uses is missing or not hex', () => {
		expect(() => brandColours('--color-brand-100: #fff;')).toThrow(/--color-brand-100/);
		const allButOklch = ['100', '300', '500', '700', '900']
			.map((s) => `--color-brand-${s}: #123456;`)
			.join('\n');
		expect(() => brandColours(`${allButOklch}\n--color-brand-950: oklch(0.2 0.1 270);`)).toThrow(
			/--color-brand-950.*oklch/,
		);
	});
});
