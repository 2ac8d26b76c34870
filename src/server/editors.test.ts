import { describe, expect, test } from 'vitest';
import { editorForToken, readEditors } from './editors.ts';

const T1 = 'a'.repeat(24);
const T2 = 'b'.repeat(30);

describe('readEditors', () => {
	test('ADMIN_TOKEN is the editor "admin"; ADMIN_TOKENS adds named editors', () => {
		expect(readEditors(T1, ` ana:${T2} `)).toEqual({
			editors: [
				{ name: 'admin', token: T1 },
				{ name: 'ana', token: T2 },
			],
		});
		expect(readEditors(undefined, undefined)).toEqual({ editors: [] });
	});

	test.each([
		['ana', /entry 1 must be written name:token/],
		[`:${T1}`, /entry 1 must be written name:token/],
		[`ana:${T1},bad name:${T2}`, /entry 2: the editor name "bad name"/],
		[`ana:short`, /entry 1 \("ana"\): the token must be at least 24/],
		[`ana:${T1},ANA:${T2}`, /"ANA" is used twice/],
		[`ana:${T1},ben:${T1}`, /already another editor's/],
	])('refuses %s, naming the entry', (tokens, message) => {
		const { editors, problem } = readEditors(undefined, tokens);
		expect(editors).toEqual([]);
		expect(problem).toMatch(message);
	});

	test('a short ADMIN_TOKEN or an editor named admin beside it is refused', () => {
		expect(readEditors('short').problem).toMatch(/ADMIN_TOKEN must be at least 24/);
		expect(readEditors(T1, `admin:${T2}`).problem).toMatch(/"admin" is the editor of ADMIN_TOKEN/);
	});

	test('a problem never repeats the token', () => {
		expect(readEditors(undefined, 'ana:secret-but-short').problem).not.toContain('secret');
	});
});

test('editorForToken finds the editor of a token, and nobody for anything else', () => {
	const { editors } = readEditors(T1, `ana:${T2}`);
	expect(editorForToken(editors, T2)?.name).toBe('ana');
	expect(editorForToken(editors, T1)?.name).toBe('admin');
	expect(editorForToken(editors, T2.slice(1))).toBeUndefined();
	expect(editorForToken(editors, '')).toBeUndefined();
});
