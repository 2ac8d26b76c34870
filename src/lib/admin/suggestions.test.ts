import { describe, expect, test } from 'vitest';
import { categoryPool, completions, splitLastEntry } from './suggestions.ts';

describe('splitLastEntry', () => {
	test('separates the finished entries from the one being typed', () => {
		expect(splitLastEntry('')).toEqual({ head: '', fragment: '' });
		expect(splitLastEntry('Deep')).toEqual({ head: '', fragment: 'Deep' });
		expect(splitLastEntry('a, b,Dee')).toEqual({ head: 'a, b, ', fragment: 'Dee' });
		expect(splitLastEntry('a, ')).toEqual({ head: 'a, ', fragment: '' });
	});
});

describe('categoryPool', () => {
	test('has the taxonomy plus categories terms use, once each, sorted', () => {
		const pool = categoryPool(['Deep Learning:Architectures, Legacy Thing', null, 'legacy thing']);
		expect(pool).toContain('Machine Learning:Supervised Learning');
		expect(pool.filter((c) => c.toLowerCase() === 'legacy thing')).toHaveLength(1);
		expect(pool.filter((c) => c === 'Deep Learning:Architectures')).toHaveLength(1);
		expect([...pool].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(
			pool,
		);
	});
});

describe('completions', () => {
	const pool = [
		{ value: 'transformer', label: 'Transformer' },
		{ value: 'attention-mechanism', label: 'Attention Mechanism' },
		{ value: 'self-attention', label: 'Self-Attention' },
		{ value: 'vision-transformer', label: 'Vision Transformer' },
	];
	test('completes the entry being typed and keeps the earlier ones', () => {
		expect(completions('transformer, att', pool).map((s) => s.value)).toEqual([
			'transformer, attention-mechanism',
			'transformer, self-attention',
		]);
	});
	test('puts entries starting with the text before entries containing it, and skips chosen ones', () => {
		expect(completions('trans', pool).map((s) => s.value)).toEqual([
			'transformer',
			'vision-transformer',
		]);
		expect(completions('transformer, trans', pool).map((s) => s.value)).toEqual([
			'transformer, vision-transformer',
		]);
	});
	test('matches the label too, and respects the limit', () => {
		expect(completions('Self', pool)[0]).toEqual({
			value: 'self-attention',
			label: 'Self-Attention',
		});
		const many = Array.from({ length: 20 }, (_, i) => ({ value: `term-${i}` }));
		expect(completions('', many)).toHaveLength(12);
		expect(completions('term', many)).toHaveLength(12);
	});
});
