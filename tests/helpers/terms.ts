/**
 * The one term fixture of the test suites: a write's input (`termInput`, parsed by the API's
 * schema), a stored term as the API returns it (`storedTerm`), and a term file (`termFile`), each
 * with overrides for what a test is about.
 */
import type { Term, TermFile, TermInput } from '../../src/lib/glossary/schema.ts';
import { TermInputSchema } from '../../src/lib/glossary/schema.ts';
import { termToFileData } from '../../src/lib/glossary/term-model.ts';
import { compareTermNames } from '../../src/lib/glossary/term-order.ts';

/** A valid write input with overrides. */
export function termInput(overrides: Record<string, unknown> = {}): TermInput {
	return TermInputSchema.parse({
		term: 'Neural Network',
		short_definition: 'A model made of layers of simple connected units that learn from data.',
		comprehensive_definition: 'A neural network is a function built from layers of neurons.',
		difficulty_level: 'beginner',
		categories: 'Deep Learning:Neural Network Basics, Foundations:Core Concepts',
		aliases: 'NN, ANN',
		related_terms: 'backpropagation, activation-function',
		examples: ['An image classifier.'],
		example_sentences: ['The neural network learned to read digits.'],
		...overrides,
	});
}

/** A stored term with overrides; unless given, its slug and definitions follow its name. */
export function storedTerm(overrides: Partial<Term> = {}): Term {
	const term = overrides.term ?? 'Neural Network';
	return {
		id: 1,
		term,
		slug: term.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
		aliases: '',
		short_definition: `${term} short definition.`,
		comprehensive_definition: `${term} comprehensive definition.`,
		pronunciation: null,
		pronunciation_uk_audio: null,
		pronunciation_us_audio: null,
		examples: null,
		example_sentences: null,
		difficulty_level: 'beginner',
		categories: 'Machine Learning:Supervised Learning',
		related_terms: null,
		meta_title: null,
		meta_description: null,
		created_at: '2025-01-01T00:00:00Z',
		updated_at: '2025-01-01T00:00:00Z',
		...overrides,
	};
}

/** A term file (lists as arrays, no version) with overrides. */
export function termFile(overrides: Partial<TermFile> = {}): TermFile {
	return { ...termToFileData({ ...storedTerm(), updated_at: undefined }), ...overrides };
}

/**
 * `count` generated index entries (name and slug) in alphabetical order, spread over the 26
 * letters, with names as long as real ones ("Adaptive gradient 1234"): a glossary of any size
 * for the tests of pages that must not grow with it.
 */
export function manyTerms(count: number): { term: string; slug: string }[] {
	const words = ['adaptive', 'gradient', 'latent', 'sparse', 'token', 'reward', 'kernel'];
	const items = Array.from({ length: count }, (_, i) => {
		const letter = String.fromCharCode(97 + (i % 26));
		const word = words[i % words.length]!;
		const other = words[Math.floor(i / 26) % words.length]!;
		return {
			term: `${letter.toUpperCase()}${word} ${other} ${i}`,
			slug: `${letter}${word}-${other}-${i}`,
		};
	});
	return items.sort(compareTermNames);
}
