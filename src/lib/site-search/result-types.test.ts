import { describe, expect, it } from 'vitest';
import { INDEXED_TYPES, searchIndexAttributes } from './result-types.ts';

describe('searchIndexAttributes', () => {
	it('marks the content for the index with its type, date and difficulty', () => {
		expect(searchIndexAttributes('Guide', { date: new Date('2025-04-12T00:00:00Z') })).toEqual({
			'data-search-body': '',
			'data-search-type': 'Guide',
			'data-search-date': '2025-04-12',
		});
		expect(searchIndexAttributes('Learning path', { difficulty: 'beginner' })).toEqual({
			'data-search-body': '',
			'data-search-type': 'Learning path',
			'data-search-difficulty': 'beginner',
		});
	});

	it('never indexes glossary terms (the glossary API searches them)', () => {
		expect(INDEXED_TYPES).not.toContain('Glossary term');
		expect(INDEXED_TYPES).toEqual(['Guide', 'Article', 'Learning path', 'Page']);
	});
});
