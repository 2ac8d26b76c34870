import { describe, expect, test } from 'vitest';
import { HIDDEN } from './cards.ts';
import { hideNames, isPluralName, termCards } from './term-cards.ts';
import { cardLeaks, leaksIn } from './term-card-lint.ts';

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

describe('hideNames: inflections, compounds and code spellings', () => {
	const cases: [string, string[], string][] = [
		['Two vectors are orthogonal.', ['Orthogonality'], `Two vectors are ${HIDDEN}.`],
		['Sales are seasonal.', ['Seasonality'], `Sales are ${HIDDEN}.`],
		['The series is stationary.', ['Stationarity'], `The series is ${HIDDEN}.`],
		['A sycophantic model agrees.', ['Sycophancy'], `A ${HIDDEN} model agrees.`],
		['Height and weight are correlated.', ['Correlation'], `Height and weight are ${HIDDEN}.`],
		['A bagged ensemble.', ['Bagging'], `A ${HIDDEN} ensemble.`],
		['Heights are normally distributed.', ['Normal Distribution'], `Heights are ${HIDDEN}.`],
		['Experts red-team the model.', ['Red Teaming'], `Experts ${HIDDEN} the model.`],
		['It powers ChatGPT.', ['GPT'], `It powers ${HIDDEN}.`],
		['nnU-Net is a framework.', ['U-Net'], `${HIDDEN} is a framework.`],
		['Three sub-ontologies.', ['Ontology'], `Three sub-${HIDDEN}.`],
		['StableDiffusionControlNetPipeline runs.', ['ControlNet'], `${HIDDEN} runs.`],
		['It reports pass@1 and pass@10.', ['pass@k'], `It reports ${HIDDEN} and ${HIDDEN}.`],
		['Adam(learning_rate=0.001)', ['Learning Rate'], `Adam(${HIDDEN}=0.001)`],
		[
			'keras.callbacks.EarlyStopping(patience=5)',
			['Early Stopping'],
			`keras.callbacks.${HIDDEN}(patience=5)`,
		],
		['LabelEncoder() numbers them.', ['Label Encoding'], `${HIDDEN}() numbers them.`],
		['RandomizedSearchCV(model)', ['Random Search'], `${HIDDEN}(model)`],
		['AutoTokenizer.from_pretrained("x")', ['Tokenizer'], `${HIDDEN}.from_pretrained("x")`],
		['Set MAX_LEARNING_RATE and learningRate.', ['Learning Rate'], `Set ${HIDDEN} and ${HIDDEN}.`],
		["Humanity's Last Exam is hard.", ["Humanity's Last Exam"], `${HIDDEN} is hard.`],
		['A* is admissible.', ['A*'], `${HIDDEN} is admissible.`],
	];
	test.each(cases)('%s', (text, names, hidden) => {
		expect(hideNames(text, names)).toBe(hidden);
	});

	test('leaves other words alone: a name is not found inside a word, nor a short word widened', () => {
		expect(hideNames('The organ of a bandit.', ['GAN', 'Bagging'])).toBe('The organ of a bandit.');
		expect(hideNames('A standard deviation.', ['Standardization'])).toBe('A standard deviation.');
		expect(hideNames('A low-rank matrix.', ['Rank'])).toBe(`A low-${HIDDEN} matrix.`);
	});
});

describe('isPluralName', () => {
	test('plural names, from the review (D20)', () => {
		for (const name of [
			'Logits',
			'Guardrails',
			'Scaling Laws',
			'Stop Words',
			'Eigenvalues and Eigenvectors',
			'Type I and Type II Errors',
			'Lagrange Multipliers',
			'Emergent Abilities',
			'Monte Carlo Methods',
			'Eligibility Traces',
			'Datasheets for Datasets',
		])
			expect(isPluralName(name), name).toBe(true);
	});

	test('singular and mass names, including ones that end in s', () => {
		for (const name of [
			'Overfitting',
			'Bias',
			'Focal Loss',
			'Gaussian Process',
			'Principal Component Analysis',
			'Mixture of Experts',
			'Bag of Words',
			'Naive Bayes',
			'AI Ethics',
			'MLOps',
			'Skewness',
			'K-Nearest Neighbors',
			'Calculus',
		])
			expect(isPluralName(name), name).toBe(false);
	});

	test('a plural term asks "What are …?"', () => {
		const logits = { ...overfitting, slug: 'logits', term: 'Logits', aliases: ['Logit'] };
		expect(termCards(logits)[0]!.content.prompt).toBe('What are Logits?');
	});
});

describe('the leak lint', () => {
	test('finds forms the hiding would have to catch', () => {
		expect(leaksIn('Vectors are orthogonal.', ['Orthogonality'])).toEqual(['Orthogonality']);
		expect(leaksIn('Adam(learning_rate=0.001)', ['Learning Rate'])).toEqual(['Learning Rate']);
		expect(leaksIn('It powers ChatGPT.', ['GPT'])).toEqual(['GPT']);
		expect(leaksIn('A bagged ensemble.', ['Bagging'])).toEqual(['Bagging']);
	});

	test("passes hidden names, other words, and another term's name", () => {
		expect(leaksIn(`Vectors are ${HIDDEN}.`, ['Orthogonality'])).toEqual([]);
		expect(leaksIn('An organ.', ['GAN'])).toEqual([]);
		expect(
			leaksIn('A standard deviation of 1.', ['Standardization'], [['standard', 'deviation']]),
		).toEqual([]);
		expect(leaksIn('A standard deviation of 1.', ['Standardization'])).toEqual(['Standardization']);
	});

	test('checks name and example cards, not the definition card', () => {
		const cards = termCards(overfitting);
		expect(cardLeaks(cards, ['Overfitting', 'Overtraining'])).toEqual([]);
		const leaky = cards.map((card) =>
			card.id.endsWith(':example')
				? { ...card, content: { ...card.content, prompt: `${card.content.prompt} It overfits.` } }
				: card,
		);
		expect(cardLeaks(leaky, ['Overfitting'])).toEqual([
			expect.stringMatching(/^term:overfitting:example shows "Overfitting"/),
		]);
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
