import { describe, expect, test } from 'vitest';
import { RESERVED_SLUGS, slugFor } from './slug.ts';

describe('slugFor', () => {
	test('writes Greek and Cyrillic names in Latin', () => {
		expect(slugFor('Нейронная сеть')).toBe('neyronnaya-set');
		expect(slugFor('Λόγος')).toBe('logos');
	});

	test('takes a Latin alias for a name no table covers, else a stable fingerprint', () => {
		expect(slugFor('深度学习', ['Deep learning (Chinese)'])).toBe('deep-learning-chinese');
		const slug = slugFor('深度学习');
		expect(slug).toMatch(/^term-[0-9a-z]{1,6}$/);
		expect(slugFor('深度学习')).toBe(slug);
		expect(slugFor('机器学习')).not.toBe(slug);
	});

	test('never gives a reserved slug', () => {
		expect(slugFor('Index')).toBe('index-term');
		expect(slugFor('Search')).toBe('search-term');
		for (const reserved of RESERVED_SLUGS) expect(slugFor(reserved)).not.toBe(reserved);
	});

	test('keeps ordinary names as before', () => {
		expect(slugFor('Café Señor: k-Means++')).toBe('cafe-senor-k-means');
	});
});
