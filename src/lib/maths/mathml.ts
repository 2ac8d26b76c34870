/**
 * Our MathML (src/lib/maths/render.ts) as other shapes: a hast tree for the Sätteri plugin, and
 * readable Unicode text where no MathML can go (tooltips, descriptions, review cards) and for the
 * site-search index, whose excerpts would otherwise run the parts of a formula together
 * ("mt=β1mt−1", "gt2" for gₜ²). The markup is read by parse5, as a browser would read it. Build and
 * server only (KaTeX).
 */
import type { Element, ElementContent } from 'hast';
import { parseFragment } from 'parse5';
import { elements, toHast } from '../html/tree.ts';
import { texToMathml } from './render.ts';
import { mayHoldMaths, splitMaths } from './syntax.ts';
import { SUBSCRIPT, SUPERSCRIPT } from './unicode-scripts.ts';

/** The first element of KaTeX's markup (a `<math>`, or the block holding one) as a hast tree. */
export function mathmlToHast(markup: string): Element {
	const [first] = elements(parseFragment(markup));
	if (!first) throw new Error(`No element in ${JSON.stringify(markup.slice(0, 80))}`);
	return toHast(first);
}

const ACCENTS: Record<string, string> = {
	ˆ: '\u0302',
	'˜': '\u0303',
	ˉ: '\u0304',
	'¯': '\u0304',
	'˙': '\u0307',
	'¨': '\u0308',
	'⃗': '\u20d7',
	'→': '\u20d7',
	'←': '\u20d6',
};
/**
 * Relations and binary operators, read with a space on each side. A delimiter (`\lVert`, a `\left`
 * bar) is marked stretchy or fence by KaTeX, and is not spaced.
 */
const SPACED = new Set([...'=≠≈≤≥<>←→↔⇒∝∼∈∉+−±×⋅⊙∘∣∥⊥⊨≪≫∖∪∩⊆⊂∧∨']);

/** Function application (sin x, log p): a space before a letter or digit, nothing before a bracket. */
const FUNCTION = '\u2061';

/** Large operators, which take their limits beside them inline. */
const BIG = /^[∑∏∫∮⋃⋂]$/;

const script = (text: string, map: Record<string, string>, marker: string) => {
	const chars = [...text.replace(/\s+/g, '')];
	if (chars.length && chars.every((ch) => map[ch])) return chars.map((ch) => map[ch]).join('');
	// Spaced like a function name from what follows: "β_d x_d", not "β_dx_d".
	return `${marker}${chars.length > 1 ? `(${text.trim()})` : text.trim()}${FUNCTION}`;
};
const group = (text: string) => {
	const t = text.trim();
	return /^√?[\p{L}\p{N}\p{M}.′]+$/u.test(t) ? t : `(${t})`;
};

function textOf(node: ElementContent): string {
	if (node.type === 'text') return node.value;
	if (node.type !== 'element') return '';
	const kids = node.children.filter((child) => child.type === 'element' || child.type === 'text');
	const [a, b, c] = kids.map(textOf);
	// A large operator or a function name with limits (∑ᵢ, maxₐ) reads like a function name.
	const limits = (base: string, text: string) => {
		const name = base.replaceAll(FUNCTION, '');
		return BIG.test(name.trim()) || name !== base ? `${name}${text}${FUNCTION}` : `${base}${text}`;
	};
	switch (node.tagName) {
		case 'msub':
		case 'munder':
			return limits(a ?? '', script(b ?? '', SUBSCRIPT, '_'));
		case 'msup':
			return limits(a ?? '', script(b ?? '', SUPERSCRIPT, '^'));
		case 'msubsup':
		case 'munderover':
			return limits(
				a ?? '',
				`${script(b ?? '', SUBSCRIPT, '_')}${script(c ?? '', SUPERSCRIPT, '^')}`,
			);
		case 'mover': {
			const accent = ACCENTS[(b ?? '').trim()];
			return accent && [...(a ?? '')].length === 1
				? `${a}${accent}`
				: `${a}${script(b ?? '', SUPERSCRIPT, '^')}`;
		}
		case 'mfrac':
			// A fraction without a bar is a binomial coefficient, inside KaTeX's own brackets.
			return node.properties.linethickness === '0px'
				? `${a} choose ${b}`
				: `${group(a ?? '')}/${group(b ?? '')}`;
		case 'msqrt':
			return `√${group(kids.map(textOf).join(''))}`;
		case 'mroot':
			return `${script(b ?? '', SUPERSCRIPT, '^')}√${group(a ?? '')}`;
		case 'mtable':
			return kids.map(textOf).join(', ');
		case 'mtr':
			return `[${kids.map(textOf).join(', ')}]`;
		case 'mi':
			// A function name (log, KL, max) stands apart from what it follows: "β KL", not "βKL".
			return [...(a ?? '')].length > 1 ? ` ${a}` : (a ?? '');
		case 'mo': {
			const op = (a ?? '').trim();
			if (op === '\u2061') return FUNCTION;
			if (op === ',' || op === ';') return `${op} `;
			if (BIG.test(op)) return ` ${op}`;
			const delimiter = node.properties.stretchy || node.properties.fence;
			return SPACED.has(op) && !delimiter ? ` ${op} ` : op;
		}
		case 'mspace':
			return ' ';
		default:
			return kids.map(textOf).join('');
	}
}

/** A `<math>` element of ours as readable Unicode text: `<msub><mi>g</mi><mi>t</mi></msub>` → gₜ. */
export function mathmlToText(math: Element): string {
	return (
		textOf(math)
			.replace(/\u2061\s*(?=[\p{Lu}\p{Ll}\p{Lo}\p{Nd}∂∇√])/gu, ' ')
			.replaceAll(FUNCTION, '')
			.replace(/\s+/g, ' ')
			.replace(/([([{/]) /g, '$1')
			.replace(/ ([)\]}])/g, '$1')
			// A sign with nothing before it, or after a bracket or another operator, is unary: "= −3".
			.replace(/^ ?([+−]) /, '$1')
			.replace(/([([{]) ?([+−]) (?=\S)/g, '$1$2')
			.replace(/([^\s\p{L}\p{N}\p{M})\]}′!*…⋯∞∣∥]) ([+−]) (?=\S)/gu, '$1 $2')
			.trim()
	);
}

/** A formula as readable Unicode text: `\frac{a}{\sqrt{d_k}}` → `a/√dₖ`; one KaTeX cannot read, as written. */
function formulaText(tex: string, display: boolean, source: string): string {
	try {
		return mathmlToText(mathmlToHast(texToMathml(tex, display)));
	} catch {
		return source;
	}
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
						.map((s) => (s.kind === 'text' ? s.text : formulaText(s.tex, s.display, s.source)))
						.join(''),
		)
		.join('');
}
