import { describe, expect, test } from 'vitest';
import { HIDDEN, hideNames, termCards } from './term-cards.ts';

const overfitting = {
	slug: 'overfitting',
	term: 'Overfitting',
	aliases: ['Overtraining'],
	short_definition:
		'When a model learns the training data too well, including its noise and quirks, so it performs well on training examples but poorly on new data.',
	examples: [
		'A decision tree grown without depth limits overfits: it reaches 100% training accuracy while its test accuracy is much lower.',
	],
};

describe('hideNames', () => {
	test('hides the name, its aliases and words built on them, whatever the case', () => {
		expect(
			hideNames('Overfitting and overtraining: a model that overfits.', [
				'Overfitting',
				'Overtraining',
			]),
		).toBe(`${HIDDEN} and ${HIDDEN}: a model that ${HIDDEN}.`);
	});

	test('hides multi-word names before their parts, and leaves other words alone', () => {
		expect(
			hideNames('Gradient descent follows the gradient.', ['Gradient Descent', 'Gradient']),
		).toBe(`${HIDDEN} follows the ${HIDDEN}.`);
		expect(hideNames('A transformer transforms.', ['GAN'])).toBe('A transformer transforms.');
	});

	test('does not hide a name inside another word', () => {
		expect(hideNames('The organ is not a GAN.', ['GAN'])).toBe(`The organ is not a ${HIDDEN}.`);
	});
});

describe('termCards', () => {
	test('a term gives a definition card, a name card and an example card, each linking to its page', () => {
		const cards = termCards(overfitting);
		expect(cards.map((c) => c.id)).toEqual([
			'term:overfitting:definition',
			'term:overfitting:name',
			'term:overfitting:example',
		]);
		expect(cards[0]!.content).toMatchObject({
			prompt: 'What is Overfitting?',
			answer: overfitting.short_definition,
			href: '/glossary/overfitting',
			label: 'Overfitting',
		});
		expect(cards[1]!.content.answer).toBe('Overfitting');
		expect(cards[2]!.content.prompt).toContain(`without depth limits ${HIDDEN}:`);
		for (const card of cards.slice(1))
			expect(card.content.prompt.toLowerCase()).not.toContain('overfit');
	});

	test('the version changes with the text, the ids do not', () => {
		const before = termCards(overfitting);
		const after = termCards({
			...overfitting,
			short_definition: `${overfitting.short_definition} Edited.`,
		});
		expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
		expect(after[0]!.content.version).not.toBe(before[0]!.content.version);
	});

	test('a term without a short definition gives no cards; one without examples no example card', () => {
		expect(termCards({ ...overfitting, short_definition: null })).toEqual([]);
		expect(termCards({ ...overfitting, examples: [] }).map((c) => c.id)).toEqual([
			'term:overfitting:definition',
			'term:overfitting:name',
		]);
	});
});
