/**
 * Reading Satori's layout back, to prove a card's title fits: it is whole (no word cut, nothing
 * dropped), no word sticks out of its width, and its lines fit its allotted height.
 *
 * When Satori does not turn glyphs into paths (embedFont: false), it writes every word as a
 * `<text x y width>` run measured with the same font metrics the final picture uses. Those runs
 * are what is checked here, not pixels (render.test.ts checks the whole card the same way).
 */
import { parseFragment } from 'parse5';
import { attribute, elements, textOf } from '../../lib/html/tree.ts';
import { TITLE_LINE_HEIGHT, TITLE_MAX_HEIGHT, TITLE_WEIGHT } from './template.ts';

/** One word (or space, or hyphen) as Satori placed it; y is the baseline. */
export interface TextRun {
	text: string;
	x: number;
	y: number;
	width: number;
	fontSize: number;
	fontWeight: number;
}

/** One line of the title, with the horizontal extent of its visible (non-space) runs. */
export interface TitleLine {
	text: string;
	left: number;
	right: number;
	baseline: number;
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
export const EPSILON = 0.5;

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
