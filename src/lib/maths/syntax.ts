/**
 * Formulas in glossary texts: where they are, and how to show them where no MathML can go.
 *
 * One syntax for guides (MDX, parsed by Sätteri's math feature, which mirrors remark-math) and for
 * the glossary fields that take formulas (`MATHS_FIELDS`):
 *
 * - `$…$` is a formula inside the text (inline); `$$…$$` inside the text is inline too.
 * - A paragraph that is a line `$$`, the TeX, and a line `$$` is a display formula, on its own line.
 * - A run of dollars opens a formula only if a run of exactly as many dollars closes it; an
 *   unclosed `$` is a literal dollar. Inside a formula a backslash does not escape a dollar.
 * - `\$` is a literal dollar sign anywhere outside a formula. Write every dollar amount so
 *   (`\$100 million`): two amounts in one paragraph would otherwise read as one formula.
 * - Our extra rule, checked (never silently repaired): a formula starts right after its `$` and
 *   ends right before its `$`, with no space, and its closing `$` is not followed by a digit. Text
 *   that breaks it ("$5 and $10") is almost always dollar amounts read as a formula.
 *
 * Pure and dependency-free: islands may import it. Typesetting (KaTeX) is in render.ts, and the
 * plain-text form of formulas in mathml.ts, build and server only.
 */

/** The glossary fields whose text may hold formulas (the others show `$` as written). */
export const MATHS_FIELDS = ['comprehensive_definition', 'examples'] as const;
export type MathsField = (typeof MATHS_FIELDS)[number];
export const isMathsField = (name: string): name is MathsField =>
	(MATHS_FIELDS as readonly string[]).includes(name);

export type MathsSegment =
	| { kind: 'text'; text: string }
	| {
			kind: 'maths';
			/** The TeX between the delimiters. */
			tex: string;
			display: boolean;
			/** The formula as written, delimiters included (for messages). */
			source: string;
			/** The character right after the closing delimiter ('' at the end). */
			next: string;
	  };

const DISPLAY = /^\$\$[ \t]*\n([\s\S]*?)\n[ \t]*\$\$$/;

/** Whether a paragraph is a display formula (`$$`, the TeX, `$$`, each on its own lines). */
export const isDisplayMaths = (paragraph: string) => DISPLAY.test(paragraph.trim());

/** Length of the run of `$` starting at i. */
function runAt(text: string, i: number): number {
	let j = i;
	while (text[j] === '$') j++;
	return j - i;
}

/**
 * One paragraph (or one list entry) split into text and formulas. Text segments have `\$`
 * already turned into `$`.
 */
export function splitMaths(paragraph: string): MathsSegment[] {
	const display = DISPLAY.exec(paragraph.trim());
	if (display) {
		return [
			{ kind: 'maths', tex: display[1]!.trim(), display: true, source: paragraph.trim(), next: '' },
		];
	}
	const segments: MathsSegment[] = [];
	let text = '';
	let i = 0;
	while (i < paragraph.length) {
		const ch = paragraph[i]!;
		if (ch === '\\' && paragraph[i + 1] === '$') {
			text += '$';
			i += 2;
			continue;
		}
		if (ch !== '$') {
			text += ch;
			i++;
			continue;
		}
		const run = runAt(paragraph, i);
		let close = -1;
		for (let k = i + run; k < paragraph.length;) {
			if (paragraph[k] !== '$') {
				k++;
				continue;
			}
			const length = runAt(paragraph, k);
			if (length === run) {
				close = k;
				break;
			}
			k += length;
		}
		if (close === -1) {
			text += paragraph.slice(i, i + run);
			i += run;
			continue;
		}
		if (text) segments.push({ kind: 'text', text });
		text = '';
		segments.push({
			kind: 'maths',
			tex: paragraph.slice(i + run, close),
			display: false,
			source: paragraph.slice(i, close + run),
			next: paragraph[close + run] ?? '',
		});
		i = close + run;
	}
	if (text) segments.push({ kind: 'text', text });
	return segments;
}

/** Whether a text holds a formula (or an escaped dollar), so needs more than plain escaping. */
export const mayHoldMaths = (text: string) => text.includes('$');

/**
 * What is wrong with how an inline formula sits in its text, or null: a space just inside a
 * delimiter, or a digit right after the closing one. Both mean dollar amounts read as a formula.
 */
export function delimiterProblem(tex: string, source: string, next: string): string | null {
	if (/^\s|\s$/.test(tex) || /^\d/.test(next)) {
		const shown = source.length > 40 ? `${source.slice(0, 37)}…` : source;
		return `reads “${shown}” as a formula: write a dollar sign as \\$ (a formula starts right after its $ and ends right before its $, with no space)`;
	}
	if (!tex.trim()) return 'has an empty formula ($…$ with nothing inside)';
	return null;
}
