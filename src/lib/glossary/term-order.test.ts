import { describe, expect, test } from 'vitest';
import { compareTermNames, keepInOrder, neighboursInOrder, type Named } from './term-order';

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

describe('keepInOrder', () => {
	const glossary = (count: number) =>
		Array.from({ length: count }, (_, i) => ({
			slug: `term-${i}`,
			term: `Term ${((i * 7919) % count).toString(36)}`,
		}));

	test('after a save, the order is a full sort’s, found with a few comparisons instead of a sort', () => {
		const before = keepInOrder(undefined, glossary(20_000));
		const after = glossary(20_000);
		after[123] = { slug: 'term-123', term: 'Zebra crossing' }; // renamed
		after.splice(4000, 1); // deleted
		after.push({ slug: 'new-term', term: 'Aardvark' }); // added
		let comparisons = 0;
		const counting = (a: Named, b: Named) => (comparisons++, compareTermNames(a, b));
		const kept = keepInOrder(before, [...after], counting);
		expect(kept).toEqual([...after].sort(compareTermNames));
		// Two binary searches in 20,000 names, not a sort (about 280,000 comparisons).
		expect(comparisons).toBeLessThan(40);
	});

	test('many changes at once are sorted anew, with the same result', () => {
		const before = keepInOrder(undefined, glossary(1000));
		const after = glossary(1000).map((named, i) =>
			i % 3 ? named : { ...named, term: `Renamed ${i}` },
		);
		expect(keepInOrder(before, [...after])).toEqual([...after].sort(compareTermNames));
	});
});
