import { describe, expect, it } from 'vitest';
import { markdownToHtml, type HastPluginDefinition, type MarkdownToHtmlResult } from 'satteri';
import { mathsToMathml } from '../../integrations/maths/index.ts';
import { TermFileSchema, TermInputSchema } from '../glossary/schema.ts';
import { mathmlToHast, mathmlToText, mathsToPlain } from './mathml.ts';
import { MathsError, mathsHtml, mathsProblem, texToMathml } from './render.ts';
import { splitMaths } from './syntax.ts';

/** What Sätteri (our Markdown parser, remark-math's rules) makes of a text, with our plugins (all synchronous). */
const toHtml = (source: string, hastPlugins: HastPluginDefinition[] = []) =>
	(markdownToHtml(source, { features: { math: true }, hastPlugins }) as MarkdownToHtmlResult).html;
const markdown = (source: string) => toHtml(source, [mathsToMathml]).trim();

describe('splitMaths: the same reading as remark-math', () => {
	it('finds inline formulas between single or double dollars', () => {
		expect(splitMaths('Scores $QK^\\top$ and $$x$$.')).toEqual([
			{ kind: 'text', text: 'Scores ' },
			{ kind: 'maths', tex: 'QK^\\top', display: false, source: '$QK^\\top$', next: ' ' },
			{ kind: 'text', text: ' and ' },
			{ kind: 'maths', tex: 'x', display: false, source: '$$x$$', next: '.' },
			{ kind: 'text', text: '.' },
		]);
	});

	it('reads a paragraph between lines of $$ as a display formula', () => {
		expect(splitMaths('$$\n\\sum_i x_i\n$$')).toEqual([
			{ kind: 'maths', tex: '\\sum_i x_i', display: true, source: '$$\n\\sum_i x_i\n$$', next: '' },
		]);
	});

	it('keeps an unclosed dollar and an escaped one as text', () => {
		expect(splitMaths('It cost $5.')).toEqual([{ kind: 'text', text: 'It cost $5.' }]);
		expect(splitMaths('From \\$5 to \\$10.')).toEqual([{ kind: 'text', text: 'From $5 to $10.' }]);
	});

	it('pairs dollars in the text exactly as the Markdown parser of the guides does', () => {
		for (const text of ['Costs $5 and $10 each.', 'a $x$ b $$y$$ c $z', 'one \\$5 and $x$']) {
			const ours = splitMaths(text)
				.filter((s) => s.kind === 'maths')
				.map((s) => (s.kind === 'maths' ? s.tex : ''));
			const html = toHtml(text);
			const theirs = [
				...html.matchAll(/<code class="language-math math-inline">(.*?)<\/code>/g),
			].map((m) => m[1]);
			expect(ours, text).toEqual(theirs);
		}
	});
});

describe('texToMathml', () => {
	it('typesets a formula as a bare <math> element, without KaTeX wrappers or the TeX copy', () => {
		const math = texToMathml('\\frac{QK^\\top}{\\sqrt{d_k}}');
		expect(math).toMatch(/^<math><mfrac>/);
		expect(math).toContain('<msqrt><msub><mi>d</mi><mi>k</mi></msub></msqrt>');
		expect(math).not.toMatch(/katex|annotation|semantics|xmlns/);
		expect(texToMathml('x^2', true)).toMatch(/^<math display="block">/);
	});

	it('writes hats and tildes as the accent characters math fonts place well', () => {
		expect(texToMathml('\\hat{m}_t')).toContain(
			'<mover accent="true"><mi>m</mi><mo>ˆ</mo></mover>',
		);
		expect(texToMathml('\\tilde{h}')).toContain('<mo>˜</mo></mover>');
		expect(texToMathml("Q(s', a')")).not.toMatch(/separator|mathvariant/);
	});

	it('writes styled letters as Unicode mathematical letters, which MathML Core draws', () => {
		expect(texToMathml('\\mathbb{R}^n')).toBe('<math><msup><mi>ℝ</mi><mi>n</mi></msup></math>');
		expect(texToMathml('\\mathcal{N}')).toBe('<math><mi>𝒩</mi></math>');
		expect(texToMathml('\\mathbb{E}')).toBe('<math><mi>𝔼</mi></math>');
		expect(texToMathml('\\boldsymbol{\\theta}')).toBe('<math><mi>𝜽</mi></math>');
	});

	it('throws MathsError with KaTeX’s reason for a formula it cannot read', () => {
		expect(() => texToMathml('\\frac{a')).toThrow(MathsError);
		expect(() => texToMathml('\\notacommand x')).toThrow(/Undefined control sequence/);
	});

	it('never trusts a formula with links or HTML', () => {
		expect(texToMathml('\\href{javascript:alert(1)}{x}')).not.toContain('javascript');
	});
});

describe('mathsHtml: a paragraph of a term page', () => {
	it('escapes the text and typesets the formulas', () => {
		const { html, block } = mathsHtml('If a < b then $a^2 < b^2$ & more.');
		expect(block).toBe(false);
		expect(html).toMatch(/^If a &lt; b then <math>.*<\/math> &amp; more\.$/);
	});

	it('keeps dollar amounts as text', () => {
		expect(mathsHtml('Netflix offered \\$1 million, and \\$2 later.')).toEqual({
			html: 'Netflix offered $1 million, and $2 later.',
			block: false,
		});
		expect(mathsHtml('It costs $5.').html).toBe('It costs $5.');
	});

	it('puts a display formula in a focusable block that can scroll', () => {
		const { html, block } = mathsHtml('$$\n\\sum_{i=1}^n x_i\n$$');
		expect(block).toBe(true);
		expect(html).toMatch(/^<div class="maths-display" tabindex="0"><math display="block">/);
	});

	it('shows a formula it cannot typeset as its source, never a broken page', () => {
		expect(mathsHtml('See $\\frac{a$.').html).toBe('See <code>$\\frac{a$</code>.');
	});
});

describe('mathsProblem: what an editor or writer is told', () => {
	it('names the formula KaTeX cannot read, and why', () => {
		expect(mathsProblem('The ratio $\\frac{a$ is used.')).toMatch(
			/^has a formula that cannot be typeset, “\$\\frac\{a\$”: Unexpected end of input/,
		);
	});

	it('reports dollar amounts that would read as a formula', () => {
		for (const text of [
			'Plans cost $5 and $10.',
			'Plus ($20/month) and Pro ($200/month).',
			'A $x $ with a space.',
		])
			expect(mathsProblem(text), text).toMatch(/write a dollar sign as \\\$/);
	});

	it('accepts escaped dollars, single dollars and good formulas', () => {
		expect(mathsProblem('Plans cost \\$5 and \\$10.')).toBeNull();
		expect(mathsProblem('It costs $5.')).toBeNull();
		expect(
			mathsProblem('Adam: $\\hat m_t = m_t / (1 - \\beta_1^t)$.\n\n$$\n\\sum_i x_i\n$$'),
		).toBeNull();
	});
});

describe('plain text where no MathML can go', () => {
	const plain = (tex: string) => mathsToPlain(`$${tex}$`);

	it('reads common TeX as Unicode', () => {
		expect(plain('\\operatorname{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d_k}}\\right)V')).toBe(
			'softmax(QKᵀ/√dₖ)V',
		);
		expect(plain('\\theta_t = \\theta_{t-1} - \\alpha \\nabla_\\theta L')).toBe(
			'θₜ = θₜ₋₁ − α∇_θ L',
		);
		expect(plain('\\sum_{i=1}^{n} x_i^2')).toBe('∑ᵢ₌₁ⁿ xᵢ²');
		expect(plain('\\log p(x) \\le \\mathbb{E}[X]')).toBe('log p(x) ≤ 𝔼[X]');
	});

	it('spaces function names, relations and scripts it cannot raise from what follows', () => {
		expect(plain('0.5 \\ln(x) - \\beta \\operatorname{KL}(p \\parallel q)')).toBe(
			'0.5 ln(x) − β KL(p ∥ q)',
		);
		expect(plain('\\beta_d x_d')).toBe('β_d x_d');
		expect(plain('\\pi(a \\mid s)')).toBe('π(a ∣ s)');
		expect(plain('\\lVert x \\rVert')).toBe('∥x∥');
	});

	it('keeps a sign after an operator or comma unary', () => {
		expect(plain('A = -3')).toBe('A = −3');
		expect(plain('\\mathcal{L} = -\\sum_t x_t')).toBe('ℒ = −∑ₜ xₜ');
		expect(plain('(|F| - |S| - 1)')).toBe('(∣F∣ − ∣S∣ − 1)');
	});

	it('writes a matrix as nested brackets, and a binomial with “choose”', () => {
		expect(plain('\\begin{bmatrix} y & x \\\\ 1 & -2 \\end{bmatrix}')).toBe('[[y, x], [1, −2]]');
		expect(plain('\\binom{6}{4}')).toBe('(6 choose 4)');
	});

	it('turns a text’s formulas into Unicode and \\$ into $', () => {
		expect(mathsToPlain('Cost \\$5; $\\sqrt{2} \\approx 1.41$.')).toBe('Cost $5; √2 ≈ 1.41.');
		expect(mathsToPlain('No formula here.')).toBe('No formula here.');
		expect(mathsToPlain('$$\n\\frac{a}{b}\n$$')).toBe('a/b');
		expect(mathsToPlain('Bad $\\frac{a$ here.')).toBe('Bad $\\frac{a$ here.');
	});
});

describe('formulas in the site-search index', () => {
	it('reads our MathML as Unicode text, not its parts run together', () => {
		expect(
			mathmlToText(mathmlToHast(texToMathml('v_t = \\beta_2 v_{t-1} + (1 - \\beta_2) g_t^2'))),
		).toBe('vₜ = β₂vₜ₋₁ + (1 − β₂)gₜ²');
		expect(
			mathmlToText(mathmlToHast(texToMathml('\\operatorname{softmax}(QK^\\top / \\sqrt{d_k})V'))),
		).toBe('softmax(QKᵀ/√dₖ)V');
		expect(mathmlToText(mathmlToHast(texToMathml('\\sum_j \\exp(z_j)')))).toBe('∑ⱼ exp(zⱼ)');
	});

	it('reads the markup as a browser does: any entity, any quoting', () => {
		const math = mathmlToHast(
			"<math display='block'><mtext>a&nbsp;b&#x2192;c&rarr;</mtext><!-- note --></math>",
		);
		expect(math.properties).toEqual({ display: 'block' });
		expect(mathmlToText(math)).toBe('a b→c→');
	});
});

describe('guides and articles (the Sätteri plugin)', () => {
	it('typesets inline and display formulas as MathML', () => {
		const html = markdown('Scale by $\\sqrt{d_k}$:\n\n$$\n\\frac{a}{b}\n$$\n');
		expect(html).toContain('<p>Scale by <math><msqrt>');
		expect(html).toContain('<div class="maths-display" tabindex="0"><math display="block">');
		expect(html).not.toContain('language-math');
	});

	it('keeps escaped dollar amounts as text', () => {
		expect(markdown('Plus (\\$20/month) and Pro (\\$200/month).')).toBe(
			'<p>Plus ($20/month) and Pro ($200/month).</p>',
		);
	});

	it('stops the build on dollar amounts read as a formula, or a formula KaTeX cannot read', () => {
		expect(() => markdown('Plus ($20/month) and Pro ($200/month).')).toThrow(
			/write a dollar sign as \\\$/,
		);
		expect(() => markdown('Bad $\\frac{a$ here.')).toThrow(/cannot be typeset, “\\frac\{a”/);
	});
});

describe('term validation', () => {
	const term = {
		term: 'Softmax',
		slug: 'softmax',
		comprehensive_definition: 'Softmax is $\\exp(z_i) / \\sum_j \\exp(z_j)$.',
		examples: ['It costs \\$1 per call, computed as $n \\cdot p$.'],
	};

	it('accepts good formulas in the definition and the examples', () => {
		expect(TermFileSchema.safeParse(term).success).toBe(true);
	});

	it('refuses a formula KaTeX cannot read, naming the field', () => {
		const result = TermFileSchema.safeParse({
			...term,
			comprehensive_definition: 'Softmax is $\\frac{\\exp(z_i)}{\\sum_j \\exp(z_j)$.',
		});
		expect(result.success).toBe(false);
		expect(result.error!.issues[0]!.path).toEqual(['comprehensive_definition']);
		expect(result.error!.issues[0]!.message).toMatch(/cannot be typeset/);
	});

	it('refuses dollar amounts in an example that would read as a formula', () => {
		const result = TermInputSchema.safeParse({
			term: 'Expected Value',
			comprehensive_definition: 'The average outcome, weighted by probability.',
			examples: 'A ticket costs $2 and pays $1,000.',
		});
		expect(result.success).toBe(false);
		expect(result.error!.issues[0]!.path).toEqual(['examples']);
	});

	it('leaves dollars alone in fields that take no formulas', () => {
		expect(
			TermInputSchema.safeParse({ ...term, short_definition: 'Costs $5 and $10 to run.' }).success,
		).toBe(true);
	});
});
