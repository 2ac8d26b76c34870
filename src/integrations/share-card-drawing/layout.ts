/**
 * Reading Satori's layout back, to prove a card's text fits: the title is whole (no word cut,
 * nothing dropped), every line stays inside the card's padding, and the title neither runs into
 * the footer nor past its allotted height.
 *
 * Satori reports each element's box (onNodeDetected) and, when it does not turn glyphs into
 * paths (embedFont: false), writes every word as a `<text x y width>` run measured with the same
 * font metrics the final picture uses. Those two results are what is checked here, not pixels.
 */
import { parseFragment } from 'parse5';
import { attribute, elements, textOf } from '../../lib/html/tree.ts';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../lib/share-card-description.ts';
import { BOX, PADDING, TITLE_LINE_HEIGHT, TITLE_MAX_HEIGHT, TITLE_WEIGHT } from './template.ts';

/** One word (or space, or hyphen) as Satori placed it; y is the baseline. */
export interface TextRun {
	text: string;
	x: number;
	y: number;
	width: number;
	fontSize: number;
	fontWeight: number;
}

export interface Box {
	left: number;
	top: number;
	width: number;
	height: number;
}

/** One line of the title, with the horizontal extent of its visible (non-space) runs. */
export interface TitleLine {
	text: string;
	left: number;
	right: number;
	baseline: number;
}

export interface CardLayout {
	titleSize: number;
	lines: TitleLine[];
	runs: TextRun[];
	boxes: Partial<Record<keyof typeof BOX, Box>>;
}

/** The `<text>` runs of an SVG Satori wrote with embedFont: false. */
export function textRuns(svg: string): TextRun[] {
	const runs: TextRun[] = [];
	for (const element of elements(parseFragment(svg))) {
		if (element.tagName !== 'text') continue;
		const number = (name: string) => Number(attribute(element, name));
		runs.push({
			text: textOf(element),
			x: number('x'),
			y: number('y'),
			width: number('width'),
			fontSize: number('font-size'),
			fontWeight: number('font-weight'),
		});
	}
	return runs;
}

/** The title's runs grouped into lines, top to bottom. */
export function titleLines(runs: TextRun[]): TitleLine[] {
	const byBaseline = new Map<number, TextRun[]>();
	for (const run of runs.filter((r) => r.fontWeight === TITLE_WEIGHT)) {
		byBaseline.set(run.y, [...(byBaseline.get(run.y) ?? []), run]);
	}
	return [...byBaseline.entries()]
		.sort(([a], [b]) => a - b)
		.map(([baseline, lineRuns]) => {
			const ordered = lineRuns.sort((a, b) => a.x - b.x);
			const visible = ordered.filter((r) => r.text.trim() !== '');
			return {
				text: ordered
					.map((r) => r.text)
					.join('')
					.trim(),
				left: Math.min(...visible.map((r) => r.x)),
				right: Math.max(...visible.map((r) => r.x + r.width)),
				baseline,
			};
		});
}

/**
 * Puts the lines back together the way a reader would: a line ending in a hyphen joins the next
 * directly (the break was after the hyphen of a compound), any other break was a space.
 */
export function joinLines(lines: TitleLine[]): string {
	return lines.reduce(
		(text, line, index) =>
			index === 0 ? line.text : text.endsWith('-') ? text + line.text : `${text} ${line.text}`,
		'',
	);
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Sub-pixel slack for Satori's rounding. */
const EPSILON = 0.5;

/** Whether the title's lines read as the title, and fit in the title's height at this size. */
export function titleProblems(lines: TitleLine[], titleSize: number, title: string): string[] {
	const problems: string[] = [];
	if (normalise(joinLines(lines)) !== normalise(title)) {
		problems.push(
			`title lines ${JSON.stringify(lines.map((l) => l.text))} do not read as the title "${title}" (a word was cut or dropped)`,
		);
	}
	const height = lines.length * titleSize * TITLE_LINE_HEIGHT;
	if (height > TITLE_MAX_HEIGHT + EPSILON) {
		problems.push(
			`${lines.length} title lines at ${titleSize}px need ${Math.round(height)}px, more than ${TITLE_MAX_HEIGHT}px`,
		);
	}
	return problems;
}

/** Runs with visible text that stick out of [left, right]: a word too long for the line. */
export function overflowingRuns(runs: TextRun[], left: number, right: number): string[] {
	return runs
		.filter(
			(run) =>
				run.text.trim() !== '' && (run.x < left - EPSILON || run.x + run.width > right + EPSILON),
		)
		.map(
			(run) =>
				`"${run.text}" spans x ${Math.round(run.x)}–${Math.round(run.x + run.width)}, outside ${left}–${right}`,
		);
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
