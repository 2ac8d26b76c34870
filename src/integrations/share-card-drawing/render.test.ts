/**
 * The card's text layout, checked on Satori's own layout result (element boxes and measured word
 * runs), not on pixels: the longest titles in the content, and the longest a term name may be.
 * The whole card is laid out here, with the boxes Satori reports (onNodeDetected): the title
 * neither runs into the footer nor past its box, and no text leaves the padding or overlaps.
 */
import { readFileSync } from 'node:fs';
import satori from 'satori';
import { beforeAll, describe, expect, test } from 'vitest';
import { TERM_FIELDS } from '../../lib/glossary/term-model.ts';
import { readTermFiles } from '../../server/glossary-seed.ts';
import { brandColours } from './colours.ts';
import { fontsFor, loadCardFonts, type CardFonts } from './fonts.ts';
import {
	EPSILON,
	joinLines,
	overflowingRuns,
	textRuns,
	titleLines,
	titleProblems,
	type TextRun,
	type TitleLine,
} from './layout.ts';
import { asElement, createCardRenderer, type CardRenderer } from './render.ts';
import { BOX, PADDING, TITLE_SIZES, TITLE_WEIGHT, cardElement, type CardText } from './template.ts';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../lib/share-card-description.ts';
import { MAX_CARD_BYTES } from './index.ts';
import { articles, guides } from '../../../tests/helpers/content.ts';

const HOST = 'ai-atlas.netlify.app';
const colours = brandColours(readFileSync('src/styles/global.css', 'utf8'));
let fonts: CardFonts;
let renderer: CardRenderer;
beforeAll(() => {
	fonts = loadCardFonts();
	renderer = createCardRenderer({ colours, host: HOST, fonts });
});

interface Box {
	left: number;
	top: number;
	width: number;
	height: number;
}

interface CardLayout {
	titleSize: number;
	lines: TitleLine[];
	runs: TextRun[];
	boxes: Partial<Record<keyof typeof BOX, Box>>;
}

/** Lays the whole card out at one title size and reads the result back; draws nothing. */
async function cardLayout(text: CardText, titleSize: number): Promise<CardLayout> {
	const boxes: CardLayout['boxes'] = {};
	const svg = await satori(asElement(cardElement(text, { colours, host: HOST, titleSize })), {
		width: SHARE_CARD_WIDTH,
		height: SHARE_CARD_HEIGHT,
		fonts: fontsFor(fonts, `${text.label}${text.title}${text.detail}${HOST}`),
		embedFont: false,
		onNodeDetected: ({ key, left, top, width, height }) => {
			if (typeof key === 'string' && key in BOX)
				boxes[key as keyof typeof BOX] = { left, top, width, height };
		},
	});
	const runs = textRuns(svg);
	return { titleSize, runs, lines: titleLines(runs), boxes };
}

/**
 * Visible runs on one line that overlap, such as a long detail running into the site's address.
 * The title is left out: its tight letter spacing makes neighbouring runs touch by design, and its
 * own checks (whole words, inside the padding) cover it.
 */
export function overlappingRuns(runs: TextRun[]): string[] {
	const problems: string[] = [];
	const byBaseline = Map.groupBy(
		runs.filter((r) => r.text.trim() !== '' && r.fontWeight !== TITLE_WEIGHT),
		(r) => r.y,
	);
	for (const lineRuns of byBaseline.values()) {
		const ordered = lineRuns.sort((a, b) => a.x - b.x);
		for (let i = 1; i < ordered.length; i++) {
			const [before, after] = [ordered[i - 1], ordered[i]];
			if (before.x + before.width > after.x + EPSILON)
				problems.push(`"${before.text}" runs into "${after.text}"`);
		}
	}
	return problems;
}

/** Everything wrong with a whole card's layout, in words; empty when the card is fine. */
export function layoutProblems(layout: CardLayout, title: string): string[] {
	const { lines, runs, boxes, titleSize } = layout;
	const problems = [
		...titleProblems(lines, titleSize, title),
		...overflowingRuns(runs, PADDING.left, SHARE_CARD_WIDTH - PADDING.right),
	];
	for (const run of runs) {
		if (run.text.trim() !== '' && run.y > SHARE_CARD_HEIGHT - PADDING.bottom + EPSILON)
			problems.push(`"${run.text}" sits below the bottom padding`);
	}
	problems.push(...overlappingRuns(runs));
	const { title: titleBox, label, footer } = boxes;
	if (!titleBox || !label || !footer)
		return [...problems, 'the title, label or footer box is missing'];
	if (label.top + label.height > titleBox.top + EPSILON)
		problems.push('the label overlaps the title');
	if (titleBox.top + titleBox.height > footer.top + EPSILON)
		problems.push('the title runs into the footer');
	for (const line of lines) {
		if (line.baseline > titleBox.top + titleBox.height + EPSILON)
			problems.push(`title line "${line.text}" falls below the title box`);
	}
	return problems;
}

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
	const layout = await cardLayout(text, titleSize);
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
		const long = await cardLayout(
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
		const overflowing = await cardLayout(
			{ label: 'Glossary term', title: wide, detail: 'Difficulty: Advanced' },
			TITLE_SIZES[0],
		);
		expect(layoutProblems(overflowing, wide).join('\n')).toMatch(/outside 80–1120/);
	});

	test('a long detail that would run into the site address is reported', async () => {
		const layout = await cardLayout(
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
