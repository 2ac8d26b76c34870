import { describe, expect, test } from 'vitest';
import { isCompressible, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
	test('prefers brotli, then gzip', () => {
		expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
		expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
		expect(negotiateEncoding('deflate')).toBeUndefined();
		expect(negotiateEncoding(undefined)).toBeUndefined();
	});
	test('respects q=0 and the * wildcard', () => {
		expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
		expect(negotiateEncoding('*')).toBe('br');
		expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
		expect(negotiateEncoding('identity')).toBeUndefined();
	});
});

describe('isCompressible', () => {
	test('covers JSON and text, not binary formats', () => {
		expect(isCompressible('application/json; charset=utf-8')).toBe(true);
		expect(isCompressible('text/html')).toBe(true);
		expect(isCompressible('application/problem+json')).toBe(true);
		expect(isCompressible('image/png')).toBe(false);
		expect(isCompressible('audio/mpeg')).toBe(false);
		expect(isCompressible(undefined)).toBe(false);
	});
});
