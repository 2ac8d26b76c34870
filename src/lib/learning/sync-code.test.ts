import { describe, expect, test } from 'vitest';
import { CODE_LENGTH, formatCode, generateCode, parseCode } from './sync-code.ts';

describe('sync codes', () => {
	test('are 30 characters in six groups of five, and parse back', () => {
		const code = generateCode();
		expect(code).toHaveLength(CODE_LENGTH);
		expect(formatCode(code)).toMatch(/^([0-9A-Z]{5}-){5}[0-9A-Z]{5}$/);
		expect(parseCode(formatCode(code))).toEqual({ code });
	});

	test('carry at least 128 random bits: 1,000 codes are all different', () => {
		expect(new Set(Array.from({ length: 1000 }, generateCode)).size).toBe(1000);
	});

	test('forgive case, spaces, and O, I or L typed for 0 and 1', () => {
		const code = generateCode(() => new Uint8Array(28).fill(0).map((_, i) => i));
		const typed = formatCode(code)
			.toLowerCase()
			.replace(/0/g, 'o')
			.replace(/1/g, 'l')
			.replace(/-/g, ' ');
		expect(parseCode(typed)).toEqual({ code });
	});

	test('catch every single wrong character, 0 for Z included', () => {
		const code = generateCode(() => new Uint8Array(28).map((_, i) => i * 5));
		const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
		for (let position = 0; position < 30; position++)
			for (const char of alphabet) {
				if (char === code[position]) continue;
				const typo = code.slice(0, position) + char + code.slice(position + 1);
				expect(parseCode(typo), `${position} ${char}`).toEqual({
					error: expect.stringMatching(/typo/),
				});
			}
	});

	test('catch a wrong character, two swapped characters, a short code and a stray symbol', () => {
		const code = generateCode(() => new Uint8Array(28).map((_, i) => i * 7));
		const wrong = (code[3] === 'A' ? 'B' : 'A') + '';
		expect(parseCode(code.slice(0, 3) + wrong + code.slice(4))).toEqual({
			error: expect.stringMatching(/typo/),
		});
		const swapped = code.slice(0, 5) + code[6] + code[5] + code.slice(7);
		if (code[5] !== code[6])
			expect(parseCode(swapped)).toEqual({ error: expect.stringMatching(/typo/) });
		expect(parseCode(code.slice(0, 20))).toEqual({ error: expect.stringMatching(/30 characters/) });
		expect(parseCode(`${code.slice(0, 29)}!`)).toEqual({ error: expect.stringMatching(/“!”/) });
		expect(parseCode('  ')).toEqual({ error: 'Enter your sync code.' });
	});
});
