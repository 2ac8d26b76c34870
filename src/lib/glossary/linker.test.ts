import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluate } from 'satteri';
import {
	DEFAULT_MAX_LINKS,
	PageLinker,
	buildTermIndex,
	endsSentence,
	linkSegments,
	normalizeForm,
	splitSegment,
	type GlossaryTermSource,
	type TermIndexOptions,
} from './linker.ts';
import {
	createGlossaryHastPlugin,
	type GlossaryHastPluginOptions,
} from '../../integrations/glossary-linker/hast-plugin.ts';
import { readTermFiles } from '../../server/glossary-seed.ts';
import { linkerSource } from '../../integrations/glossary-linker/index.ts';

const term = (
	slug: string,
	name: string,
	aliases: string[] = [],
	extra: Partial<GlossaryTermSource> = {},
): GlossaryTermSource => ({
	slug,
	term: name,
	aliases,
	short_definition: `Definition of ${name}.`,
	...extra,
});

const TERMS: GlossaryTermSource[] = [
	term('neural-network', 'Neural Network', ['Artificial Neural Network', 'ANN']),
	term('convolutional-neural-network', 'Convolutional Neural Network', ['CNN', 'ConvNet']),
	term('network', 'Network'),
	term('bert', 'BERT', ['Bidirectional Encoder Representations from Transformers']),
	term('retrieval-augmented-generation', 'Retrieval-Augmented Generation', ['RAG']),
	term('generative-adversarial-network', 'Generative Adversarial Network', ['GAN']),
	term('large-language-model', 'Large Language Model', ['LLM']),
	term('language-model', 'Language Model', ['LM']),
	term('ai-agent', 'AI Agent', ['Agent'], {
		comprehensive_definition: 'An agent is software that acts. Each agent has tools.',
	}),
	term('artificial-intelligence', 'Artificial Intelligence', ['AI']),
	term('bias-term', 'Bias'),
	term('probability', 'Probability'),
	term('matrix', 'Matrix', ['Matrices']),
	term('bayes-theorem', "Bayes' Theorem"),
	term('chain-of-thought', 'Chain-of-Thought', ['CoT']),
	term('gpu', 'GPU', ['Graphics Processing Unit']),
	term('exploration-vs-exploitation', 'Exploration vs. Exploitation'),
	term('ci-cd', 'CI/CD for Machine Learning', ['CI/CD']),
	term('claude', 'Claude', [], {
		comprehensive_definition: 'Claude is a family of models. Anthropic released Claude in 2023.',
	}),
	term('adam', 'Adam', [], {
		comprehensive_definition: 'Adam is an optimiser. Most people train with Adam today.',
	}),
	term('perplexity', 'Perplexity', [], {
		comprehensive_definition: 'Perplexity measures surprise; a lower perplexity is better.',
	}),
	term('attention-mechanism', 'Attention Mechanism', ['Attention']),
	term('self-attention', 'Self-Attention'),
	term('model', 'Model'),
	term('dataset', 'Dataset', ['Data Set']),
	term('top-k-sampling', 'Top-k Sampling'),
	term('mean-average-precision', 'Mean Average Precision', ['mAP']),
];

const index = buildTermIndex(TERMS);

/** Links one page of segments and returns `[text, slug]` pairs. */
function links(
	segments: string | string[],
	options: { maxLinks?: number; index?: ReturnType<typeof buildTermIndex> } = {},
) {
	const list = typeof segments === 'string' ? [segments] : segments;
	return linkSegments(list, options.index ?? index, { maxLinks: options.maxLinks }).flatMap((ms) =>
		ms.map((m) => [m.text, m.slug]),
	);
}

describe('normalizeForm', () => {
	it('lower-cases, joins separators with one space and straightens apostrophes', () => {
		expect(normalizeForm('Chain-of-Thought')).toBe('chain of thought');
		expect(normalizeForm('Bayes’ \n Theorem')).toBe("bayes' theorem");
		expect(normalizeForm('  CI/CD  ')).toBe('ci/cd');
	});
});

describe('whole words', () => {
	it('never matches inside a word', () => {
		expect(links('The network tooling and networking stack.')).toEqual([['network', 'network']]);
		expect(links('An organ, a GANglion and GANs.')).toEqual([
			['GANs', 'generative-adversarial-network'],
		]);
		expect(links('Subnetworks are not networks of anything.')).toEqual([['networks', 'network']]);
	});

	it('does not start inside a hyphenated compound but may end before a hyphen or apostrophe', () => {
		expect(links('Multi-network setups.')).toEqual([]);
		expect(links('GPU-accelerated training with BERT’s encoder.')).toEqual([
			['GPU', 'gpu'],
			['BERT', 'bert'],
		]);
	});

	it('reads digits as word characters', () => {
		expect(links('GPU2 and 3GPU are not GPUs.')).toEqual([['GPUs', 'gpu']]);
	});
});

describe('punctuation and separators', () => {
	it('matches across punctuation, line breaks and repeated spaces', () => {
		expect(links('(neural network),')).toEqual([['neural network', 'neural-network']]);
		expect(links('a neural\n  network')).toEqual([['neural\n  network', 'neural-network']]);
		expect(links('a neural-network-based model')).toEqual([['neural-network', 'neural-network']]);
	});

	it('treats a hyphen and a space in a form alike, but not a dash between words', () => {
		expect(links('Use chain of thought here.')).toEqual([['chain of thought', 'chain-of-thought']]);
		expect(links('Use Chain-of-Thought here.')).toEqual([['Chain-of-Thought', 'chain-of-thought']]);
		expect(links('neural – network, neural -- network').map(([, slug]) => slug)).not.toContain(
			'neural-network',
		);
	});

	it('matches curly and straight apostrophes and punctuation inside forms', () => {
		expect(links('By Bayes’ theorem.')).toEqual([['Bayes’ theorem', 'bayes-theorem']]);
		expect(links("By Bayes' theorem.")).toEqual([["Bayes' theorem", 'bayes-theorem']]);
		expect(links('exploration vs. exploitation and CI/CD pipelines')).toEqual([
			['exploration vs. exploitation', 'exploration-vs-exploitation'],
			['CI/CD', 'ci-cd'],
		]);
		expect(links('exploration vs exploitation')).toEqual([]);
	});
});

describe('case', () => {
	it('matches acronyms and mixed-case words exactly', () => {
		expect(links('We fine-tuned Bert, bert and then BERT.')).toEqual([['BERT', 'bert']]);
		expect(links('A rag doll, a Rag and then RAG.')).toEqual([
			['RAG', 'retrieval-augmented-generation'],
		]);
		expect(links('The map is not the mAP.')).toEqual([['mAP', 'mean-average-precision']]);
	});

	it('matches common words in lower case or Title Case, never in capitals', () => {
		expect(links('NEURAL NETWORK. Neural Networks (NNs).')).toEqual([
			['Neural Networks', 'neural-network'],
		]);
		expect(links('Top-K sampling')).toEqual([['Top-K sampling', 'top-k-sampling']]);
	});

	it('matches a one-word common term with a capital only at the start of a sentence', () => {
		expect(links('Agent is the word of the year.')).toEqual([['Agent', 'ai-agent']]);
		expect(links('It ends. “Agent” starts this one.')).toEqual([['Agent', 'ai-agent']]);
		expect(links('The Secret Agent novel, and an agent.')).toEqual([['agent', 'ai-agent']]);
		expect(links('OpenAI and Perplexity offer it. Low perplexity is good.')).toEqual([
			['perplexity', 'perplexity'],
		]);
	});

	it('uses the text before the segment to tell the start of a sentence', () => {
		const page = new PageLinker(index);
		expect(page.link('Agent tools', { before: 'We reviewed the ' })).toEqual([]);
		expect(page.link('Agent tools', { before: 'We reviewed them. ' }).map((m) => m.text)).toEqual([
			'Agent',
		]);
	});

	it('treats a capitalised one-word form as a name when its definitions write it so mid-sentence', () => {
		expect(links('We asked Anthropic’s Claude.')).toEqual([['Claude', 'claude']]);
		expect(links('Covington, Adams and Sargin trained with Adam.')).toEqual([['Adam', 'adam']]);
	});

	it('endsSentence reads closing quotes, brackets and block starts', () => {
		expect(endsSentence('')).toBe(true);
		expect(endsSentence('Done." (')).toBe(true);
		expect(endsSentence('Really?) ')).toBe(true);
		expect(endsSentence('the ')).toBe(false);
		expect(endsSentence('Note: ')).toBe(false);
	});
});

describe('plurals', () => {
	it('accepts regular plurals of multi-letter words', () => {
		expect(links('Two neural networks.')).toEqual([['neural networks', 'neural-network']]);
		expect(links('Learned biases.')).toEqual([['biases', 'bias-term']]);
		expect(links('Class probabilities.')).toEqual([['probabilities', 'probability']]);
		expect(links('CNNs and LLMs.')).toEqual([
			['CNNs', 'convolutional-neural-network'],
			['LLMs', 'large-language-model'],
		]);
	});

	it('takes a lowercase s after an acronym, and irregular plurals only as aliases', () => {
		expect(links('CNNS and CNNes.')).toEqual([]);
		const idx = buildTermIndex([
			term('local-minimum', 'Local Minimum'),
			term('vertex', 'Vertex', ['Vertices']),
		]);
		expect(links('Two local minima, two local minimums.', { index: idx })).toEqual([
			['local minimums', 'local-minimum'],
		]);
		expect(links('The vertices.', { index: idx })).toEqual([['vertices', 'vertex']]);
	});

	it('does not pluralise names or invent plurals', () => {
		expect(links('The Claudes and the Adams.')).toEqual([]);
		expect(links('biass, probabilitys')).toEqual([]);
	});
});

describe('longest match', () => {
	it('prefers the longest overlapping form', () => {
		expect(links('A convolutional neural network.')).toEqual([
			['convolutional neural network', 'convolutional-neural-network'],
		]);
		expect(links('A neural network.')).toEqual([['neural network', 'neural-network']]);
		expect(links('A network.')).toEqual([['network', 'network']]);
		expect(links('A large language model.')).toEqual([
			['large language model', 'large-language-model'],
		]);
	});

	it('falls back to a shorter form when the longer one fails its case rule', () => {
		const idx = buildTermIndex([
			term('deep-learning', 'Deep Learning'),
			term('dlrm', 'Deep Learning Recommendation Model'),
		]);
		expect(links('A deep learning RECOMMENDATION MODEL.', { index: idx })).toEqual([
			['deep learning', 'deep-learning'],
		]);
		expect(links('A deep learning recommendation model.', { index: idx })).toEqual([
			['deep learning recommendation model', 'dlrm'],
		]);
		expect(links('Large Language Models and language models.')).toEqual([
			['Large Language Models', 'large-language-model'],
			['language models', 'language-model'],
		]);
	});

	it('consumes a matched span even when its term is already linked', () => {
		expect(
			links([
				'A convolutional neural network.',
				'Another convolutional neural network, then a neural network.',
			]),
		).toEqual([
			['convolutional neural network', 'convolutional-neural-network'],
			['neural network', 'neural-network'],
		]);
	});
});

describe('once per page and the cap', () => {
	it('links each term once, whichever of its forms comes first', () => {
		expect(
			links(['An artificial neural network (ANN).', 'Neural networks again; ANNs too.']),
		).toEqual([['artificial neural network', 'neural-network']]);
	});

	it('skips terms the page already links by hand', () => {
		const page = new PageLinker(index);
		page.markLinked('neural-network');
		expect(page.link('A neural network and a GAN.').map((m) => m.slug)).toEqual([
			'generative-adversarial-network',
		]);
		expect(page.count).toBe(1);
	});

	it('stops at the cap, across segments', () => {
		const text = ['BERT, RAG and GANs.', 'LLMs, CNNs and GPUs.'];
		expect(links(text, { maxLinks: 4 }).map(([, slug]) => slug)).toEqual([
			'bert',
			'retrieval-augmented-generation',
			'generative-adversarial-network',
			'large-language-model',
		]);
		const page = new PageLinker(index, { maxLinks: 2 });
		page.link(text[0]!);
		expect(page.full).toBe(true);
		expect(page.link(text[1]!)).toEqual([]);
		expect(DEFAULT_MAX_LINKS).toBe(25);
	});

	it('leaves a term found past a segment limit for its next occurrence', () => {
		const page = new PageLinker(index);
		expect(page.link('BERT, RAG and GANs.', { limit: 2 }).map((m) => m.text)).toEqual([
			'BERT',
			'RAG',
		]);
		expect(page.link('More GANs.').map((m) => m.text)).toEqual(['GANs']);
	});
});

describe('stop list, minimum length and block phrases', () => {
	it('never links stop words or forms under three characters', () => {
		expect(links('AI, data, a model and an LM.')).toEqual([]);
		expect(links('The dataset (or data set).')).toEqual([['dataset', 'dataset']]);
	});

	it('removes only the stopped form: the term still links by its other forms', () => {
		expect(links('Pay attention: the attention mechanism.')).toEqual([
			['attention mechanism', 'attention-mechanism'],
		]);
		expect(links('Self-attention layers.')).toEqual([['Self-attention', 'self-attention']]);
	});

	it('consumes block phrases without linking', () => {
		const open: TermIndexOptions = { stopWords: [] };
		const idx = buildTermIndex(TERMS, open);
		expect(links('Pay attention now; attention is all you need.', { index: idx })).toEqual([
			['attention', 'attention-mechanism'],
		]);
		expect(links('Claude Shannon founded information theory. Claude writes code.')).toEqual([
			['Claude', 'claude'],
		]);
		expect(links('Perplexity is a product. Its perplexity is low.')).toEqual([
			['perplexity', 'perplexity'],
		]);
	});

	it('reports forms claimed by two terms and links the one whose name it is', () => {
		const idx = buildTermIndex([
			term('transformer', 'Transformer'),
			term('transformer-model', 'Transformer Model', ['Transformer']),
		]);
		expect(idx.conflicts).toEqual([
			{ form: 'transformer', slug: 'transformer', ignored: ['transformer-model'] },
		]);
		expect(links('A transformer.', { index: idx })).toEqual([['transformer', 'transformer']]);
	});

	it('skips records without a slug, name or definition', () => {
		const idx = buildTermIndex([
			{ slug: '', term: 'X', short_definition: 'x' },
			{ slug: 'y', term: 'Yolo', short_definition: ' ' },
		]);
		expect(idx.size).toBe(0);
	});
});

describe('properties', () => {
	const words = fc.constantFrom(
		'neural',
		'network',
		'networks',
		'BERT',
		'RAG',
		'agent',
		'Agent',
		'the',
		'a',
		'CNNs',
		'convolutional',
		'AI',
		'data',
		'.',
		',',
		' ',
		'-',
		'\n',
		'GANs',
		'Claude',
	);
	const page = fc.array(
		fc.array(words, { maxLength: 30 }).map((ws) => ws.join(' ')),
		{ maxLength: 8 },
	);

	it('splitting a segment by its matches gives the text back, and matches never overlap', () => {
		fc.assert(
			fc.property(page, fc.integer({ min: 0, max: 30 }), (segments, maxLinks) => {
				const result = linkSegments(segments, index, { maxLinks });
				const slugs = result.flat().map((m) => m.slug);
				expect(new Set(slugs).size).toBe(slugs.length);
				expect(slugs.length).toBeLessThanOrEqual(maxLinks);
				segments.forEach((text, i) => {
					const ms = result[i]!;
					let last = 0;
					for (const m of ms) {
						expect(m.start).toBeGreaterThanOrEqual(last);
						expect(text.slice(m.start, m.end)).toBe(m.text);
						last = m.end;
					}
					const joined = splitSegment(text, ms)
						.map((p) => (typeof p === 'string' ? p : p.text))
						.join('');
					expect(joined).toBe(text);
				});
			}),
		);
	});
});

/* --- The Sätteri plugin on MDX --- */

const components = {
	Callout: ({ children }: { children?: ReactNode }) =>
		createElement('aside', { className: 'callout' }, children),
	Cite: ({ n }: { n: number }) =>
		createElement(
			'sup',
			{ className: 'cite' },
			createElement('a', { href: `#citation-${n}` }, `[${n}]`),
		),
	Figure: ({ caption }: { caption?: string }) =>
		createElement('figure', null, caption ? createElement('figcaption', null, caption) : null),
	NoGlossary: ({ children }: { children?: ReactNode }) =>
		createElement('span', { 'data-no-glossary': '' }, children),
	Widget: ({ label }: { label: string }) => createElement('button', null, label),
};

async function renderMdx(
	source: string,
	frontmatter: Record<string, unknown> = {},
	options: GlossaryHastPluginOptions = {},
) {
	const plugin = createGlossaryHastPlugin(index, { include: () => true, ...options });
	const mod = (await evaluate(source, {
		...(jsxRuntime as unknown as { Fragment: unknown; jsx: never; jsxs: never }),
		hastPlugins: [plugin],
		data: {
			astro: {
				frontmatter,
				headings: [],
				localImagePaths: new Set<string>(),
				remoteImagePaths: new Set<string>(),
			},
		},
	})) as { default: (props: { components: typeof components }) => ReactNode };
	return renderToStaticMarkup(createElement(mod.default, { components }));
}

/** The glossary links in rendered HTML: link text and slug. */
function htmlLinks(html: string): [string, string][] {
	return [
		...html.matchAll(/<a href="\/glossary\/([^"]+)" class="glossary-link"[^>]*>([^<]*)<\/a>/g),
	].map((m) => [m[2]!, m[1]!]);
}

describe('glossary hast plugin on MDX', () => {
	it('renders the link, the tooltip and the description reference', async () => {
		const html = await renderMdx('A neural network and BERT.');
		expect(html).toBe(
			'<p>A <span class="glossary-term"><a href="/glossary/neural-network" class="glossary-link" aria-describedby="gl-1">neural network</a>' +
				'<span role="tooltip" id="gl-1" class="glossary-tip">Definition of Neural Network.</span></span> and ' +
				'<span class="glossary-term"><a href="/glossary/bert" class="glossary-link" aria-describedby="gl-2">BERT</a>' +
				'<span role="tooltip" id="gl-2" class="glossary-tip">Definition of BERT.</span></span>.</p>',
		);
	});

	it('never links inside headings, links, code, citations, figures or NoGlossary, and links the next occurrence instead', async () => {
		const html = await renderMdx(
			[
				'# A neural network heading',
				'',
				'## BERT and RAG',
				'',
				'See [the neural network page](/somewhere), `BERT` in code, <kbd>RAG</kbd> and <NoGlossary>GANs</NoGlossary>.',
				'',
				'<span data-no-glossary>CNNs here</span> and <Cite n={1} /> <Figure caption="LLMs in a caption" />',
				'',
				'```python',
				'# a neural network in code',
				'model = BERT()',
				'```',
				'',
				'Finally a neural network, BERT and RAG.',
				'',
				'Then GANs, CNNs and LLMs.',
			].join('\n'),
		);
		expect(htmlLinks(html)).toEqual([
			['neural network', 'neural-network'],
			['BERT', 'bert'],
			['RAG', 'retrieval-augmented-generation'],
			['GANs', 'generative-adversarial-network'],
			['CNNs', 'convolutional-neural-network'],
			['LLMs', 'large-language-model'],
		]);
		expect(html).toContain('<h1>A neural network heading</h1>');
		expect(html).toContain('<code>BERT</code>');
		expect(html).toContain('<span data-no-glossary="">GANs</span>');
		expect(html).toContain('<figcaption>LLMs in a caption</figcaption>');
	});

	it('links inside Callout but not inside other components', async () => {
		const html = await renderMdx(
			'<Callout>\nA neural network.\n</Callout>\n\n<Widget label="BERT">BERT</Widget>',
		);
		expect(htmlLinks(html)).toEqual([['neural network', 'neural-network']]);
	});

	it('links emphasis and list items, and tells sentence starts across inline markup', async () => {
		const html = await renderMdx(
			'- **Agent** tools\n- The Secret **Agent** and a *neural network*',
		);
		expect(htmlLinks(html)).toEqual([
			['Agent', 'ai-agent'],
			['neural network', 'neural-network'],
		]);
	});

	it('respects a hand-written glossary link', async () => {
		const html = await renderMdx('The [BERT](/glossary?term=bert) model; BERT again and RAG.');
		expect(htmlLinks(html)).toEqual([['RAG', 'retrieval-augmented-generation']]);
		const toPage = await renderMdx('The [BERT](/glossary/bert) model; BERT again and RAG.');
		expect(htmlLinks(toPage)).toEqual([['RAG', 'retrieval-augmented-generation']]);
	});

	it('turns off with glossaryLinks: false in the frontmatter', async () => {
		const html = await renderMdx('A neural network and BERT.', { glossaryLinks: false });
		expect(htmlLinks(html)).toEqual([]);
		expect(html).toBe('<p>A neural network and BERT.</p>');
	});

	it('links at most three terms per paragraph and numbers tooltips per page', async () => {
		const html = await renderMdx('BERT, RAG, GANs and CNNs.\n\nLLMs and CNNs.');
		expect(htmlLinks(html).map(([t]) => t)).toEqual(['BERT', 'RAG', 'GANs', 'LLMs', 'CNNs']);
		expect([...html.matchAll(/id="(gl-\d+)"/g)].map((m) => m[1])).toEqual([
			'gl-1',
			'gl-2',
			'gl-3',
			'gl-4',
			'gl-5',
		]);
	});

	it('applies the page cap', async () => {
		const html = await renderMdx('BERT and RAG.\n\nGANs and CNNs.', {}, { maxLinks: 3 });
		expect(htmlLinks(html).map(([t]) => t)).toEqual(['BERT', 'RAG', 'GANs']);
	});

	it('leaves documents outside the include filter alone', async () => {
		const plugin = createGlossaryHastPlugin(index);
		const factoryCtx = {
			fileURL: new URL('file:///site/src/pages/about.mdx'),
			sourceFormat: 'mdx',
			source: '',
			data: {},
		} as const;
		expect(plugin(factoryCtx)).toBeNull();
		expect(
			plugin({ ...factoryCtx, fileURL: new URL('file:///site/content/topics/edge-ai.mdx') }),
		).not.toBeNull();
		expect(plugin({ ...factoryCtx, fileURL: undefined })).toBeNull();
	});
});

describe('the real glossary', () => {
	it('loads every term file and links a core term', () => {
		// (The glossary data test checks every file; this only checks that the linker can use them.)
		const terms = readTermFiles().terms.map(linkerSource);
		expect(terms.length).toBeGreaterThan(100);
		const real = buildTermIndex(terms);
		expect(
			linkSegments(['Neural networks and RAG.'], real)
				.flat()
				.map((m) => m.slug),
		).toEqual(['neural-network', 'retrieval-augmented-generation']);
	});
});
