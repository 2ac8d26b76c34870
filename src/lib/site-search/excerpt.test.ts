import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

const isAttention = (word: string) => word.startsWith('atten');
const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const marks = (parts: { text: string; mark: boolean }[]) =>
	parts.filter((part) => part.mark).map((part) => part.text);

describe('excerpt', () => {
	it('marks exactly the matching words, not the punctuation around them, as plain text', () => {
		expect(excerpt('Each <attention> head (attends), & more.', isAttention)).toEqual({
			parts: [
				{ text: 'Each <', mark: false },
				{ text: 'attention', mark: true },
				{ text: '> head (', mark: false },
				{ text: 'attends', mark: true },
				{ text: '), & more.', mark: false },
			],
			matches: 2,
		});
	});

	it('marks words as the index cut them: accents, hyphens and digits', () => {
		const found = excerpt('Self-Attention in “Déjà vu”, GPT-4!', (word) =>
			['attention', 'deja', '4'].includes(word),
		);
		expect(marks(found.parts)).toEqual(['Attention', 'Déjà', '4']);
		expect(text(found.parts)).toBe('Self-Attention in “Déjà vu”, GPT-4!');
	});

	it('shows the run of words with the most matches, from a few words before the first', () => {
		const long = [
			...Array.from({ length: 30 }, (_, i) => `w${i}`),
			'attention',
			'x',
			'attends',
			...Array.from({ length: 30 }, (_, i) => `v${i}`),
		].join(' ');
		const found = excerpt(long, isAttention, 10);
		expect(text(found.parts)).toBe('w24 w25 w26 w27 w28 w29 attention x attends v0');
		expect(found.matches).toBe(2);
		expect(text(excerpt('no match here at all.', isAttention, 3).parts)).toBe('no match here');
		expect(text(excerpt('end attention.', isAttention, 10).parts)).toBe('end attention.');
	});

	it('returns nothing for an empty text', () => {
		expect(excerpt('', isAttention)).toEqual({ parts: [], matches: 0 });
	});
});
