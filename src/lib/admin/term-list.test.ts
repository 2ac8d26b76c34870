import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { storedTerm } from '../../../tests/helpers/terms.ts';
import { toTermEntry, type TermEntry } from '../glossary/term-entry.ts';
import { compareTerms, filterTerms } from './list.ts';
import { addTerms, listView, removeTerm, upsertTerm, type TermList } from './term-list.ts';

function entry(id: number, term: string, updated_at = '2025-01-01 00:00:00'): TermEntry {
	return toTermEntry(
		storedTerm({
			id,
			term,
			slug: `slug-${id}`,
			short_definition: `${term} in short.`,
			comprehensive_definition: `${term} at length.`,
			categories: null,
			updated_at,
		}),
	);
}

const names = (list: TermList) => list.entries.map((e) => e.term.term);

describe('addTerms', () => {
	test('keeps the list in natural order whatever order the pages come in', () => {
		// The server's collation puts "Model 10" before "Model 9" and "Élan" after "Zeta".
		let list = addTerms(undefined, [entry(1, 'Model 10'), entry(2, 'Model 11')]);
		list = addTerms(list, [entry(3, 'Model 9'), entry(4, 'zeta')]);
		list = addTerms(list, [entry(5, 'Élan'), entry(6, 'alpha')]);
		expect(names(list)).toEqual(['alpha', 'Élan', 'Model 9', 'Model 10', 'Model 11', 'zeta']);
	});

	test('agrees with sorting everything at once, for any names in any pages', () => {
		const name = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 -]{1,8}$/);
		fc.assert(
			fc.property(fc.array(fc.array(name, { maxLength: 12 }), { maxLength: 8 }), (pages) => {
				let id = 0;
				const all: TermEntry[] = [];
				let list: TermList | undefined;
				for (const page of pages) {
					const terms = page.map((n) => entry(++id, n));
					all.push(...terms);
					list = addTerms(list, terms);
				}
				const expected = [...all].sort(compareTerms).map((t) => t.id);
				expect((list?.entries ?? []).map((e) => e.term.id)).toEqual(expected);
			}),
		);
	});

	test('indexes each entry for the search', () => {
		const list = addTerms(undefined, [entry(1, 'Attention'), entry(2, 'Dropout')]);
		expect(filterTerms(list.entries, 'DROPOUT AT LENGTH').map((t) => t.id)).toEqual([2]);
	});
});

describe('edits while pages load', () => {
	test('a term saved here replaces its earlier version in its new place', () => {
		let list = addTerms(undefined, [entry(1, 'Alpha'), entry(2, 'Beta'), entry(3, 'Gamma')]);
		list = upsertTerm(list, entry(1, 'Delta', '2025-02-01 00:00:00'));
		expect(names(list)).toEqual(['Beta', 'Delta', 'Gamma']);
		list = upsertTerm(list, entry(9, 'Aardvark', '2025-02-01 00:00:00'));
		expect(names(list)).toEqual(['Aardvark', 'Beta', 'Delta', 'Gamma']);
	});

	test('a later page with an older version of a saved term does not bring the old one back', () => {
		let list = addTerms(undefined, [entry(1, 'Alpha')]);
		list = upsertTerm(list, entry(5, 'Omega renamed', '2025-02-01 00:00:00'));
		list = addTerms(list, [entry(4, 'Omega'), entry(5, 'Omega old', '2025-01-01 00:00:00')]);
		expect(names(list)).toEqual(['Alpha', 'Omega', 'Omega renamed']);
	});

	test('a later page with a newer version of a saved term replaces it', () => {
		let list = upsertTerm(undefined, entry(5, 'Mine', '2025-02-01 00:00:00'));
		list = addTerms(list, [entry(5, 'Theirs', '2025-03-01 00:00:00')]);
		expect(names(list)).toEqual(['Theirs']);
	});

	test('a term deleted here never comes back with a later page', () => {
		let list = addTerms(undefined, [entry(1, 'Alpha'), entry(2, 'Beta')]);
		list = removeTerm(list, 2);
		list = removeTerm(list, 7);
		expect(names(list)).toEqual(['Alpha']);
		list = addTerms(list, [entry(2, 'Beta'), entry(7, 'Zeta'), entry(8, 'Omega')]);
		expect(names(list)).toEqual(['Alpha', 'Omega']);
	});

	test('leaves the list it was given unchanged', () => {
		const list = addTerms(undefined, [entry(1, 'Alpha')]);
		upsertTerm(list, entry(2, 'Beta'));
		removeTerm(list, 1);
		addTerms(list, [entry(3, 'Gamma')]);
		expect(names(list)).toEqual(['Alpha']);
		expect(list.savedIds.size + list.deletedIds.size).toBe(0);
	});
});

describe('listView', () => {
	const list = addTerms(undefined, [entry(1, 'Alpha'), entry(2, 'Beta'), entry(3, 'Gamma')]);

	test('reads every term in either direction, or the found ones in the order found', () => {
		const names = (view: ReturnType<typeof listView>) =>
			view.slice(0, view.length).map((t) => t.term);
		expect(names(listView(list.entries, null, 'ascending'))).toEqual(['Alpha', 'Beta', 'Gamma']);
		expect(names(listView(list.entries, null, 'descending'))).toEqual(['Gamma', 'Beta', 'Alpha']);
		const found = [list.entries[2]!.term, list.entries[0]!.term];
		expect(names(listView(list.entries, found, 'descending'))).toEqual(['Gamma', 'Alpha']);
		expect(listView(list.entries, found, 'ascending').length).toBe(2);
	});

	test('finds a term’s position, and slices within bounds', () => {
		const view = listView(list.entries, null, 'descending');
		expect(view.indexOf(1)).toBe(2);
		expect(view.indexOf(9)).toBe(-1);
		expect(view.at(0).term).toBe('Gamma');
		expect(view.slice(2, 10).map((t) => t.term)).toEqual(['Alpha']);
	});
});
