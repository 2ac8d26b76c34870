import { describe, expect, test } from 'vitest';
import {
	SHARE_CARD_HEIGHT,
	SHARE_CARD_WIDTH,
	shareCard,
	shareCardAlt,
	shareCardUrl,
} from './share-card-description.ts';

describe('shareCardUrl', () => {
	test('publishes a page’s card under /cards at the page’s own path', () => {
		expect(shareCardUrl('/topics/edge-ai')).toBe('/cards/topics/edge-ai.png');
		expect(shareCardUrl('/glossary/attention-mechanism')).toBe(
			'/cards/glossary/attention-mechanism.png',
		);
	});

	test('names the home page’s card index and ignores trailing slashes', () => {
		expect(shareCardUrl('/')).toBe('/cards/index.png');
		expect(shareCardUrl('/blog/')).toBe('/cards/blog.png');
	});
});

describe('shareCardAlt', () => {
	test('reads the card in order: site, kind, title, detail', () => {
		expect(
			shareCardAlt({ label: 'Glossary term', title: 'Dropout', detail: 'Difficulty: Beginner' }),
		).toBe('AI Atlas — Glossary term: Dropout. Difficulty: Beginner.');
	});

	test('does not add a full stop after a title that already ends a sentence', () => {
		expect(
			shareCardAlt({ label: 'Article', title: 'What Is an AI Agent?', detail: '6 min read' }),
		).toBe('AI Atlas — Article: What Is an AI Agent? 6 min read.');
	});
});

describe('shareCard', () => {
	test('completes the text with the URL, the 1200×630 size and the alt text', () => {
		const card = shareCard({
			path: '/blog/ai-agents-101',
			label: 'Article',
			title: 'AI Agents 101',
			detail: '9 min read',
		});
		expect(card).toMatchObject({
			url: '/cards/blog/ai-agents-101.png',
			width: 1200,
			height: 630,
			alt: 'AI Atlas — Article: AI Agents 101. 9 min read.',
		});
		expect([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]).toEqual([1200, 630]);
	});
});
