import { describe, expect, it } from 'vitest';
import { excerptParts, highlight } from './excerpt.ts';

describe('excerptParts', () => {
	it('splits marked matches from the text around them', () => {
		expect(excerptParts('Each <mark>attention</mark> head <mark>attends</mark>.')).toEqual([
			{ text: 'Each ', mark: false },
			{ text: 'attention', mark: true },
			{ text: ' head ', mark: false },
			{ text: 'attends', mark: true },
			{ text: '.', mark: false },
		]);
	});

	it('decodes entities and never passes markup through', () => {
		expect(
			excerptParts('&lt;script&gt; &amp; <b>bold</b> &#39;q&#x27; <img src=x onerror=alert(1)>'),
		).toEqual([{ text: "<script> & bold 'q' ", mark: false }]);
	});

	it('returns nothing for an empty excerpt', () => {
		expect(excerptParts('')).toEqual([]);
	});
});

describe('highlight', () => {
	const isAttention = (word: string) => word.startsWith('atten');

	it('marks the matching words without their punctuation, escaping the text', () => {
		expect(highlight('Each <attention> head (attends), & more.', isAttention)).toEqual({
			html: 'Each &lt;<mark>attention</mark>&gt; head (<mark>attends</mark>), &amp; more.',
			locations: [1, 3],
		});
		// Text that looks like markup stays text.
		const parts = excerptParts(highlight('a <b>attention</b>', isAttention).html);
		expect(parts.map((part) => part.text).join('')).toBe('a <b>attention</b>');
		expect(parts.some((part) => part.mark)).toBe(true);
	});

	it('shows the run of words with the most matches, from a few words before the first', () => {
		const text = [
			...Array.from({ length: 30 }, (_, i) => `w${i}`),
			'attention',
			'x',
			'attends',
			...Array.from({ length: 30 }, (_, i) => `v${i}`),
		].join(' ');
		const { html } = highlight(text, isAttention, 10);
		expect(html).toBe('w24 w25 w26 w27 w28 w29 <mark>attention</mark> x <mark>attends</mark> v0');
		expect(highlight('no match here at all', isAttention, 3).html).toBe('no match here');
		expect(highlight('end attention', isAttention, 10).html).toBe('end <mark>attention</mark>');
	});
});
