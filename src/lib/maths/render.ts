/**
 * Formulas typeset as MathML at build time (KaTeX, `output: 'mathml'`). Browsers draw MathML Core
 * themselves and screen readers read it, so pages need no KaTeX stylesheet, font or script. Build
 * and server only.
 *
 * What we keep of KaTeX's output: the `<math>` element and its contents. We drop KaTeX's wrapper
 * spans (styled only by its stylesheet), the namespace attribute (HTML parsing puts `<math>` in the
 * MathML namespace anyway), the outer `<mrow>` (`<math>` is a row itself), attributes MathML Core
 * gives no effect, and the `<semantics>`/`<annotation>` copy of the TeX source, which browsers do
 * not render and screen readers do not read: it would only weigh on every page. Guide pages have a
 * tight markup budget (tests/budgets).
 */
import katex from 'katex';
import { escapeHtml } from '../learning/rich-text.ts';
import { delimiterProblem, splitMaths, type MathsSegment } from './syntax.ts';

export class MathsError extends Error {}

const cache = new Map<string, string>();

/**
 * Styled letters as Unicode's mathematical alphanumeric symbols: MathML Core draws `mathvariant`
 * only as "normal", so `<mi mathvariant="double-struck">R</mi>` would show a plain R, not ℝ.
 * Each style: the first capital, the first small letter, the first digit (0 when none), and the
 * letters Unicode encodes elsewhere.
 */
const ALPHANUMERICS: Record<string, [number, number, number, Record<string, string>?]> = {
	bold: [0x1d400, 0x1d41a, 0x1d7ce],
	italic: [0x1d434, 0x1d44e, 0, { h: 'ℎ' }],
	'bold-italic': [0x1d468, 0x1d482, 0],
	script: [
		0x1d49c,
		0x1d4b6,
		0,
		{ B: 'ℬ', E: 'ℰ', F: 'ℱ', H: 'ℋ', I: 'ℐ', L: 'ℒ', M: 'ℳ', R: 'ℛ', e: 'ℯ', g: 'ℊ', o: 'ℴ' },
	],
	fraktur: [0x1d504, 0x1d51e, 0, { C: 'ℭ', H: 'ℌ', I: 'ℑ', R: 'ℜ', Z: 'ℨ' }],
	'double-struck': [
		0x1d538,
		0x1d552,
		0x1d7d8,
		{ C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' },
	],
	'sans-serif': [0x1d5a0, 0x1d5ba, 0x1d7e2],
	monospace: [0x1d670, 0x1d68a, 0x1d7f6],
};
/** Greek in bold, italic and bold italic: the first capital (Α) and small letter (α) of each. */
const GREEK: Record<string, [number, number]> = {
	bold: [0x1d6a8, 0x1d6c2],
	italic: [0x1d6e2, 0x1d6fc],
	'bold-italic': [0x1d71c, 0x1d736],
};

function styledChar(ch: string, variant: string): string {
	const style = ALPHANUMERICS[variant];
	if (!style) return ch;
	const [capital, small, digit, exceptions] = style;
	if (exceptions?.[ch]) return exceptions[ch];
	const code = ch.codePointAt(0)!;
	if (code >= 65 && code <= 90) return String.fromCodePoint(capital + code - 65);
	if (code >= 97 && code <= 122) return String.fromCodePoint(small + code - 97);
	if (digit && code >= 48 && code <= 57) return String.fromCodePoint(digit + code - 48);
	const greek = GREEK[variant];
	if (greek && code >= 0x391 && code <= 0x3a9 && code !== 0x3a2)
		return String.fromCodePoint(greek[0] + code - 0x391);
	if (greek && code >= 0x3b1 && code <= 0x3c9) return String.fromCodePoint(greek[1] + code - 0x3b1);
	return ch;
}

/** `<mi mathvariant="double-struck">R</mi>` → `<mi>ℝ</mi>`. */
const styledLetters = (math: string) =>
	math.replace(
		/<mi mathvariant="([a-z-]+)">([^<]*)<\/mi>/g,
		(whole, variant: string, text: string) => {
			if (!ALPHANUMERICS[variant]) return whole;
			// Browsers italicise a one-letter <mi> only for plain Latin and Greek letters, not these.
			return `<mi>${[...text].map((ch) => styledChar(ch, variant)).join('')}</mi>`;
		},
	);

/** Whether `inner` (what sat between `<mrow>` and `</mrow>`) is one row, not `…</mrow><mrow>…`. */
function balancedRow(inner: string): boolean {
	let depth = 0;
	for (const [, closing] of inner.matchAll(/<(\/?)mrow[\s>]/g)) {
		depth += closing ? -1 : 1;
		if (depth < 0) return false;
	}
	return depth === 0;
}

/** One formula as a `<math>` element. Throws MathsError with KaTeX's reason when it cannot parse it. */
export function texToMathml(tex: string, display = false): string {
	const key = `${display ? 'D' : 'I'}${tex}`;
	const cached = cache.get(key);
	if (cached !== undefined) return cached;
	let html: string;
	try {
		html = katex.renderToString(tex, {
			output: 'mathml',
			displayMode: display,
			throwOnError: true,
			// No \href, \url, \includegraphics, \html…: formulas come from editors as well as writers.
			trust: false,
			strict: 'ignore',
			maxSize: 10,
			maxExpand: 200,
		});
	} catch (error) {
		const reason =
			error instanceof katex.ParseError
				? (error as { rawMessage?: string }).rawMessage || error.message
				: String(error);
		throw new MathsError(reason);
	}
	const math = html
		.replace(/^<span class="katex(?:-display)?">(?:<span class="katex">)?/, '')
		.replace(/(?:<\/span>)+$/, '')
		.replace(' xmlns="http://www.w3.org/1998/Math/MathML"', '')
		.replace(
			/<semantics>([\s\S]*)<annotation encoding="application\/x-tex">[\s\S]*?<\/annotation><\/semantics>/,
			'$1',
		)
		// Accents as the spacing characters MathML fonts place well (KaTeX writes ASCII ^ and ~,
		// which Chromium draws too high over the letter).
		.replaceAll('<mo>^</mo></mover>', '<mo>ˆ</mo></mover>')
		.replaceAll('<mo>~</mo></mover>', '<mo>˜</mo></mover>')
		// Attributes MathML Core gives no effect (`separator`; `mathvariant` does something on <mi> only).
		.replaceAll(' separator="true"', '')
		.replace(/<mo([^>]*) mathvariant="normal"/g, '<mo$1')
		.replace(/[\s\S]*/, styledLetters)
		// <math> is itself a row: KaTeX's outer <mrow> adds bytes, not meaning.
		.replace(
			/^(<math[^>]*>)<mrow>([\s\S]*)<\/mrow><\/math>$/,
			(whole, open: string, inner: string) =>
				balancedRow(inner) ? `${open}${inner}</math>` : whole,
		);
	cache.set(key, math);
	return math;
}

const shorten = (source: string) => (source.length > 60 ? `${source.slice(0, 57)}…` : source);

/** Why a segment cannot be typeset, or null. */
function segmentProblem(segment: Extract<MathsSegment, { kind: 'maths' }>): string | null {
	if (!segment.display) {
		const problem = delimiterProblem(segment.tex, segment.source, segment.next);
		if (problem) return problem;
	} else if (!segment.tex.trim()) return 'has an empty formula ($$ … $$ with nothing inside)';
	try {
		texToMathml(segment.tex, segment.display);
		return null;
	} catch (error) {
		return `has a formula that cannot be typeset, “${shorten(segment.source)}”: ${(error as Error).message}`;
	}
}

/**
 * What is wrong with the formulas of a text (paragraphs separated by blank lines), as a message
 * that follows the field's name ("comprehensive_definition has a formula that…"), or null.
 */
export function mathsProblem(text: string): string | null {
	if (!text.includes('$')) return null;
	for (const paragraph of text.split(/\n\s*\n/)) {
		for (const segment of splitMaths(paragraph)) {
			if (segment.kind !== 'maths') continue;
			const problem = segmentProblem(segment);
			if (problem) return problem;
		}
	}
	return null;
}

/** A formula that cannot be typeset is shown as its source, never as a broken page. */
const fallback = (source: string) => `<code>${escapeHtml(source)}</code>`;

/** A display formula: centred, and scrolled sideways (reachable by keyboard) when too wide. */
export const displayHtml = (math: string) =>
	`<div class="maths-display" tabindex="0">${math}</div>`;

/**
 * The HTML of one paragraph or list entry of a maths field, without the enclosing element: text
 * escaped, formulas as MathML. `block` is true when the paragraph is a display formula (its HTML
 * is then a `<div>`, to be placed outside any `<p>`).
 */
export function mathsHtml(text: string): { html: string; block: boolean } {
	if (!text.includes('$')) return { html: escapeHtml(text), block: false };
	const segments = splitMaths(text);
	const only = segments.length === 1 ? segments[0] : undefined;
	if (only?.kind === 'maths' && only.display) {
		try {
			return { html: displayHtml(texToMathml(only.tex, true)), block: true };
		} catch {
			return { html: `<pre>${fallback(only.source)}</pre>`, block: true };
		}
	}
	const html = segments
		.map((segment) => {
			if (segment.kind === 'text') return escapeHtml(segment.text);
			try {
				return texToMathml(segment.tex, false);
			} catch {
				return fallback(segment.source);
			}
		})
		.join('');
	return { html, block: false };
}
