/**
 * docs/development.md promises writers "add a file, run `npm test`: no code changes needed". This
 * holds it to that: a copy of content/ gets a new article, a new guide with its checkpoint, a new
 * step in a learning path and a new glossary term, written as content/README.md shows (single
 * quotes, references and <Cite> in the article), and every content check runs on the copy
 * (CONTENT_DIR) and passes: the schemas and whole-site checks the build runs
 * (content-files.test.ts), SPEC's fixed content, the guide length, dates, checkpoints and the
 * glossary lint.
 *
 * Not a full build of the copy: that is a minute and a half on a busy 2-core machine, on top of
 * the build `npm test` makes. The build's checks on content are the schemas and the whole-site
 * checks, run here; the build tests and the browser tests take their lists of guides and
 * articles from content/ (tests/helpers/content.ts), so a new file adds to what they check
 * rather than breaking a count.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTENT_DIR } from '../helpers/content.ts';

const ROOT = join(import.meta.dirname, '../..');
let copy: string;

/** A paragraph of plain prose; `n` keeps the paragraphs apart. */
const paragraph = (topic: string, n: number) =>
	`Paragraph ${n} on ${topic}. A vector index stores one embedding for each passage of text, and a query is turned into an embedding by the same model. The index then returns the passages whose embeddings lie nearest to the query, measured by cosine similarity or by the dot product of normalized vectors. Exact search compares the query with every stored vector, which is simple and slow; approximate search visits a small part of the index and accepts that it may miss a close neighbor.`;

const section = (heading: string, paragraphs: number) =>
	`## ${heading}\n\n${Array.from({ length: paragraphs }, (_, i) => paragraph(heading.toLowerCase(), i + 1)).join('\n\n')}\n`;

const GUIDE = `---
title: 'Vector search: finding text by meaning'
description: 'How vector search finds the passages nearest in meaning to a question, and what an approximate index trades for its speed.'
summary: 'How nearest-neighbor search over embeddings works, and when an approximate index is worth it.'
keywords: ['vector search', 'embeddings', 'HNSW', 'cosine similarity']
published: 2026-11-20
changes:
  - date: 2026-11-20
    note: 'Published.'
order: 13
level: intermediate
prerequisites:
  - term: embedding
outcomes:
  - 'Explain what a vector index stores and how a query is answered.'
  - 'Choose between exact and approximate nearest-neighbor search.'
reviewTerms: [embedding, cosine-similarity, vector-database, hnsw]
image: ./images/large-language-models.svg
imageAlt: 'Points in a plane, the nearest to a query circled.'
faq:
  title: 'FAQs [Vector Search]'
  items:
    - question: 'Is vector search the same as keyword search?'
      answer: 'No. Keyword search matches words; vector search matches meaning through embeddings.'
references:
  items:
    - text: 'Malkov, Y. A., and Yashunin, D. A. (2018). Efficient and robust approximate nearest neighbor search using Hierarchical Navigable Small World graphs.'
      url: 'https://arxiv.org/abs/1603.09320'
---

${section('How vector search works', 16)}
Graph indexes such as HNSW are one way to do it <Cite n={1} />.

<Checkpoint section="how-vector-search-works" />

${section('Exact or approximate search', 16)}`;

const ARTICLE = `---
title: 'What is retrieval-augmented generation?'
date: 2026-11-21
changes:
  - date: 2026-11-21
    note: 'Published.'
excerpt: 'How a language model answers from your documents instead of from memory alone.'
description: 'Retrieval-augmented generation, explained: how a model looks up passages before it answers, and where it still goes wrong.'
keywords: ['RAG', 'retrieval-augmented generation']
tags: ['Large language models', 'Search']
image: ./images/ai-agents-101.svg
imageAlt: 'A question, the passages found for it, and the answer.'
references:
  items:
    - text: 'Lewis, P., et al. (2020). Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks. NeurIPS 33.'
      url: 'https://arxiv.org/abs/2005.11401'
---

Retrieval-augmented generation gives a language model passages found for the question before it
answers <Cite n={1} />, so the answer can rest on your documents rather than on what the model
remembers. See [the guide to vector search](/topics/sample-vector-search) for how the passages are
found.
`;

const CHECKPOINT = {
	sections: [
		{
			section: 'how-vector-search-works',
			questions: [
				{
					id: 'what-an-index-returns',
					type: 'choice',
					prompt: 'What does a vector index return for a query?',
					options: [
						{
							text: 'The passages whose embeddings lie nearest to the query',
							correct: true,
							explanation: 'It compares embeddings and returns the nearest passages.',
						},
						{
							text: 'The passages that contain the query word for word',
							explanation: 'That is keyword search; a vector index compares embeddings.',
						},
						{
							text: 'The passages written most recently in the collection',
							explanation: 'Dates play no part: the index compares embeddings.',
						},
					],
				},
				{
					id: 'exact-versus-approximate',
					type: 'recall',
					prompt: 'What does approximate search give up for its speed?',
					answer: 'It visits a small part of the index, so it may miss a close neighbor.',
				},
			],
		},
	],
};

const RELATED = ['hnsw', 'embedding-model', 'approximate-nearest-neighbor-search'];

beforeAll(() => {
	copy = mkdtempSync(join(tmpdir(), 'ai-atlas-content-'));
	cpSync(CONTENT_DIR, copy, { recursive: true });
	writeFileSync(join(copy, 'topics/sample-vector-search.mdx'), GUIDE);
	writeFileSync(join(copy, 'blog/sample-what-is-rag.mdx'), ARTICLE);
	writeFileSync(join(copy, 'checkpoints/sample-vector-search.yaml'), stringify(CHECKPOINT));
	// A new step at the end of a learning path: the guide's first section.
	const pathFile = join(
		copy,
		'paths',
		readdirSync(join(copy, 'paths')).find((f) => f.endsWith('.yaml'))!,
	);
	const path = parse(readFileSync(pathFile, 'utf8')) as { steps: unknown[] };
	path.steps.push({
		guide: 'sample-vector-search',
		section: 'how-vector-search-works',
		why: 'Shows how the passages a model is given are found, by meaning rather than by words.',
	});
	writeFileSync(pathFile, stringify(path));
	// A new glossary term, as the admin screen's export writes one, linked both ways with its
	// related terms as the glossary lint asks.
	for (const slug of RELATED) {
		const file = join(copy, 'glossary/terms', `${slug}.json`);
		const related = JSON.parse(readFileSync(file, 'utf8'));
		related.related_terms.push('sample-vector-index');
		writeFileSync(file, `${JSON.stringify(related, null, 2)}\n`);
	}
	const term = JSON.parse(readFileSync(join(copy, 'glossary/terms/hnsw.json'), 'utf8'));
	writeFileSync(
		join(copy, 'glossary/terms/sample-vector-index.json'),
		`${JSON.stringify(
			{
				...term,
				term: 'Sample Vector Index',
				slug: 'sample-vector-index',
				aliases: [],
				short_definition:
					'A data structure that stores embeddings so that the ones nearest to a query can be found quickly.',
				related_terms: RELATED,
				meta_title: 'Sample Vector Index: What It Stores and Why',
				meta_description:
					'What a vector index is, what it stores, and how it finds the embeddings nearest to a query quickly.',
			},
			null,
			2,
		)}\n`,
	);
});

afterAll(() => {
	if (copy) rmSync(copy, { recursive: true, force: true });
});

test('a new article, guide, path step and term pass the content checks with no code change', () => {
	const files = readdirSync(join(ROOT, 'tests/content'))
		.filter((name) => name.endsWith('.test.ts') && name !== 'sample-content.test.ts')
		.map((name) => `tests/content/${name}`);
	const run = spawnSync(
		process.execPath,
		[
			join(ROOT, 'node_modules/vitest/vitest.mjs'),
			'run',
			'--project',
			'node',
			'--reporter=verbose',
			...files,
		],
		{ cwd: ROOT, env: { ...process.env, CONTENT_DIR: copy, FORCE_COLOR: '0' }, encoding: 'utf8' },
	);
	const output = `${run.stdout}${run.stderr}`;
	expect(run.status, output).toBe(0);
	// The copy was read: the new files are among what was checked.
	expect(output).toContain('content/topics/sample-vector-search.mdx');
	expect(output).toContain('content/blog/sample-what-is-rag.mdx');
}, 240_000);
