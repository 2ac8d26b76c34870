import { describe, expect, test } from 'vitest';
import { listStatus, type ListProgress } from './list-status.ts';

const at = (p: Partial<ListProgress>): ListProgress => ({
	loading: false,
	complete: false,
	failed: false,
	loaded: 0,
	searching: false,
	matches: 0,
	...p,
});

describe('listStatus', () => {
	test('says the terms are loading until the first page arrives', () => {
		expect(listStatus(at({ loading: true }))).toEqual({
			text: 'Loading terms...',
			placeholder: false,
		});
	});

	test('shows the progress while later pages load, with the estimate when there is one', () => {
		expect(listStatus(at({ loaded: 2000, estimate: 100_853 })).text).toBe(
			'Loading terms… 2,000 of ~100,853',
		);
		expect(listStatus(at({ loaded: 2000 })).text).toBe('Loading terms… 2,000 so far');
		// An estimate the list has outgrown says nothing useful.
		expect(listStatus(at({ loaded: 2000, estimate: 1500 })).text).toBe(
			'Loading terms… 2,000 so far',
		);
	});

	test('counts the whole list once it is loaded', () => {
		expect(listStatus(at({ complete: true, loaded: 853 })).text).toBe('853 terms');
		expect(listStatus(at({ complete: true, loaded: 1 })).text).toBe('1 term');
		expect(listStatus(at({ complete: true, loaded: 100_853 })).text).toBe('100,853 terms');
	});

	test('a search says how many terms it keeps, and of what', () => {
		expect(listStatus(at({ complete: true, loaded: 853, searching: true, matches: 1 })).text).toBe(
			'Showing 1 of 853 terms',
		);
		expect(listStatus(at({ loaded: 3000, searching: true, matches: 1200 })).text).toBe(
			'Showing 1,200 of the 3,000 terms loaded so far',
		);
		expect(listStatus(at({ complete: true, loaded: 853, searching: true }))).toEqual({
			text: 'No terms found matching the search',
			placeholder: true,
		});
		expect(listStatus(at({ loaded: 3000, searching: true })).text).toBe(
			'No terms found matching the search among the 3,000 loaded so far',
		);
	});

	test('an empty glossary invites the first term', () => {
		expect(listStatus(at({ complete: true }))).toEqual({
			text: 'No terms found. Add your first term!',
			placeholder: true,
		});
	});

	test('a failure offers to try again, or to load the rest after the pages that arrived', () => {
		expect(listStatus(at({ failed: true }))).toEqual({
			text: "Couldn't load the terms.",
			placeholder: true,
			retry: 'Try again',
		});
		expect(
			listStatus(at({ failed: true, loaded: 2000, estimate: 100_853, searching: true })),
		).toEqual({
			text: "Couldn't load all the terms: 2,000 of ~100,853 loaded.",
			placeholder: false,
			retry: 'Load the rest',
		});
	});
});
