import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt.ts';

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
