/**
 * Formulas in the build output: term pages and guides carry MathML made at build time, and no
 * page loads KaTeX (no script, stylesheet or font); dollar amounts stay text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { termPages, type TermPages } from '../../scripts/term-pages.ts';

const DIST = process.env.DIST_DIR || join(import.meta.dirname, '../../dist');
const read = (page: string) => readFileSync(join(DIST, page), 'utf8');
/** Term pages are rendered on demand (MathML made then, on the server). */
let pages: TermPages;
beforeAll(async () => void (pages = await termPages()), 60_000);
afterAll(() => pages.close());

test('a term page with formulas carries MathML and no KaTeX script or stylesheet', async () => {
	const html = await pages.html('adam');
	expect(html).toMatch(/<math><msub><mi>m<\/mi><mi>t<\/mi><\/msub>/);
	expect(html).toMatch(/<div class="maths-display" tabindex="0"><math display="block">/);
	expect(html).not.toMatch(/katex/i);
	expect(html).not.toMatch(/<annotation|\$\\|\\beta/);
});

test('a guide with formulas carries MathML, and no page or asset mentions KaTeX', async () => {
	expect(read('topics/transformer-models-nlp.html')).toContain(
		'<math><mi mathvariant="normal">Attention</mi>',
	);
	const files = ['index.html', 'glossary.html', 'topics/reinforcement-learning.html'];
	for (const page of files) expect(read(page), page).not.toMatch(/katex/i);
	expect(await pages.html('softmax')).not.toMatch(/katex/i);
	const assets = readdirSync(join(DIST, '_astro'));
	expect(assets.filter((name) => /katex/i.test(name))).toEqual([]);
	for (const name of assets.filter((file) => /\.(js|css)$/.test(file)))
		expect(readFileSync(join(DIST, '_astro', name), 'utf8'), name).not.toMatch(/katex/i);
});

test('dollar amounts stay text, written without their backslash', async () => {
	expect(await pages.html('mean')).toContain('earning $50,000');
	expect(read('blog/agentic-ai-tools-2025.html')).toMatch(/Pro \(\$200\/month\)/);
	expect(read('blog/agentic-ai-tools-2025.html')).not.toContain('\\$');
});
