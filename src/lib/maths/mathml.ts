/**
 * Our MathML (src/lib/maths/render.ts) as other shapes: a hast tree for the Sätteri plugin, and
 * readable Unicode text for the site-search index, whose excerpts would otherwise run the parts of
 * a formula together ("mt=β1mt−1", "gt2" for gₜ²). Pure; the markup is read by parse5, as a
 * browser would read it.
 */
import type { Element, ElementContent } from 'hast';
import { parseFragment } from 'parse5';
import { elements, toHast } from '../html/tree.ts';
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
};
/** Operators read with a space on each side. */
const SPACED = new Set([
	'=',
	'≠',
	'≈',
	'≤',
	'≥',
	'<',
	'>',
	'←',
	'→',
	'⇒',
	'∝',
	'∼',
	'∈',
	'+',
	'−',
	'±',
	'×',
]);

/** Function application (sin x, log p): a space before a letter or digit, nothing before a bracket. */
const FUNCTION = '\u2061';

/** Large operators, which take their limits beside them inline. */
const BIG = /^[∑∏∫∮⋃⋂]$/;

const script = (text: string, map: Record<string, string>, marker: string) => {
	const chars = [...text.replace(/\s+/g, '')];
	if (chars.length && chars.every((ch) => map[ch])) return chars.map((ch) => map[ch]).join('');
	return chars.length > 1 ? `${marker}(${text.trim()})` : `${marker}${text.trim()}`;
};
const group = (text: string) => {
	const t = text.trim();
	return /^[\p{L}\p{N}\p{M}.′ᵀ₀-₉ᵢⱼₖₙₜ⁰-⁹]+$/u.test(t) ? t : `(${t})`;
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
			return `${group(a ?? '')}/${group(b ?? '')}`;
		case 'msqrt':
			return `√${group(kids.map(textOf).join(''))}`;
		case 'mroot':
			return `${script(b ?? '', SUPERSCRIPT, '^')}√${group(a ?? '')}`;
		case 'mtable':
			return kids.map(textOf).join(', ');
		case 'mtr':
			return `[${kids.map(textOf).join(', ')}]`;
		case 'mo': {
			const op = (a ?? '').trim();
			if (op === '\u2061') return FUNCTION;
			if (op === ',') return ', ';
			return SPACED.has(op) ? ` ${op} ` : op;
		}
		case 'mspace':
			return ' ';
		default:
			return kids.map(textOf).join('');
	}
}

/** A `<math>` element of ours as readable Unicode text: `<msub><mi>g</mi><mi>t</mi></msub>` → gₜ. */
export function mathmlToText(math: Element): string {
	return textOf(math)
		.replace(/\u2061\s*(?=[\p{L}\p{N}])/gu, ' ')
		.replaceAll(FUNCTION, '')
		.replace(/\s+/g, ' ')
		.replace(/\( /g, '(')
		.replace(/ \)/g, ')')
		.replace(/^ ?([+−]) /, '$1')
		.replace(/([(=,[]) ?([+−]) (?=\S)/g, '$1$2')
		.trim();
}
