import { describe, expect, test } from 'vitest';
import { planOverwrite } from './merge.ts';
import { storedTerm, termInput } from '../../../tests/helpers/terms.ts';

describe('planOverwrite', () => {
	const base = termInput({ examples: ['An image classifier.'] });

	test("keeps the other editor's change to a field this editor did not touch (review finding 5)", () => {
		const theirs = { ...base, examples: 'An image classifier.\nA spam filter.' };
		const mine = { ...base, short_definition: 'My shorter definition.' };
		const plan = planOverwrite(base, mine, theirs);
		expect(plan.merged.examples).toBe('An image classifier.\nA spam filter.');
		expect(plan.merged.short_definition).toBe('My shorter definition.');
		expect(plan.mine).toEqual(['short_definition']);
		expect(plan.theirs).toEqual(['examples']);
		expect(plan.lost).toEqual([]);
	});

	test('names a field both changed to different values: theirs is the one replaced', () => {
		const theirs = { ...base, short_definition: 'Their definition.', meta_title: 'Theirs' };
		const mine = { ...base, short_definition: 'My definition.' };
		const plan = planOverwrite(base, mine, theirs);
		expect(plan.merged.short_definition).toBe('My definition.');
		expect(plan.merged.meta_title).toBe('Theirs');
		expect(plan.lost).toEqual(['short_definition']);
		expect(plan.theirs).toEqual(['short_definition', 'meta_title']);
	});

	test('the same change made by both is not a loss', () => {
		const both = { ...base, short_definition: 'Agreed.' };
		expect(planOverwrite(base, both, both).lost).toEqual([]);
	});

	test('differences of storage form only (spacing, list commas) are not changes', () => {
		const mine = { ...base, aliases: 'NN,ANN', short_definition: `  ${base.short_definition}  ` };
		const plan = planOverwrite(base, mine, base);
		expect(plan.mine).toEqual([]);
		expect(plan.merged).toEqual(base);
	});

	test('an emptied slug keeps the current one, even when the other save renamed it', () => {
		const theirs = { ...base, slug: 'their-slug' };
		const plan = planOverwrite(base, { ...base, slug: null }, theirs);
		expect(plan.merged.slug).toBe('their-slug');
		expect(plan.lost).toEqual([]);
	});

	test('sends only model fields, never the stored version’s id or dates', () => {
		const theirs = storedTerm({ short_definition: 'Theirs.' });
		const plan = planOverwrite(storedTerm(), storedTerm(), theirs);
		expect(Object.keys(plan.merged)).not.toContain('updated_at');
		expect(Object.keys(plan.merged)).not.toContain('id');
		expect(plan.merged.short_definition).toBe('Theirs.');
	});
});
