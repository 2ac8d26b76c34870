import { describe, expect, test } from 'vitest';
import {
	VIEW_PARAMS,
	EMPTY_VIEW,
	applyFilters,
	cardDefinition,
	exactMatch,
	filterSuggestions,
	inCategory,
	listSource,
	reduceView,
	searchFromView,
	viewFromSearch,
} from './view-state.ts';
import { termCountLabel } from './term-count.ts';

describe('VIEW_PARAMS', () => {
	test('names every parameter a view can write to the address', () => {
		const full = searchFromView({
			letter: 'A',
			term: 'agent',
			category: 'Deep Learning',
			categoryType: 'primary',
			difficulty: 'advanced',
			search: 'attention',
		});
		expect([...new URLSearchParams(full).keys()].sort()).toEqual([...VIEW_PARAMS].sort());
	});
});

describe('viewFromSearch', () => {
	test('applies letter, term, category with type, and difficulty', () => {
		expect(
			viewFromSearch(
				'?letter=n&term=neural-network&category=Deep%20Learning&categoryType=primary&difficulty=advanced',
			),
		).toEqual({
			letter: 'N',
			term: 'neural-network',
			category: 'Deep Learning',
			categoryType: 'primary',
			difficulty: 'advanced',
			search: null,
		});
	});
	test('ignores a letter that is not a single letter, and invalid values', () => {
		expect(viewFromSearch('?letter=ab&difficulty=expert&categoryType=x')).toEqual(EMPTY_VIEW);
	});
	test('defaults the category type to all', () => {
		expect(viewFromSearch('?category=Mathematics').categoryType).toBe('all');
	});
	test('round-trips through searchFromView', () => {
		const view = viewFromSearch(
			'?q=attention&category=Deep%20Learning%3AArchitectures&categoryType=secondary&term=transformer',
		);
		expect(viewFromSearch(searchFromView(view))).toEqual(view);
	});
	test('an empty view is an empty query string', () => {
		expect(searchFromView(EMPTY_VIEW)).toBe('');
	});
});

describe('reduceView', () => {
	const withTerm = { ...EMPTY_VIEW, term: 'gan', search: 'gen', letter: null };
	test('choosing a letter clears the selected term and the search', () => {
		expect(reduceView(withTerm, { type: 'letter', letter: 'g' })).toMatchObject({
			letter: 'G',
			term: null,
			search: null,
		});
	});
	test('choosing a category clears the term, the search text and the letter', () => {
		const view = reduceView(
			{ ...EMPTY_VIEW, letter: 'A', search: 'x', term: 't' },
			{ type: 'category', category: 'Mathematics', categoryType: 'primary' },
		);
		expect(view).toMatchObject({
			category: 'Mathematics',
			categoryType: 'primary',
			letter: null,
			search: null,
			term: null,
		});
	});
	test('choosing the selected difficulty again deselects it', () => {
		const once = reduceView(EMPTY_VIEW, { type: 'difficulty', difficulty: 'beginner' });
		expect(once.difficulty).toBe('beginner');
		expect(reduceView(once, { type: 'difficulty', difficulty: 'beginner' }).difficulty).toBeNull();
	});
	test('searching with fewer than 2 characters empties the results', () => {
		expect(
			reduceView({ ...EMPTY_VIEW, search: 'old' }, { type: 'search', text: ' a ' }).search,
		).toBeNull();
	});
	test('clearing a filter removes it from the URL', () => {
		const view = reduceView(
			{ ...EMPTY_VIEW, category: 'X', categoryType: 'primary', difficulty: 'advanced' },
			{ type: 'clearCategory' },
		);
		expect(searchFromView(view)).toBe('?difficulty=advanced');
	});
});

describe('listSource', () => {
	test('prefers search, then letter, then filters', () => {
		expect(listSource({ ...EMPTY_VIEW, search: 'ab', letter: 'A' }).kind).toBe('search');
		expect(listSource({ ...EMPTY_VIEW, letter: 'A', difficulty: 'advanced' }).kind).toBe('letter');
		expect(listSource({ ...EMPTY_VIEW, difficulty: 'advanced' }).kind).toBe('filters');
		expect(listSource(EMPTY_VIEW).kind).toBe('none');
	});
});

describe('inCategory and applyFilters', () => {
	const term = {
		categories: 'Deep Learning:Architectures, Computer Vision:Vision Models',
		difficulty_level: 'advanced' as const,
	};
	test('matches primary, secondary and bare names by type', () => {
		expect(inCategory(term, 'Deep Learning', 'primary')).toBe(true);
		expect(inCategory(term, 'Architectures', 'primary')).toBe(false);
		expect(inCategory(term, 'Architectures', 'secondary')).toBe(true);
		expect(inCategory(term, 'Computer Vision:Vision Models', 'all')).toBe(true);
		expect(inCategory(term, 'computer vision', 'all')).toBe(true);
	});
	test('combines the category and the difficulty', () => {
		expect(
			applyFilters([term], { ...EMPTY_VIEW, category: 'Deep Learning', difficulty: 'beginner' }),
		).toEqual([]);
		expect(
			applyFilters([term], { ...EMPTY_VIEW, category: 'Deep Learning', difficulty: 'advanced' }),
		).toEqual([term]);
	});
});

describe('termCountLabel', () => {
	test('reads "1 term" for one and "N terms" otherwise', () => {
		expect(termCountLabel(1)).toBe('1 term');
		expect(termCountLabel(0)).toBe('0 terms');
		expect(termCountLabel(12)).toBe('12 terms');
	});
});

describe('filterSuggestions', () => {
	const items = [
		{ term: 'Neural Network' },
		{ term: 'Artificial Neuron', matched_alias: 'Neuron' },
		{ term: 'Network Pruning' },
	];
	test('keeps terms (or matched aliases) that start with the text, ignoring case', () => {
		expect(filterSuggestions(items, 'NEUR').map((i) => i.term)).toEqual([
			'Neural Network',
			'Artificial Neuron',
		]);
	});
	test('needs at least 2 trimmed characters', () => {
		expect(filterSuggestions(items, ' n ')).toEqual([]);
	});
});

describe('exactMatch', () => {
	test('finds the term whose name or alias equals the text, ignoring case', () => {
		const items = [
			{ term: 'Large Language Model', aliases: 'LLM' },
			{ term: 'LLM Agent', aliases: '' },
		];
		expect(exactMatch(items, ' llm ')?.term).toBe('Large Language Model');
		expect(exactMatch(items, 'llm agent')?.term).toBe('LLM Agent');
		expect(exactMatch(items, 'agent')).toBeUndefined();
	});
});

describe('cardDefinition', () => {
	test('prefers the short definition', () => {
		expect(cardDefinition({ short_definition: 'Short.', comprehensive_definition: 'Long.' })).toBe(
			'Short.',
		);
		expect(cardDefinition({ short_definition: null, comprehensive_definition: 'Long.' })).toBe(
			'Long.',
		);
	});
});
