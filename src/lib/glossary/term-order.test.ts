import { describe, expect, test } from 'vitest';
import { compareTermNames, neighboursInOrder } from './term-order';

const t = (term: string, slug = term.toLowerCase().replace(/\W+/g, '-')) => ({ term, slug });

describe('compareTermNames', () => {
	test('ignores case and accents, then orders by slug', () => {
		const sorted = [
			t('Frontier Model'),
			t('Fréchet Inception Distance', 'frechet-inception-distance'),
			t('bias'),
			t('Bias', 'bias-2'),
		].sort(compareTermNames);
		expect(sorted.map((x) => x.slug)).toEqual([
			'bias',
			'bias-2',
			'frechet-inception-distance',
			'frontier-model',
		]);
	});
});

describe('neighboursInOrder', () => {
	const sorted = [t('Attention'), t('Bias'), t('Cosine Similarity')];
	test('finds a listed term’s neighbours', () => {
		expect(neighboursInOrder(sorted, t('Bias'))).toEqual({ previous: sorted[0], next: sorted[2] });
	});
	test('is null at the ends', () => {
		expect(neighboursInOrder(sorted, t('Attention')).previous).toBeNull();
		expect(neighboursInOrder(sorted, t('Cosine Similarity')).next).toBeNull();
	});
	test('places a term not in the list between the terms around it', () => {
		expect(neighboursInOrder(sorted, t('Backprop'))).toEqual({
			previous: sorted[0],
			next: sorted[1],
		});
	});
});
