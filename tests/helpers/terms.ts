import type { TermInput } from '../../src/lib/glossary/schema.ts';
import { TermInputSchema } from '../../src/lib/glossary/schema.ts';

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
	return items.sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}
