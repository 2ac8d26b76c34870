/**
 * Golden queries: what the header's search dialog lists first for queries readers type, names,
 * aliases and misspellings of terms included. Pages come from the index the last build wrote
 * (dist/search-index; npm test builds first), terms from the glossary API's real function over a
 * real libSQL database seeded with content/glossary/terms; both are merged as the dialog merges
 * them (src/lib/site-search/combined-search.ts). A change that moves one of these answers is a
 * change in what readers find: update the expectation only on purpose.
 */
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchEverything } from '../../src/lib/site-search/combined-search.ts';
import type { SiteSearch } from '../../src/lib/site-search/engine.ts';
import { groupByType, resultTargets } from '../../src/lib/site-search/results.ts';
import { setDb } from '../../src/server/db.ts';
import { seedIfEmpty } from '../../src/server/glossary-seed.ts';
import { createTestDb } from '../helpers/db.ts';
import { apiTerms, builtIndex } from '../helpers/site-search.ts';

interface Golden {
	query: string;
	/** What Enter opens: the first result shown. */
	first: string;
	/** Also listed among the first results of the first batch (pages or their sections), in this order. */
	then?: string[];
}

const GOLDEN: Golden[] = [
	// Terms by name.
	{
		query: 'machine learning',
		first: '/glossary/machine-learning',
		then: ['/topics/machine-learning-fundamentals'],
	},
	{ query: 'transformer', first: '/glossary/transformer' },
	{
		query: 'gradient descent',
		first: '/glossary/gradient-descent',
		then: ['/topics/neural-networks#gradient-descent'],
	},
	{ query: 'quantization', first: '/glossary/quantization' },
	{ query: 'reinforcement learning', first: '/glossary/reinforcement-learning' },
	{
		query: 'computer vision',
		first: '/glossary/computer-vision',
		then: ['/topics/computer-vision'],
	},
	{
		query: 'neural networks',
		first: '/glossary/neural-network',
		then: ['/topics/neural-networks'],
	},
	{
		query: 'convolutional neural network',
		first: '/glossary/convolutional-neural-network',
		then: ['/topics/neural-networks#convolutional-neural-networks-cnns'],
	},
	{
		query: 'large language model',
		first: '/glossary/large-language-model',
		then: ['/topics/large-language-models'],
	},
	{
		query: 'self-attention',
		first: '/glossary/self-attention',
		then: ['/topics/transformer-models-nlp#self-attention-step-by-step'],
	},
	{
		query: 'hallucination',
		first: '/glossary/hallucination',
		then: ['/topics/natural-language-processing#hallucination'],
	},
	{ query: 'prompt engineering', first: '/glossary/prompt-engineering' },
	{ query: 'responsible AI', first: '/glossary/responsible-ai', then: ['/learn/responsible-ai'] },
	// Questions name their term.
	{
		query: 'what is overfitting',
		first: '/glossary/overfitting',
		then: ['/topics/machine-learning-fundamentals#overfitting-and-underfitting'],
	},
	{ query: 'what is a transformer', first: '/glossary/transformer' },
	// Terms by alias.
	{ query: 'ai', first: '/glossary/artificial-intelligence' },
	{ query: 'RAG', first: '/glossary/retrieval-augmented-generation' },
	{ query: 'CNN', first: '/glossary/convolutional-neural-network' },
	{ query: 'LLM', first: '/glossary/large-language-model' },
	{
		query: 'RLHF',
		first: '/glossary/reinforcement-learning-from-human-feedback',
		then: ['/topics/large-language-models#learning-from-preferences-rlhf-and-dpo'],
	},
	{
		query: 'GAN',
		first: '/glossary/generative-adversarial-network',
		then: ['/topics/deep-learning#generative-adversarial-networks-gans'],
	},
	{
		query: 'backprop',
		first: '/glossary/backpropagation',
		then: ['/topics/neural-networks#backpropagation'],
	},
	// Misspelt terms.
	{ query: 'trnasformer', first: '/glossary/transformer' },
	{ query: 'overfiting', first: '/glossary/overfitting' },
	{ query: 'embedings', first: '/glossary/embedding' },
	// Guide sections by their heading.
	{
		query: 'attention heads',
		first: '/glossary/attention-head',
		then: ['/topics/transformer-models-nlp#multi-head-attention'],
	},
	{ query: 'edge devices', first: '/topics/edge-ai' },
	// Articles, learning paths and info pages.
	{ query: 'Ghibli', first: '/blog/ghibli-ai-art-reimagined-worlds' },
	{ query: 'ai from zero', first: '/learn/ai-from-zero' },
	{ query: 'contact', first: '/contact' },
	{ query: 'privacy policy', first: '/privacy-policy' },
];

let db: Client;
let cleanup: () => void;
let pages: SiteSearch;
beforeAll(async () => {
	({ db, cleanup } = await createTestDb());
	await seedIfEmpty(db);
	setDb(db);
	({ pages } = await builtIndex());
});
afterAll(() => {
	setDb(undefined);
	cleanup();
});

describe('golden queries of the site search', () => {
	test.each(GOLDEN)('"$query" lists $first first', async ({ query, first, then = [] }) => {
		const batch = await searchEverything(query, pages, apiTerms());
		expect(batch.termsUnavailable).toBe(false);
		const shown = resultTargets(groupByType(batch.results)).map((target) => target.url);
		expect(shown[0]).toBe(first);
		const positions = then.map((url) => shown.indexOf(url));
		expect(
			positions.every((position) => position > 0),
			`${then} in ${shown}`,
		).toBe(true);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
	});
});
