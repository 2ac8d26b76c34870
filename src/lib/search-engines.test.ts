import { describe, expect, test } from 'vitest';
import {
	DEFAULT_ENGINE_ID,
	SEARCH_ENGINES,
	buildSearchUrl,
	engineIconUrl,
	searchEngineById,
	isSubmittable,
	typeaheadIndex,
} from './search-engines.ts';

describe('SEARCH_ENGINES', () => {
	test('lists the seven engines in the picker order, with Google as the default', () => {
		expect(SEARCH_ENGINES.map((e) => e.id)).toEqual([
			'google',
			'aiatlas',
			'baidu',
			'yandex',
			'yahoo',
			'bing',
			'duckduckgo',
		]);
		expect(DEFAULT_ENGINE_ID).toBe('google');
	});

	test('has exactly one internal engine, AI Atlas, searching /search', () => {
		const internal = SEARCH_ENGINES.filter((e) => e.internal);
		expect(internal.map((e) => [e.id, e.name, e.searchUrl])).toEqual([
			['aiatlas', 'AI Atlas', '/search?q={query}'],
		]);
	});

	test('gives every external engine an https URL with the query placeholder', () => {
		for (const engine of SEARCH_ENGINES.filter((e) => !e.internal)) {
			expect(engine.searchUrl).toMatch(/^https:\/\/[^/]+\//);
			expect(engine.searchUrl).toContain('{query}');
		}
	});
});

describe('searchEngineById', () => {
	test('finds an engine by id', () => {
		expect(searchEngineById('duckduckgo').name).toBe('DuckDuckGo');
	});
	test('falls back to the default engine for an unknown id', () => {
		expect(searchEngineById('altavista').id).toBe('google');
	});
});

describe('engineIconUrl', () => {
	test('points to the icon in /icons', () => {
		expect(engineIconUrl('bing')).toBe('/icons/bing.svg');
	});
});

describe('isSubmittable', () => {
	test('rejects an empty or whitespace-only query', () => {
		expect(isSubmittable('')).toBe(false);
		expect(isSubmittable(' \t\n ')).toBe(false);
	});
	test('accepts any query with a visible character', () => {
		expect(isSubmittable('  a ')).toBe(true);
	});
});

describe('buildSearchUrl', () => {
	test('sends the internal engine to /search in the same site', () => {
		expect(buildSearchUrl(searchEngineById('aiatlas'), 'AI agents')).toBe('/search?q=AI%20agents');
	});
	test('trims and URL-encodes the query for external engines', () => {
		expect(buildSearchUrl(searchEngineById('google'), '  AI & ML?/#1 ')).toBe(
			'https://www.google.com/search?q=AI%20%26%20ML%3F%2F%231',
		);
		expect(buildSearchUrl(searchEngineById('baidu'), 'ä')).toBe(
			'https://www.baidu.com/s?wd=%C3%A4',
		);
	});
	test('builds a URL for every engine whose query decodes back to the trimmed text', () => {
		for (const engine of SEARCH_ENGINES) {
			const url = new URL(buildSearchUrl(engine, ' what is RAG? '), 'https://example.org');
			expect([...url.searchParams.values()]).toContain('what is RAG?');
		}
	});
});

describe('typeaheadIndex', () => {
	test('finds the next engine starting with a letter, wrapping round', () => {
		expect(typeaheadIndex(SEARCH_ENGINES, 0, 'b')).toBe(2);
		expect(typeaheadIndex(SEARCH_ENGINES, 2, 'B')).toBe(5);
		expect(typeaheadIndex(SEARCH_ENGINES, 5, 'b')).toBe(2);
	});
	test('refines in place with a longer prefix', () => {
		expect(typeaheadIndex(SEARCH_ENGINES, 4, 'ya')).toBe(4);
		expect(typeaheadIndex(SEARCH_ENGINES, 3, 'yah')).toBe(4);
	});
	test('returns null when nothing matches', () => {
		expect(typeaheadIndex(SEARCH_ENGINES, 0, 'z')).toBeNull();
		expect(typeaheadIndex(SEARCH_ENGINES, 0, '')).toBeNull();
	});
});
