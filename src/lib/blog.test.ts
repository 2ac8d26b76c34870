import { describe, expect, test } from 'vitest';
import { resultCountLabel, searchPosts, snippetAround, type BlogSearchPost } from './blog.ts';

const post = (title: string, isoDate: string, content = '', snippet = ''): BlogSearchPost => ({
	title,
	isoDate,
	content,
	snippet,
	date: isoDate,
	author: 'AI Atlas Editorial Team',
	url: `/blog/${title}`,
});

const posts = [
	post('Old Agents', '2025-03-22', 'agents everywhere'),
	post('New Tools', '2025-04-03', 'nothing here', 'An AGENT roundup'),
	post('Art', '2025-04-05', 'ghibli'),
];

describe('searchPosts', () => {
	test('matches a trimmed, lower-cased substring in title, content or snippet', () => {
		expect(searchPosts(posts, '  Agent ').map((p) => p.title)).toEqual(['New Tools', 'Old Agents']);
	});
	test('sorts newest first', () => {
		expect(searchPosts(posts, 'e').map((p) => p.isoDate)).toEqual(['2025-04-03', '2025-03-22']);
	});
	test('matches straight quotes and apostrophes against the typographic ones articles show', () => {
		const shown = [post('Quotes', '2025-04-01', 'the tool’s “free” tier')];
		expect(searchPosts(shown, "tool's")).toHaveLength(1);
		expect(searchPosts(shown, '"free"')).toHaveLength(1);
	});
	test('matches nothing for an empty query', () => {
		expect(searchPosts(posts, '   ')).toEqual([]);
	});
});

describe('snippetAround', () => {
	test('returns the text around the match and the match itself', () => {
		const s = snippetAround('The quick brown fox jumps over the lazy dog', 'FOX', 10);
		expect(s.match).toBe('fox');
		expect(`${s.before}${s.match}${s.after}`).toContain('brown fox jumps');
	});
	test('falls back to the start of the text', () => {
		expect(snippetAround('Short text', 'zebra').before).toBe('Short text');
	});
});

describe('resultCountLabel', () => {
	test('uses the singular for one result', () => {
		expect(resultCountLabel(1)).toBe('1 result found');
		expect(resultCountLabel(0)).toBe('0 results found');
	});
});
