import { describe, expect, it } from 'vitest';
import { searchIndexAttributes, parseResultType } from './result-types.ts';

describe('searchIndexAttributes', () => {
	it('marks the content for the index with its type, date and difficulty', () => {
		expect(searchIndexAttributes('Guide', { date: new Date('2025-04-12T00:00:00Z') })).toEqual({
			'data-pagefind-body': '',
			'data-pagefind-meta': 'type[data-search-type], date[data-search-date]',
			'data-pagefind-filter': 'type[data-search-type]',
			'data-search-type': 'Guide',
			'data-search-date': '2025-04-12',
		});
		expect(searchIndexAttributes('Glossary term', { difficulty: 'advanced' })).toMatchObject({
			'data-pagefind-meta': 'type[data-search-type], difficulty[data-search-difficulty]',
			'data-pagefind-filter': 'type[data-search-type], difficulty[data-search-difficulty]',
			'data-search-difficulty': 'advanced',
		});
	});

	it('reads an unknown or missing type as a plain page', () => {
		expect(parseResultType('Guide')).toBe('Guide');
		expect(parseResultType(undefined)).toBe('Page');
		expect(parseResultType('Recipe')).toBe('Page');
	});
});
