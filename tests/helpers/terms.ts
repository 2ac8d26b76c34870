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
