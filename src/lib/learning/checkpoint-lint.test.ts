import { describe, expect, test } from 'vitest';
import {
	absoluteWords,
	checkpointFigures,
	lintCheckpoints,
	outsideMaterial,
	type LintOption,
	type LintQuestion,
	type LintSection,
} from './checkpoint-lint.ts';
import { guideSections, headingId } from './guide-sections.ts';

const SECTION = 'how-trees-learn';
const SECTION_TEXT =
	'A decision tree asks questions such as `petal length (cm) <= 2.45` about the 150 flowers. Each split lowers the impurity.';
const glossary = [
	{ slug: 'decision-tree', names: ['Decision Tree'] },
	{ slug: 'overfitting', names: ['Overfitting', 'Overtraining'] },
	{ slug: 'generative-adversarial-network', names: ['Generative Adversarial Network', 'GAN'] },
	{ slug: 'weight', names: ['Weight'] },
];
const sources = { sections: new Map([[SECTION, SECTION_TEXT]]), glossary };

/** A choice question with the right option at `right` and the given option texts. */
const choice = (id: string, texts: string[], right: number, extra: Partial<LintOption>[] = []) =>
	({
		id,
		type: 'choice',
		prompt: 'Which is it, in this decision tree?',
		options: texts.map((text, i) => ({
			text,
			correct: i === right,
			explanation: 'No: a placeholder explanation.',
			...extra[i],
		})),
	}) satisfies LintQuestion;

const file = (questions: LintQuestion[]): LintSection[] => [{ section: SECTION, questions }];
const lint = (questions: LintQuestion[]) => lintCheckpoints('trees', file(questions), sources);

/** n questions, the right option strictly longest in `longest` of them, positions rotating. */
function questions(n: number, longest: number): LintQuestion[] {
	return Array.from({ length: n }, (_, i) => {
		const right = i % 4;
		const texts = ['Option one here.', 'Option two here.', 'Option six here.', 'Option ten here.'];
		if (i < longest) texts[right] = 'The clearly longer right option.';
		return choice(`q${i}`, texts, right);
	});
}

describe('length rule', () => {
	test('fails when the right option is strictly longest in more than 35 % of a guide', () => {
		const problems = lint(questions(10, 4));
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/strictly longest in 4 of 10 .*q0, q1, q2, q3/);
	});

	test('a guide with fewer than five choice questions is not judged on shares', () => {
		expect(lint(questions(4, 4))).toEqual([]);
	});

	test('passes at 35 % or less, and a tie for longest does not count', () => {
		expect(lint(questions(20, 7))).toEqual([]);
		const tied = choice('tie', ['Same length A.', 'Same length B.', 'Short.'], 0);
		expect(checkpointFigures(file([tied])).longestCorrect).toBe(0);
	});

	test('counts visible characters: backticks are not seen', () => {
		const q = choice('code', ['`abc`', 'abcd'], 0);
		expect(checkpointFigures(file([q])).longestCorrect).toBe(0);
	});
});

describe('position rule', () => {
	test('fails when the right option sits in one place in more than 40 %', () => {
		const qs = Array.from({ length: 10 }, (_, i) =>
			choice(`p${i}`, ['Alpha one.', 'Beta two.', 'Gamma six.'], i < 5 ? 1 : i % 3 === 0 ? 0 : 2),
		);
		const problems = lint(qs);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/right option is B in 5 of 10 .*50 %/);
	});

	test('passes when no position holds more than 40 %', () => {
		const qs = Array.from({ length: 10 }, (_, i) =>
			choice(`p${i}`, ['Alpha one.', 'Beta two.', 'Gamma six.'], i % 3),
		);
		expect(checkpointFigures(file(qs)).positionMaxShare).toBe(0.4);
		expect(lint(qs)).toEqual([]);
	});
});

describe('absolute words rule', () => {
	test('finds the listed words as whole words, but not "not only"', () => {
		expect(absoluteWords('It always works and can’t fail; it cannot be wrong.')).toEqual([
			'always',
			"can't",
			'cannot',
		]);
		expect(absoluteWords('Not only speed but also cost; overall, the allowance.')).toEqual([]);
		expect(absoluteWords('A decoder-only model.')).toEqual([]);
	});

	test('fails for a wrong option with an absolute word and no reason', () => {
		const q = choice(
			'abs',
			['It always learns the rules.', 'It learns the rules.', 'It guesses.'],
			1,
		);
		const problems = lint([q]);
		expect(problems).toEqual([
			expect.stringMatching(/abs option A uses the absolute word "always"/),
		]);
	});

	test('passes with an `absolute:` reason, or when the absolute is in the right option', () => {
		const reasoned = choice(
			'abs',
			['It always learns the rules.', 'It learns the rules.', 'It guesses.'],
			1,
			[{ absolute: 'The misconception is exactly that learning is guaranteed.' }],
		);
		expect(lint([reasoned])).toEqual([]);
		expect(checkpointFigures(file([reasoned]))).toMatchObject({
			absoluteWords: 1,
			absoluteWordsWithReason: 1,
		});
		const inRight = choice('abs', ['It never stops.', 'It learns the rules.', 'It guesses.'], 0);
		expect(lint([inRight])).toEqual([]);
	});

	test('a reason on an option without an absolute word, or on the right option, is flagged', () => {
		const stale = choice('abs', ['It learns.', 'It guesses.', 'It asks.'], 0, [
			{ absolute: 'The misconception is exactly that.' },
			{ absolute: 'The misconception is exactly that.' },
		]);
		expect(lint([stale])).toEqual([
			expect.stringMatching(/abs option A is the right option/),
			expect.stringMatching(/abs option B has an `absolute:` reason but no absolute word/),
		]);
	});
});

describe('outside-material rule', () => {
	test('flags numbers, code names and glossary terms the section never mentions', () => {
		expect(
			outsideMaterial(
				'Settings such as `max_depth=3`, the 120 training flowers, learning_rate and overfitting.',
				SECTION_TEXT,
				glossary,
			),
		).toEqual(['120', 'max_depth=3', 'learning_rate', 'Overfitting']);
		expect(outsideMaterial('It is not a GAN.', SECTION_TEXT, glossary)).toEqual(['GAN']);
	});

	test('passes what the section holds, in another inflection, and everyday terms', () => {
		expect(
			outsideMaterial(
				'Decision trees ask `petal length (cm) <= 2.45` of 150 flowers and adjust their weights.',
				SECTION_TEXT,
				glossary,
			),
		).toEqual([]);
		// An abbreviation is matched as written: "gan" in "organ" is not the GAN.
		expect(outsideMaterial('An organ of the tree.', SECTION_TEXT, glossary)).toEqual([]);
	});

	test("a prompt's scenario numbers may be used by its options; a worked number by its explanation", () => {
		const q: LintQuestion = {
			id: 'sum',
			type: 'choice',
			prompt: 'A forest has 40 trees with 3 splits each. How many splits in all?',
			options: [
				{ text: 'About 120.', correct: true, explanation: 'Right: 40 × 3 = 120.' },
				{ text: 'About 43.', explanation: 'No: 40 + 3 = 43 adds instead of multiplying.' },
				{ text: 'About 13.', explanation: 'No: a guess.' },
			],
		};
		expect(lint([q])).toEqual([
			expect.stringMatching(/sum option C cites what section "how-trees-learn" never mentions: 13/),
		]);
	});

	test('a year in a prompt is a cited fact, not a scenario', () => {
		const q: LintQuestion = {
			id: 'year',
			type: 'recall',
			prompt: 'What changed for decision trees in 1984?',
			answer: 'CART was published.',
		};
		expect(lint([q])).toEqual([expect.stringMatching(/year prompt cites .*: 1984/)]);
	});

	test('a section the guide does not have is named', () => {
		expect(
			lintCheckpoints('trees', [{ section: 'nowhere', questions: questions(1, 0) }], sources),
		).toEqual([expect.stringMatching(/section "nowhere" is not a ## heading/)]);
	});
});

describe('guide sections', () => {
	test('heading ids follow GitHub: lower case, punctuation dropped, spaces as hyphens', () => {
		expect(headingId('Neurons, weights and biases')).toBe('neurons-weights-and-biases');
		expect(headingId('The `transformer` (2017): attention')).toBe('the-transformer-2017-attention');
	});

	test('an MDX body splits into its ## sections, frontmatter and imports left out', () => {
		const sections = guideSections(
			'---\ntitle: T\n---\nimport X from "y";\nIntro.\n## First part\nOne.\n### Sub\nTwo.\n## Second\nThree.',
		);
		expect([...sections.keys()]).toEqual(['first-part', 'second']);
		expect(sections.get('first-part')).toContain('Two.');
		expect(sections.get('second')).toContain('Three.');
	});
});
