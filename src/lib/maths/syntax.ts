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
 * Pure and dependency-free: islands may import it. Typesetting (KaTeX) is in render.ts, build and
 * server only.
 */
import { SUBSCRIPT, SUPERSCRIPT } from './unicode-scripts.ts';
import { SYMBOLS, WORDS, DROPPED, STYLES, BLACKBOARD, ACCENTS } from './plain-text.data.ts';

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

/* --- Plain text: where no MathML can go (tooltips, cards, share images, islands) --- */

// The symbol tables are data (./plain-text.data.ts).

/** A script in Unicode when every character has a form, else `^x`, `^(x + 1)`. */
function script(body: string, marker: '^' | '_'): string {
	const map = marker === '^' ? SUPERSCRIPT : SUBSCRIPT;
	const chars = [...body.replace(/\s+/g, '')];
	if (chars.length && chars.every((ch) => map[ch])) return chars.map((ch) => map[ch]).join('');
	return chars.length > 1 ? `${marker}(${body.trim()})` : `${marker}${body.trim()}`;
}

/** A fraction's part, in brackets when it is more than one symbol or word. */
const part = (text: string) => {
	const t = text.trim();
	return /^[√∛∜]?[\p{L}\p{N}\p{M}.′]+$/u.test(t) || /^\(.*\)$/.test(t) ? t : `(${t})`;
};

class TexReader {
	private i = 0;
	private readonly tex: string;
	constructor(tex: string) {
		this.tex = tex;
	}

	/** Everything up to the end, or up to the closing brace of the current group. */
	readAll(untilBrace = false): string {
		let out = '';
		while (this.i < this.tex.length) {
			if (untilBrace && this.tex[this.i] === '}') {
				this.i++;
				return out;
			}
			out += this.readAtom(out);
		}
		return out;
	}

	/** One argument: a group `{…}`, a command or one character (spaces skipped). */
	readArgument(): string {
		while (this.tex[this.i] === ' ') this.i++;
		if (this.tex[this.i] === '{') {
			this.i++;
			return this.readAll(true);
		}
		return this.readAtom('');
	}

	/** Skips an optional argument `[…]` (as in \sqrt[3]{x}) and returns it. */
	private readOptional(): string | null {
		if (this.tex[this.i] !== '[') return null;
		const end = this.tex.indexOf(']', this.i);
		if (end === -1) return null;
		const value = this.tex.slice(this.i + 1, end);
		this.i = end + 1;
		return value;
	}

	private readAtom(before: string): string {
		const ch = this.tex[this.i]!;
		if (ch === '{') {
			this.i++;
			return this.readAll(true);
		}
		if (ch === '^' || ch === '_') {
			this.i++;
			return script(this.readArgument(), ch);
		}
		if (ch === '\\') return this.readCommand(before);
		if (/\s/.test(ch)) {
			while (/\s/.test(this.tex[this.i] ?? '')) this.i++;
			return before.endsWith(' ') || !before ? '' : ' ';
		}
		if (ch === "'") {
			this.i++;
			return '′';
		}
		if (ch === '~') {
			this.i++;
			return ' ';
		}
		this.i++;
		return ch === '-' ? '−' : ch;
	}

	/** `\begin{bmatrix} a & b \\ c & d \end{bmatrix}` as `[[a, b], [c, d]]`; other environments' rows joined by `; `. */
	private readEnvironment(): string {
		const name = this.readArgument().trim();
		const end = this.tex.indexOf(`\\end{${name}}`, this.i);
		const body = this.tex.slice(this.i, end === -1 ? undefined : end);
		this.i = end === -1 ? this.tex.length : end + `\\end{${name}}`.length;
		const rows = body
			.split(/\\\\/)
			.map((row) => row.split('&').map((cell) => texToPlain(cell)))
			.filter((cells) => cells.some(Boolean));
		if (/matrix$/.test(name)) return `[${rows.map((cells) => `[${cells.join(', ')}]`).join(', ')}]`;
		return rows.map((cells) => cells.join(' ')).join('; ');
	}

	private readCommand(before: string): string {
		const match = /^\\([A-Za-z]+|.)/.exec(this.tex.slice(this.i));
		if (!match) {
			this.i++;
			return '\\';
		}
		const name = match[1]!;
		this.i += match[0].length;
		if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
			const top = this.readArgument();
			const bottom = this.readArgument();
			return `${part(top)}/${part(bottom)}`;
		}
		if (name === 'sqrt') {
			const index = this.readOptional();
			const body = this.readArgument().trim();
			const root =
				index === '3' ? '∛' : index === '4' ? '∜' : index ? `${script(index, '^')}√` : '√';
			return root + part(body);
		}
		if (name === 'begin') return this.readEnvironment();
		if (name === 'end') {
			this.readArgument();
			return '';
		}
		if (name === 'mathbb') {
			const body = this.readArgument().trim();
			return BLACKBOARD[body] ?? body;
		}
		if (STYLES.has(name)) {
			if (name === 'operatorname' && this.tex[this.i] === '*') this.i++;
			return this.readArgument();
		}
		if (ACCENTS[name]) {
			const body = this.readArgument().trim();
			return [...body].length === 1 ? body + ACCENTS[name] : `${name}(${body})`;
		}
		if (DROPPED.has(name)) return '';
		if (WORDS.has(name)) {
			// A function name needs a space before the letter that follows it: "log x", not "logx".
			while (this.tex[this.i] === ' ') this.i++;
			return /[A-Za-z0-9\\]/.test(this.tex[this.i] ?? '') ? `${name} ` : name;
		}
		const symbol = SYMBOLS[name];
		if (symbol !== undefined) return symbol;
		void before;
		return name;
	}
}

/** A formula as readable Unicode text: `\frac{a}{\sqrt{d_k}}` → `a/√dₖ`. */
export function texToPlain(tex: string): string {
	return new TexReader(tex)
		.readAll()
		.replace(/[ \u00a0]{2,}/g, ' ')
		.trim();
}

/** A text of a maths field with its formulas as readable Unicode and `\$` as `$`. */
export function mathsToPlain(text: string): string {
	if (!mayHoldMaths(text)) return text;
	return text
		.split(/(\n\s*\n)/)
		.map((paragraph, i) =>
			i % 2
				? paragraph
				: splitMaths(paragraph)
						.map((segment) => (segment.kind === 'text' ? segment.text : texToPlain(segment.tex)))
						.join(''),
		)
		.join('');
}
