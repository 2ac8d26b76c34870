import { describe, expect, test } from 'vitest';
import {
	checkGuides,
	checkPaths,
	placedCheckpoints,
	prerequisiteCycles,
	type SiteFacts,
} from './content-check.ts';

const facts: SiteFacts = {
	guideSections: new Map([
		['neural-networks', ['what-neural-networks-are', 'how-neural-networks-work']],
		['deep-learning', ['limitations']],
	]),
	articles: new Set(['ai-agents-101']),
	terms: new Set(['overfitting', 'underfitting']),
};

describe('checkPaths', () => {
	test('accepts steps that exist', () => {
		expect(
			checkPaths(
				[
					{
						id: 'p',
						steps: [
							{ guide: 'neural-networks' },
							{ guide: 'deep-learning', section: 'limitations' },
							{ article: 'ai-agents-101' },
							{ title: 'Words', terms: ['overfitting', 'underfitting'] },
						],
					},
				],
				facts,
			),
		).toEqual([]);
	});

	test('names the file, the step and what is missing', () => {
		expect(
			checkPaths(
				[
					{
						id: 'p',
						steps: [
							{ guide: 'nope' },
							{ guide: 'deep-learning', section: 'future' },
							{ article: 'gone' },
							{ title: 'Words', terms: ['overfitting', 'made-up'] },
						],
					},
				],
				facts,
			),
		).toEqual([
			'content/paths/p.yaml: steps[0].guide: no guide "nope" in content/topics',
			'content/paths/p.yaml: steps[1].section: "future" is not a ## heading of content/topics/deep-learning.mdx (its sections: limitations)',
			'content/paths/p.yaml: steps[2].article: no article "gone" in content/blog',
			'content/paths/p.yaml: steps[3].terms: no glossary term "made-up" in content/glossary/terms',
		]);
	});

	test('refuses a section of a guide the path also lists whole', () => {
		expect(
			checkPaths(
				[
					{
						id: 'p',
						steps: [{ guide: 'deep-learning' }, { guide: 'deep-learning', section: 'limitations' }],
					},
				],
				facts,
			),
		).toEqual([
			'content/paths/p.yaml: steps[1] is a section of "deep-learning", which the path also lists whole',
		]);
	});
});

describe('checkGuides', () => {
	const guide = {
		id: 'neural-networks',
		prerequisites: [{ guide: 'deep-learning' }, { term: 'overfitting' }],
		reviewTerms: ['overfitting'],
		placedCheckpoints: ['what-neural-networks-are'],
	};

	test('accepts a guide whose prerequisites, terms and checkpoints exist and match', () => {
		expect(
			checkGuides(
				[guide],
				[{ id: 'neural-networks', sections: ['what-neural-networks-are'] }],
				facts,
			),
		).toEqual([]);
	});

	test('a prerequisite that does not exist fails with a clear message', () => {
		expect(
			checkGuides(
				[{ ...guide, prerequisites: [{ guide: 'calculus' }, { term: 'nonsense' }] }],
				[],
				facts,
			),
		).toEqual([
			'content/topics/neural-networks.mdx: prerequisites[0].guide: no guide "calculus" in content/topics',
			'content/topics/neural-networks.mdx: prerequisites[1].term: no glossary term "nonsense" in content/glossary/terms',
			'content/topics/neural-networks.mdx: <Checkpoint section="what-neural-networks-are" /> has no questions in content/checkpoints/neural-networks.yaml and no learning path lists the section',
		]);
	});

	test("a section a path lists ends with a block, where the path's way on shows; it may have no questions", () => {
		expect(checkGuides([guide], [], facts, ['neural-networks#what-neural-networks-are'])).toEqual(
			[],
		);
		expect(checkGuides([guide], [], facts, ['neural-networks#how-neural-networks-work'])).toEqual([
			'content/topics/neural-networks.mdx: <Checkpoint section="what-neural-networks-are" /> has no questions in content/checkpoints/neural-networks.yaml and no learning path lists the section',
			'content/topics/neural-networks.mdx: the section "how-neural-networks-work" is a step of a learning path: end it with <Checkpoint section="how-neural-networks-work" /> (questions optional), where the path\'s way on is shown',
		]);
	});

	test('checkpoint sections must be headings of the guide and placed in it', () => {
		expect(
			checkGuides(
				[guide],
				[
					{
						id: 'neural-networks',
						sections: ['what-neural-networks-are', 'how-neural-networks-work', 'history'],
					},
				],
				facts,
			),
		).toEqual([
			'content/checkpoints/neural-networks.yaml: sections[1] ("how-neural-networks-work") is not placed in the guide: add <Checkpoint section="how-neural-networks-work" /> at the end of that section',
			'content/checkpoints/neural-networks.yaml: sections[2].section: "history" is not a ## heading of content/topics/neural-networks.mdx (its sections: what-neural-networks-are, how-neural-networks-work)',
		]);
	});
});

test('prerequisiteCycles names a cycle once', () => {
	const g = (id: string, needs: string[]) => ({
		id,
		prerequisites: needs.map((guide) => ({ guide })),
		reviewTerms: [],
		placedCheckpoints: [],
	});
	expect(prerequisiteCycles([g('a', ['b']), g('b', ['a']), g('c', ['a'])])).toEqual([
		'guide prerequisites form a cycle: a → b → a',
	]);
	expect(prerequisiteCycles([g('a', ['b']), g('b', [])])).toEqual([]);
});

test('placedCheckpoints reads the blocks of an MDX body in order', () => {
	expect(
		placedCheckpoints(
			'text\n\n<Checkpoint section="a" />\n\n## B\n\n<Checkpoint section=\'b\'/>\n',
		),
	).toEqual(['a', 'b']);
});
