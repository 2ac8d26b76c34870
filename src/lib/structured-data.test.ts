import { describe, expect, test } from 'vitest';
import { article, definedTerm, type ArticleData } from './structured-data.ts';

const SITE = 'https://example.org/';

/** A topic guide as the topic page describes it; each test adds the dates it needs. */
function guide(dates: Pick<ArticleData, 'published' | 'modified' | 'reviewed'>): ArticleData {
	return {
		type: 'Article',
		title: 'Edge AI',
		description: 'Running models on devices.',
		url: 'https://example.org/topics/edge-ai',
		image: '/_astro/edge-ai.svg',
		...dates,
	};
}

describe('article', () => {
	test('carries the content licence (CC BY 4.0)', () => {
		expect(article(guide({ published: new Date('2025-04-12') }), SITE).license).toBe(
			'https://creativecommons.org/licenses/by/4.0/',
		);
	});

	test('uses the reviewed date as dateModified when the facts were checked after the last change', () => {
		const ld = article(
			guide({
				published: new Date('2025-04-12'),
				modified: new Date('2025-04-20'),
				reviewed: new Date('2026-11-23'),
			}),
			SITE,
		);
		expect(ld.datePublished).toBe('2025-04-12T00:00:00.000Z');
		expect(ld.dateModified).toBe('2026-11-23T00:00:00.000Z');
	});

	test('falls back to the modified date, then to the published date', () => {
		expect(
			article(guide({ published: new Date('2025-03-22'), modified: new Date('2025-03-25') }), SITE)
				.dateModified,
		).toBe('2025-03-25T00:00:00.000Z');
		expect(article(guide({ published: new Date('2025-03-22') }), SITE).dateModified).toBe(
			'2025-03-22T00:00:00.000Z',
		);
	});

	test('keeps a modified date that is later than the last review', () => {
		const ld = article(
			guide({
				published: new Date('2025-04-12'),
				reviewed: new Date('2026-01-10'),
				modified: new Date('2026-02-01'),
			}),
			SITE,
		);
		expect(ld.dateModified).toBe('2026-02-01T00:00:00.000Z');
	});

	test('applies the same rule to blog posts', () => {
		const ld = article(
			{
				...guide({ published: new Date('2025-04-05'), reviewed: new Date('2026-11-23') }),
				type: 'BlogPosting',
			},
			SITE,
		);
		expect(ld['@type']).toBe('BlogPosting');
		expect(ld.dateModified).toBe('2026-11-23T00:00:00.000Z');
	});

	test('lists the page’s own picture first, then its share card, as absolute URLs', () => {
		const ld = article(
			{
				...guide({ published: new Date('2025-04-12') }),
				image: ['/_astro/edge-ai.svg', '/cards/topics/edge-ai.png'],
			},
			SITE,
		);
		expect(ld.image).toEqual([
			'https://example.org/_astro/edge-ai.svg',
			'https://example.org/cards/topics/edge-ai.png',
		]);
	});
});

describe('definedTerm', () => {
	test('carries the content licence (CC BY 4.0)', () => {
		expect(definedTerm(term, SITE).license).toBe('https://creativecommons.org/licenses/by/4.0/');
	});

	const term = {
		name: 'Dropout',
		slug: 'dropout',
		description: 'A regularisation method.',
		aliases: [],
		url: 'https://example.org/glossary/dropout',
	};

	test('uses the term’s share card as its image', () => {
		expect(definedTerm({ ...term, image: '/cards/glossary/dropout.png' }, SITE).image).toBe(
			'https://example.org/cards/glossary/dropout.png',
		);
	});

	test('has no image when none is given', () => {
		expect(definedTerm(term, SITE)).not.toHaveProperty('image');
	});
});
