import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import { createTerm } from '../../src/server/glossary-repo.ts';
import { createTestDb } from './db.ts';
import { termInput } from './terms.ts';

/** The admin token the glossary function tests write with. */
export const TOKEN = 'test-admin-token-0123456789';

/** Four terms covering letters, aliases, difficulties, categories (one legacy) and audio. */
export async function seedFixture(client: Client) {
	await createTerm(client, termInput());
	await createTerm(
		client,
		termInput({
			term: 'Backpropagation',
			aliases: 'Backprop',
			short_definition:
				'The algorithm that computes gradients of the loss with respect to every weight.',
			comprehensive_definition:
				'Backpropagation applies the chain rule layer by layer, from the output back to the input.',
			difficulty_level: 'intermediate',
			categories: 'Deep Learning:Optimization, Mathematics:Calculus',
			related_terms: 'neural-network, gradient-descent',
			pronunciation_us_audio: 'https://example.org/audio/backprop-us.mp3',
		}),
	);
	await createTerm(
		client,
		termInput({
			term: 'Gradient Descent',
			aliases: '',
			short_definition: null,
			comprehensive_definition:
				'Gradient descent repeatedly moves parameters a small step against the gradient of the loss.',
			difficulty_level: 'beginner',
			categories: 'Mathematics:Optimization Theory, Legacy Topic',
			related_terms: 'backpropagation',
			pronunciation_uk_audio: 'https://example.org/audio/gd-uk.mp3',
		}),
	);
	await createTerm(
		client,
		termInput({
			term: 'Zero-Shot Learning',
			aliases: 'ZSL',
			short_definition: 'Doing a task without any task-specific training examples.',
			comprehensive_definition:
				'In zero-shot learning a model handles classes or tasks it never saw labelled examples of.',
			difficulty_level: 'advanced',
			categories: 'Large Language Models:Prompting',
			related_terms: '',
		}),
	);
}

/**
 * For the glossary function tests: the admin token set for the file, and before each test a fresh
 * database holding the four fixture terms, handed to `use` and put in use by the functions.
 */
export function useSeededGlossary(use: (db: Client) => void): void {
	let cleanup: (() => void) | undefined;
	beforeAll(() => {
		process.env.ADMIN_TOKEN = TOKEN;
	});
	afterAll(() => {
		delete process.env.ADMIN_TOKEN;
		cleanup?.();
	});
	beforeEach(async () => {
		cleanup?.();
		const made = await createTestDb();
		cleanup = made.cleanup;
		use(made.db);
		setDb(made.db);
		await seedFixture(made.db);
		return () => {
			setDb(undefined);
		};
	});
}
