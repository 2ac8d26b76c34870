/**
 * The card's text layout, checked on Satori's own layout result (element boxes and measured word
 * runs), not on pixels: the longest titles in the content, and the longest a term name may be.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { TERM_FIELDS } from '../../lib/glossary/term-model.ts';
import { readTermFiles } from '../../server/glossary-seed.ts';
import { brandColours } from './colours.ts';
import { loadCardFonts } from './fonts.ts';
import { joinLines, layoutProblems } from './layout.ts';
import { createCardRenderer, type CardRenderer, type CardText } from './render.ts';
import { TITLE_SIZES } from './template.ts';
import { MAX_CARD_BYTES } from './index.ts';
import { articles, guides } from '../../../tests/helpers/content.ts';

let renderer: CardRenderer;
beforeAll(() => {
	renderer = createCardRenderer({
		colours: brandColours(readFileSync('src/styles/global.css', 'utf8')),
		host: 'ai-atlas.netlify.app',
		fonts: loadCardFonts(),
	});
});

const byLength = (a: string, b: string) => b.length - a.length;
const longestTerms = readTermFiles()
	.terms.map((t) => t.term)
	.sort(byLength);
/** The longest title of a guide or article, from their front matter. */
const longestArticle = [...guides(), ...articles()]
	.map((file) => file.data.title)
	.sort(byLength)[0]!;

/** Lays the card out at the size the renderer picks, and returns what is wrong with it. */
async function fitted(text: CardText) {
	const { titleSize, problems } = await renderer.fitTitle(text.title);
	const layout = await renderer.layout(text, titleSize);
	return { titleSize, fitProblems: problems, layout, problems: layoutProblems(layout, text.title) };
}

describe('card layout', () => {
	test('the longest guide or article title fits, wrapped between words', async () => {
		const card = await fitted({ label: 'Article', title: longestArticle, detail: '12 min read' });
		expect(card.problems).toEqual([]);
		expect(card.layout.lines.length).toBeGreaterThan(1);
		expect(joinLines(card.layout.lines)).toBe(longestArticle);
	});

	test('the three longest glossary term names fit', async () => {
		for (const title of longestTerms.slice(0, 3)) {
			const card = await fitted({
				label: 'Glossary term',
				title,
				detail: 'Difficulty: Intermediate',
			});
			expect(card.problems, title).toEqual([]);
		}
	});

	test('a term name as long as the term model allows is shrunk until it fits, never cut', async () => {
		const words =
			'Hierarchical Expectation-Maximization for Partially Observable Multi-Agent Reinforcement Learning with Verifiable Rewards';
		const title = `${words} ${words}`.slice(0, TERM_FIELDS.term.max).replace(/\s+\S*$/, '');
		expect(title.length).toBeGreaterThan(TERM_FIELDS.term.max - 20);
		const card = await fitted({ label: 'Glossary term', title, detail: 'Difficulty: Advanced' });
		expect(card.fitProblems).toEqual([]);
		expect(card.problems).toEqual([]);
		expect(card.titleSize).toBeLessThan(TITLE_SIZES[0]);
		expect(joinLines(card.layout.lines)).toBe(title);
	});

	test('breaks a hyphenated compound after its hyphen rather than inside a word', async () => {
		const title = 'Supercalifragilisticexpialidocious-Hyperparameter-Optimisation';
		const card = await fitted({ label: 'Glossary term', title, detail: 'Difficulty: Advanced' });
		expect(card.problems).toEqual([]);
		expect(card.layout.lines.slice(0, -1).every((line) => line.text.endsWith('-'))).toBe(true);
	});

	test('the check reports a title too long for its size, and a word too wide for the card', async () => {
		const long = await renderer.layout(
			{
				label: 'Glossary term',
				title: longestTerms.slice(0, 6).join(' '),
				detail: 'Difficulty: Advanced',
			},
			TITLE_SIZES[0],
		);
		expect(layoutProblems(long, longestTerms.slice(0, 6).join(' ')).join('\n')).toMatch(
			/title lines at 80px need/,
		);
		const wide = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
		const overflowing = await renderer.layout(
			{ label: 'Glossary term', title: wide, detail: 'Difficulty: Advanced' },
			TITLE_SIZES[0],
		);
		expect(layoutProblems(overflowing, wide).join('\n')).toMatch(/outside 80–1120/);
	});

	test('a long detail that would run into the site address is reported', async () => {
		const layout = await renderer.layout(
			{
				label: 'Guide',
				title: 'Edge AI',
				detail: 'A detail line far too long to share the footer with the address',
			},
			TITLE_SIZES[0],
		);
		expect(layoutProblems(layout, 'Edge AI').join('\n')).toMatch(/runs into|outside/);
	});
});

describe('rendered card', () => {
	test('is a 1200×630 PNG within the weight budget, for the longest term name', async () => {
		const { png, problems } = await renderer.render({
			label: 'Glossary term',
			title: longestTerms[0],
			detail: 'Difficulty: Advanced',
		});
		expect(problems).toEqual([]);
		expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
		expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
		expect(png.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
	});
});
