/**
 * Type-level checks that the shapes derived from the term model are what their readers expect.
 * `astro check` (and so `npm test`) type-checks this file: a derived type that drifts fails there.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import type { glossaryApi } from '../api-client.ts';
import type { Difficulty } from './constants.ts';
import { TermFileSchema, TermInputSchema } from './schema.ts';
import type { Term, TermFile, TermInput } from './term-model.ts';
import { FIELD_NAMES } from './term-model.ts';
import {
	SUGGESTION_FIELDS,
	TERM_SUMMARY_FIELDS,
	type Suggestion,
	type TermSummary,
} from './term-summary.ts';

/** One object type for an intersection, so two spellings of the same shape compare equal. */
type Flat<T> = { [K in keyof T]: T[K] };

describe('derived term types', () => {
	test('a summary is the card fields of a term, the long definition optional', () => {
		expectTypeOf<Flat<TermSummary>>().toEqualTypeOf<{
			id: number;
			term: string;
			slug: string;
			aliases: string;
			short_definition: string | null;
			difficulty_level: Difficulty;
			categories: string | null;
			comprehensive_definition?: string;
		}>();
	});

	test('a suggestion is the name fields of a term and the alias it matched', () => {
		expectTypeOf<Flat<Suggestion>>().toEqualTypeOf<{
			id: number;
			term: string;
			slug: string;
			short_definition: string | null;
			matched_alias?: string;
		}>();
	});

	test('the schemas parse to the model types', () => {
		expectTypeOf<z.output<typeof TermInputSchema>>().toEqualTypeOf<TermInput>();
		expectTypeOf<z.output<typeof TermFileSchema>>().toEqualTypeOf<TermFile>();
	});

	test("the API client's writes take the model's input", () => {
		expectTypeOf<Parameters<typeof glossaryApi.create>[0]>().toExtend<TermInput>();
		expectTypeOf<Parameters<typeof glossaryApi.update>[1]>().toExtend<TermInput>();
		expectTypeOf<Record<string, unknown>>().not.toExtend<
			Parameters<typeof glossaryApi.create>[0]
		>();
	});

	test('every summary and suggestion field is a field of the stored term', () => {
		const termKeys: readonly string[] = ['id', ...FIELD_NAMES, 'created_at', 'updated_at'];
		expectTypeOf<(typeof TERM_SUMMARY_FIELDS)[number]>().toExtend<keyof Term>();
		for (const name of [...TERM_SUMMARY_FIELDS, ...SUGGESTION_FIELDS])
			expect(termKeys).toContain(name);
	});
});
