/**
 * Rule 9 of linker.ts: a page's key terms (a guide's `reviewTerms`) are linked first, and match
 * through their stop-listed forms. The other rules are tested in linker.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { evaluate } from 'satteri';
import {
	PageLinker,
	buildTermIndex,
	linkPage,
	linkSegments,
	splitSegment,
	type GlossaryTermSource,
	type LinkPageOptions,
	type PageSegment,
} from './linker.ts';
import {
	createGlossaryHastPlugin,
	type GlossaryHastPluginOptions,
} from '../../integrations/glossary-linker/hast-plugin.ts';

const term = (slug: string, name: string, aliases: string[] = []): GlossaryTermSource => ({
	slug,
	term: name,
	aliases,
	short_definition: `Definition of ${name}.`,
});

const index = buildTermIndex(
	[
		term('neural-network', 'Neural Network'),
		term('convolutional-neural-network', 'Convolutional Neural Network', ['CNN']),
		term('bert', 'BERT'),
		term('retrieval-augmented-generation', 'Retrieval-Augmented Generation', ['RAG']),
		term('model', 'Model'),
		term('temperature', 'Temperature', ['Sampling Temperature']),
		term('policy', 'Policy'),
	],
	{ stopWords: ['model', 'temperature', 'policy'], blockPhrases: ['policy makers'] },
);

/** Links a page and returns, per segment, `[text, slug]` pairs. */
function page(segments: (string | PageSegment)[], options: LinkPageOptions = {}) {
	return linkPage(
		segments.map((s) => (typeof s === 'string' ? { text: s } : s)),
		index,
		options,
	).map((ms) => ms.map((m) => [m.text, m.slug]));
}

describe('linkPage without key terms', () => {
	it('links like one reading of the page', () => {
		const segments = ['BERT and a neural network.', 'RAG, BERT and CNNs.'];
		const once = linkSegments(segments, index, { maxLinks: 3 });
		expect(
			linkPage(
				segments.map((text) => ({ text })),
				index,
				{ maxLinks: 3 },
			),
		).toEqual(once);
	});

	it('caps the links of a block across its segments', () => {
		expect(
			page(
				[
					{ text: 'BERT and ', block: 1 },
					{ text: 'RAG.', block: 1 },
					{ text: 'RAG and CNNs.', block: 2 },
				],
				{ maxLinksPerBlock: 1 },
			),
		).toEqual([[['BERT', 'bert']], [], [['RAG', 'retrieval-augmented-generation']]]);
	});
});

describe('key terms first', () => {
	it('links a key term even when everyday terms before it have spent the budget', () => {
		const segments = ['BERT and RAG.', 'A convolutional network, then a neural network.'];
		expect(page(segments, { maxLinks: 2 })).toEqual([
			[
				['BERT', 'bert'],
				['RAG', 'retrieval-augmented-generation'],
			],
			[],
		]);
		expect(page(segments, { maxLinks: 2, keyTerms: ['neural-network'] })).toEqual([
			[['BERT', 'bert']],
			[['neural network', 'neural-network']],
		]);
	});

	it('links each key term at its first mention, and fills the rest in page order', () => {
		expect(
			page(['A neural network and BERT.', 'RAG and another neural network.'], {
				keyTerms: ['neural-network', 'retrieval-augmented-generation'],
			}),
		).toEqual([
			[
				['neural network', 'neural-network'],
				['BERT', 'bert'],
			],
			[['RAG', 'retrieval-augmented-generation']],
		]);
	});

	it('returns the matches of a segment in text order, without overlaps', () => {
		const text = 'BERT, a neural network and RAG, then CNNs.';
		const [matches] = linkPage([{ text }], index, { keyTerms: ['retrieval-augmented-generation'] });
		expect(matches!.map((m) => m.text)).toEqual(['BERT', 'neural network', 'RAG', 'CNNs']);
		for (let k = 1; k < matches!.length; k++)
			expect(matches![k]!.start).toBeGreaterThanOrEqual(matches![k - 1]!.end);
		expect(
			splitSegment(text, matches!)
				.map((part) => (typeof part === 'string' ? part : part.text))
				.join(''),
		).toBe(text);
	});

	it('keeps the per-block cap: key terms take their places first, the others what is left', () => {
		expect(
			page(['BERT, RAG and a neural network.', 'A neural network.'], {
				maxLinksPerBlock: 2,
				keyTerms: ['neural-network'],
			}),
		).toEqual([
			[
				['BERT', 'bert'],
				['neural network', 'neural-network'],
			],
			[],
		]);
		// A key term past the cap of its block waits for its next mention.
		expect(
			page(['CNNs, BERT and a neural network.', 'A neural network.'], {
				maxLinksPerBlock: 2,
				keyTerms: ['convolutional-neural-network', 'bert', 'neural-network'],
			}),
		).toEqual([
			[
				['CNNs', 'convolutional-neural-network'],
				['BERT', 'bert'],
			],
			[['neural network', 'neural-network']],
		]);
	});

	it('lets a longer term consume a key term it contains (the longest match still wins)', () => {
		expect(
			page(['A convolutional neural network.', 'A neural network.'], {
				keyTerms: ['neural-network'],
			}),
		).toEqual([
			[['convolutional neural network', 'convolutional-neural-network']],
			[['neural network', 'neural-network']],
		]);
	});

	it('leaves a key term the page links by hand alone, and the budget to the others', () => {
		expect(
			page(['A neural network and BERT.'], {
				maxLinks: 1,
				keyTerms: ['neural-network'],
				handLinked: ['neural-network'],
			}),
		).toEqual([[['BERT', 'bert']]]);
	});

	it('never links more than the page allows, key terms included (in page order)', () => {
		expect(
			page(['BERT and RAG.', 'A neural network and CNNs.'], {
				maxLinks: 2,
				keyTerms: ['neural-network', 'convolutional-neural-network', 'bert'],
			}).flat(),
		).toEqual([
			['BERT', 'bert'],
			['neural network', 'neural-network'],
		]);
	});
});

describe('stop-listed forms of key terms', () => {
	it('link on a page whose key terms include them, and nowhere else', () => {
		const text = 'Raise the temperature of the model and its policy.';
		expect(page([text])).toEqual([[]]);
		expect(page([text], { keyTerms: ['temperature', 'policy'] })).toEqual([
			[
				['temperature', 'temperature'],
				['policy', 'policy'],
			],
		]);
		expect(page(['Two policies.'], { keyTerms: ['policy'] })).toEqual([[['policies', 'policy']]]);
	});

	it('still give way to block phrases and longer forms', () => {
		expect(
			page(['Policy makers and a sampling temperature.'], {
				keyTerms: ['policy', 'temperature'],
			}),
		).toEqual([[['sampling temperature', 'temperature']]]);
	});

	it('are left out of the index size and its conflicts', () => {
		const only = buildTermIndex([term('model', 'Model'), term('other', 'Other', ['Model'])], {
			stopWords: ['model'],
		});
		expect(only.size).toBe(1);
		expect(only.conflicts).toEqual([]);
		const linker = new PageLinker(only, { keyTerms: ['model'] });
		expect(linker.link('A model.').map((m) => m.slug)).toEqual(['model']);
	});
});

/* --- The Sätteri plugin reads the key terms from the frontmatter --- */

async function renderMdx(
	source: string,
	frontmatter: Record<string, unknown>,
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
	})) as { default: () => ReactNode };
	const html = renderToStaticMarkup(createElement(mod.default));
	return [
		...html.matchAll(/<a href="\/glossary\/([^"]+)" class="glossary-link"[^>]*>([^<]*)<\/a>/g),
	].map((m) => [m[2]!, m[1]!]);
}

describe('glossary hast plugin: key terms', () => {
	const source = 'BERT, RAG and CNNs.\n\nThe model and a neural network.';

	it('links the reviewTerms of the frontmatter first', async () => {
		expect(await renderMdx(source, {}, { maxLinks: 2 })).toEqual([
			['BERT', 'bert'],
			['RAG', 'retrieval-augmented-generation'],
		]);
		expect(
			await renderMdx(source, { reviewTerms: ['neural-network', 'model'] }, { maxLinks: 3 }),
		).toEqual([
			['BERT', 'bert'],
			['model', 'model'],
			['neural network', 'neural-network'],
		]);
	});
});
