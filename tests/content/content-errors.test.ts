/**
 * What a writer reads when a file breaks a content rule: one failing example per message. Each
 * names the file (Astro adds it to a schema error; the checks here write it themselves), the field
 * or the question id, the rule with its limits, and what to write instead. The rules are listed
 * in content/README.md ("The rules the build and tests check").
 *
 * Schema errors are parsed and printed the way Astro's build does (its zod error map and its
 * terminal markup), so a message that Astro would garble fails here.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'astro/zod';
import {
	blogSchema,
	checkpointSchema,
	pathSchema,
	topicSchema,
} from '../../src/collections/schemas.ts';
import { checkPaths, checkGuides } from '../../src/lib/learning/content-check.ts';
// Astro's own error map and message, which the build uses; not exported, so read by path.
import { errorMap } from '../../node_modules/astro/dist/core/errors/zod-error-map.js';
import { InvalidContentEntryDataError } from '../../node_modules/astro/dist/core/errors/errors-data.js';
import { lengthProblem } from '../helpers/guide-length.ts';

const image = () => z.string();

/** A valid guide's front matter, as a writer would copy it from content/README.md. */
const guide = {
	title: 'Vector search',
	description:
		'How vector search finds the passages nearest in meaning to a question, and what an index of embeddings trades for its speed.',
	summary: 'How nearest-neighbour search over embeddings works, and when to use it.',
	keywords: ['vector search', 'embeddings', 'HNSW', 'cosine similarity'],
	published: '2026-11-20',
	changes: [{ date: '2026-11-20', note: 'Published.' }],
	order: 13,
	level: 'intermediate',
	prerequisites: [{ term: 'embedding' }],
	outcomes: ['Explain what a vector index stores.', 'Choose a distance for a task.'],
	reviewTerms: ['embedding', 'cosine-similarity', 'vector-database'],
	image: './images/vector-search.svg',
	imageAlt: 'Points in a plane, the nearest to a query circled.',
};

const article = {
	title: 'What is retrieval-augmented generation?',
	date: '2026-11-20',
	changes: [{ date: '2026-11-20', note: 'Published.' }],
	excerpt: 'How a language model answers from your documents.',
	description:
		'Retrieval-augmented generation, explained: how a model looks up passages before it answers, and where it still goes wrong.',
	keywords: ['RAG'],
	tags: ['Large language models'],
	image: './images/rag.svg',
	imageAlt: 'A question, the passages found for it, and the answer.',
};

/**
 * The build's terminal output for a file that fails its schema: Astro's message, with its markup
 * (`**bold**`) rendered as the terminal shows it, then stripped of colour codes.
 */
async function buildError(
	schema: z.ZodType,
	data: unknown,
	collection: string,
	id: string,
): Promise<string> {
	const parsed = await schema.safeParseAsync(data, { error: errorMap });
	if (parsed.success) return '';
	const markdown = InvalidContentEntryDataError.message(collection, id, parsed.error);
	// Astro's terminal rendering of **bold** (src: astro/dist/core/errors/dev/utils.js), greedy.
	return markdown.replace(/\*\*(.+)\*\*/g, '$1');
}

describe('schema errors state the field, the rule and the fix, without garbled markup', () => {
	test.each([
		[
			'a missing description',
			{ ...guide, description: undefined },
			'description: missing: add it (50–200 characters: the summary search engines show, best at 120–160)',
		],
		[
			'a short description',
			{ ...guide, description: 'Too short.' },
			'description: 50–200 characters: the summary search engines show, best at 120–160 (this one has 10 characters)',
		],
		[
			'a single outcome',
			{ ...guide, outcomes: ['Explain what a vector index stores.'] },
			'outcomes: a list of 2–6: what the reader will be able to do, each starting with a verb (this one has 1)',
		],
		[
			'two key terms',
			{ ...guide, reviewTerms: ['embedding', 'cosine-similarity'] },
			'reviewTerms: a list of 3–20: slugs of the guide’s key glossary terms (this one has 2)',
		],
		[
			'an unknown level',
			{ ...guide, level: 'expert' },
			'level: beginner, intermediate or advanced',
		],
		[
			'an order that is not a whole number',
			{ ...guide, order: 'last' },
			'order: a whole number from 1, the position on /topics',
		],
		[
			'a date that is not one',
			{ ...guide, published: 'next week' },
			'published: the publication date: a date written YYYY-MM-DD, e.g. 2025-04-12',
		],
		[
			'"What changed" out of order',
			{
				...guide,
				changes: [
					{ date: '2026-11-20', note: 'Published.' },
					{ date: '2026-11-28', note: 'A figure corrected.' },
					{ date: '2026-11-24', note: 'A section added.' },
				],
			},
			'changes: "changes" must run oldest first: 2026-11-24 follows 2026-11-28; move the newer entry to the end',
		],
		[
			'"What changed" not starting with the publication',
			{ ...guide, changes: [{ date: '2026-11-21', note: 'Published.' }] },
			`changes: the first "changes" entry (2026-11-21) must be the publication (2026-11-20): start the list with "- date: 2026-11-20" and "note: 'Published.'"`,
		],
	])('guide: %s', async (_, data, message) => {
		const printed = await buildError(topicSchema(image), data, 'topics', 'vector-search');
		expect(printed).toContain('topics → vector-search data does not match collection schema.');
		expect(printed).toContain(`  ${message}`);
		expect(printed).not.toContain('*');
	});

	test('article: tags are the article’s own, one to six', async () => {
		expect(await buildError(blogSchema(image), article, 'blog', 'rag')).toBe('');
		const printed = await buildError(
			blogSchema(image),
			{ ...article, tags: undefined },
			'blog',
			'rag',
		);
		expect(printed).toContain(
			'  tags: missing: add it (a list of 1–6: the article’s tags, shown under it)',
		);
	});

	test('article: references and an FAQ are kept, not dropped', async () => {
		const references = {
			items: [
				{
					text: 'Lewis, P., et al. (2020). Retrieval-Augmented Generation.',
					url: 'https://arxiv.org/abs/2005.11401',
				},
			],
		};
		const parsed = await blogSchema(image).parseAsync({ ...article, references });
		expect(parsed.references?.items).toHaveLength(1);
	});

	test('learning path: too few steps', async () => {
		const path = {
			title: 'Search',
			description:
				'From keywords to embeddings: how search finds what a reader means, step by step, with the guides that explain each part.',
			level: 'beginner',
			order: 6,
			audience: 'Readers who know what an embedding is.',
			outcomes: ['Explain vector search.', 'Build a small index.'],
			steps: [{ guide: 'vector-search', why: 'It is where the path starts, with the idea.' }],
		};
		const printed = await buildError(pathSchema, path, 'paths', 'search');
		expect(printed).toContain('  steps: a path has at least 3 steps');
	});

	const option = (text: string, correct = false) => ({
		text,
		correct,
		explanation: `Because ${text.toLowerCase()} is how it works.`,
	});
	const checkpoint = (options: ReturnType<typeof option>[], id = 'what-cosine-measures') => ({
		sections: [
			{
				section: 'how-vector-search-works',
				questions: [
					{ id, type: 'choice', prompt: 'What does cosine similarity measure?', options },
				],
			},
		],
	});

	test('checkpoint: two right options, named by the question id', async () => {
		const printed = await buildError(
			checkpointSchema,
			checkpoint([option('The angle', true), option('The length', true), option('The sum')]),
			'checkpoints',
			'vector-search',
		);
		expect(printed).toContain(
			`  sections.0.questions.what-cosine-measures.options: 2 options with correct: true; exactly one must have it (keep it on the right answer and say in the others' explanations why they are wrong)`,
		);
	});

	test('checkpoint: an id that is not kebab-case, and a question with two options', async () => {
		const printed = await buildError(
			checkpointSchema,
			checkpoint([option('The angle', true), option('The length')], 'What_Cosine'),
			'checkpoints',
			'vector-search',
		);
		expect(printed).toContain(
			'  sections.0.questions.What_Cosine.id: a question id is lower-case words joined by hyphens, starting with a letter, e.g. what-cosine-measures',
		);
		expect(printed).toContain(
			'  sections.0.questions.What_Cosine.options: a choice question has 3 or 4 options',
		);
	});

	test('checkpoint: an id used twice', async () => {
		const data = checkpoint([option('The angle', true), option('The length'), option('The sum')]);
		data.sections.push({ ...data.sections[0]!, section: 'choosing-a-distance' });
		const printed = await buildError(checkpointSchema, data, 'checkpoints', 'vector-search');
		expect(printed).toContain(
			'  sections: question id "what-cosine-measures" is used twice; ids are unique within the file (rename one: progress is kept by id)',
		);
	});
});

describe('whole-site checks name the file and the field', () => {
	const facts = {
		guideSections: new Map([['vector-search', ['how-vector-search-works']]]),
		articles: new Set(['what-is-rag']),
		terms: new Set(['embedding']),
	};

	test('a path step pointing at nothing', () => {
		expect(
			checkPaths(
				[{ id: 'search', steps: [{ guide: 'vector-serach' }, { article: 'what-is-rag' }] }],
				facts,
			),
		).toEqual([
			'content/paths/search.yaml: steps[0].guide: no guide "vector-serach" in content/topics',
		]);
	});

	test('an unknown prerequisite term', () => {
		expect(
			checkGuides(
				[
					{
						id: 'vector-search',
						prerequisites: [{ term: 'embeddingz' }],
						reviewTerms: ['embedding'],
						placedCheckpoints: [],
					},
				],
				[],
				facts,
			),
		).toEqual([
			'content/topics/vector-search.mdx: prerequisites[0].term: no glossary term "embeddingz" in content/glossary/terms',
		]);
	});

	test('a guide too short to be one', () => {
		expect(lengthProblem('content/topics/vector-search.mdx', 305)).toMatch(
			/^content\/topics\/vector-search\.mdx: 305 words of body text; a guide has 1,800–4,000 .*: add 1495 words/,
		);
	});
});
