import { describe, expect, test } from 'vitest';
import { article, definedTerm, type ArticleData } from './structured-data.ts';

const SITE = 'https://example.org/';

/** A topic guide as the topic page describes it; each test adds the dates it needs. */
function guide(dates: Pick<ArticleData, 'published' | 'modified' | 'changes'>): ArticleData {
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

	test('uses the last "What changed" entry as dateModified, not the later review', () => {
		const ld = article(
			guide({
				published: new Date('2025-04-12'),
				changes: [
					{ date: new Date('2025-04-12'), note: 'Published.' },
					{ date: new Date('2026-11-26'), note: 'Outlook brought up to date.' },
				],
			}),
			SITE,
		);
		expect(ld.datePublished).toBe('2025-04-12T00:00:00.000Z');
		expect(ld.dateModified).toBe('2026-11-26T00:00:00.000Z');
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

	test('never takes a review date as dateModified (a review that changed nothing is not a change)', () => {
		// ArticleData has no review date at all; a page object that carries one is ignored.
		const page = {
			...guide({ published: new Date('2025-04-05') }),
			reviewed: new Date('2026-11-26'),
			type: 'BlogPosting' as const,
		};
		const ld = article(page, SITE);
		expect(ld['@type']).toBe('BlogPosting');
		expect(ld.dateModified).toBe('2025-04-05T00:00:00.000Z');
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
