/**
 * The glossary page's view state and its transitions (letter, term, category, difficulty,
 * search), kept free of React so it can be unit-tested: what is selected, how the URL encodes it,
 * and which list the page shows.
 */
import { parseCategories, parseCategory, splitList } from './categories.ts';
import {
	CATEGORY_TYPES,
	DIFFICULTY_LEVELS,
	type CategoryType,
	type Difficulty,
} from './constants.ts';
import type { TermSummary } from './schema.ts';

export interface GlossaryView {
	/** Selected letter A–Z. */
	letter: string | null;
	/**
	 * Slug of the term an old deep link (`?term={slug}`) asks for: terms are read on their own
	 * pages, so the glossary browser sends the reader there.
	 */
	term: string | null;
	category: string | null;
	categoryType: CategoryType;
	difficulty: Difficulty | null;
	/** Submitted search text (at least 2 trimmed characters). */
	search: string | null;
}

export const EMPTY_VIEW: GlossaryView = {
	letter: null,
	term: null,
	category: null,
	categoryType: 'all',
	difficulty: null,
	search: null,
};

export const MIN_QUERY_LENGTH = 2;

export type GlossaryAction =
	| { type: 'letter'; letter: string }
	| { type: 'clearLetter' }
	| { type: 'search'; text: string }
	| { type: 'category'; category: string; categoryType: CategoryType }
	| { type: 'clearCategory' }
	| { type: 'difficulty'; difficulty: Difficulty }
	| { type: 'clearDifficulty' }
	| { type: 'clearFilters' };

/**
 * Applies one reader action. Choosing a letter clears the open term and the search; choosing a
 * category or difficulty clears the term, the search text and the letter; choosing the selected
 * difficulty again deselects it; searching with fewer than 2 characters empties the results.
 */
export function reduceView(view: GlossaryView, action: GlossaryAction): GlossaryView {
	switch (action.type) {
		case 'letter':
			return { ...view, letter: action.letter.toUpperCase(), term: null, search: null };
		case 'clearLetter':
			return { ...view, letter: null, term: null };
		case 'search': {
			const text = action.text.trim();
			return {
				...view,
				search: text.length >= MIN_QUERY_LENGTH ? text : null,
				letter: null,
				term: null,
			};
		}
		case 'category':
			return {
				...view,
				category: action.category,
				categoryType: action.categoryType,
				term: null,
				search: null,
				letter: null,
			};
		case 'clearCategory':
			return { ...view, category: null, categoryType: 'all', term: null };
		case 'difficulty':
			return {
				...view,
				difficulty: view.difficulty === action.difficulty ? null : action.difficulty,
				term: null,
				search: null,
				letter: null,
			};
		case 'clearDifficulty':
			return { ...view, difficulty: null, term: null };
		case 'clearFilters':
			return { ...view, category: null, categoryType: 'all', difficulty: null, term: null };
	}
}

/** The query parameters that hold a view (read by `viewFromSearch`, written by `searchFromView`). */
export const VIEW_PARAMS = [
	'letter',
	'term',
	'category',
	'categoryType',
	'difficulty',
	'q',
] as const;

/**
 * Reads the view from a query string: a one-character `letter`, a `term` slug, `category` with
 * `categoryType` (default all), `difficulty`, and `q` for a search. Invalid values are ignored.
 */
export function viewFromSearch(search: string): GlossaryView {
	const params = new URLSearchParams(search);
	const letter = params.get('letter');
	const categoryType = params.get('categoryType');
	const difficulty = params.get('difficulty');
	const q = params.get('q')?.trim() ?? '';
	return {
		letter: letter && letter.length === 1 && /[a-z]/i.test(letter) ? letter.toUpperCase() : null,
		term: params.get('term')?.trim() || null,
		category: params.get('category')?.trim() || null,
		categoryType: (CATEGORY_TYPES as readonly string[]).includes(categoryType ?? '')
			? (categoryType as CategoryType)
			: 'all',
		difficulty: (DIFFICULTY_LEVELS as readonly string[]).includes(difficulty ?? '')
			? (difficulty as Difficulty)
			: null,
		search: q.length >= MIN_QUERY_LENGTH ? q : null,
	};
}

/** The query string for a view (empty values are left out; categoryType only with a category). */
export function searchFromView(view: GlossaryView): string {
	const params = new URLSearchParams();
	if (view.letter) params.set('letter', view.letter);
	if (view.search) params.set('q', view.search);
	if (view.category) {
		params.set('category', view.category);
		if (view.categoryType !== 'all') params.set('categoryType', view.categoryType);
	}
	if (view.difficulty) params.set('difficulty', view.difficulty);
	if (view.term) params.set('term', view.term);
	const text = params.toString();
	return text ? `?${text}` : '';
}

/** Which list the page shows for a view. */
export type ListSource =
	| { kind: 'search'; text: string }
	| { kind: 'letter'; letter: string }
	| { kind: 'filters' }
	| { kind: 'none' };

export function listSource(view: GlossaryView): ListSource {
	if (view.search) return { kind: 'search', text: view.search };
	if (view.letter) return { kind: 'letter', letter: view.letter };
	if (view.category || view.difficulty) return { kind: 'filters' };
	return { kind: 'none' };
}

/** Whether a term summary belongs to a category under a category type (client-side filtering). */
export function inCategory(
	term: Pick<TermSummary, 'categories'>,
	category: string,
	type: CategoryType,
): boolean {
	const wanted = parseCategory(category);
	const same = (a: string, b: string) =>
		a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
	return parseCategories(term.categories).some((ref) => {
		if (type === 'primary') return same(ref.primary, wanted.primary);
		if (wanted.secondary)
			return same(ref.primary, wanted.primary) && same(ref.secondary, wanted.secondary);
		if (type === 'secondary') return same(ref.secondary, wanted.primary);
		return same(ref.primary, wanted.primary) || same(ref.secondary, wanted.primary);
	});
}

/** Applies the active category and difficulty filters to a list. */
export function applyFilters<T extends Pick<TermSummary, 'categories' | 'difficulty_level'>>(
	list: T[],
	view: GlossaryView,
): T[] {
	return list.filter(
		(term) =>
			(!view.category || inCategory(term, view.category, view.categoryType)) &&
			(!view.difficulty || term.difficulty_level === view.difficulty),
	);
}

/**
 * Suggestions whose term (or matched alias) starts with the typed text, ignoring case: the
 * dropdown's client-side filter over what the server returned.
 */
export function filterSuggestions<T extends { term: string; matched_alias?: string }>(
	items: T[],
	typed: string,
): T[] {
	const q = typed.trim().toLowerCase();
	if (q.length < MIN_QUERY_LENGTH) return [];
	return items.filter(
		(item) =>
			item.term.toLowerCase().startsWith(q) || item.matched_alias?.toLowerCase().startsWith(q),
	);
}

/** The result whose name equals the typed text, ignoring case (submitting opens it). */
export function exactMatch<T extends { term: string; aliases?: string }>(
	items: T[],
	typed: string,
): T | undefined {
	const q = typed.trim().toLowerCase();
	return items.find(
		(item) =>
			item.term.toLowerCase() === q ||
			splitList(item.aliases).some((alias) => alias.toLowerCase() === q),
	);
}

/** The text a card shows: the short definition, else the comprehensive one. */
export function cardDefinition(
	term: Pick<TermSummary, 'short_definition' | 'comprehensive_definition'>,
): string {
	return term.short_definition?.trim() || term.comprehensive_definition?.trim() || '';
}
