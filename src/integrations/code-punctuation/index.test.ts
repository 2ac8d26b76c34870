import { describe, expect, test } from 'vitest';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { unwrapCodePunctuation } from './index.ts';

/** Renders Markdown as the site does: Prism highlighting, then the given hast plugins. */
async function render(markdown: string, withPlugin: boolean) {
	const processor = await createSatteriMarkdownProcessor({
		syntaxHighlight: 'prism',
		hastPlugins: withPlugin ? [unwrapCodePunctuation] : [],
	});
	return (await processor.render(markdown)).code;
}

const SAMPLE = '```python\nprint(max([1, 2]))\n```\n';

describe('unwrapCodePunctuation', () => {
	test('Prism wraps punctuation in spans without the plugin', async () => {
		expect(await render(SAMPLE, false)).toContain('<span class="token punctuation">(</span>');
	});

	test('replaces punctuation tokens with their text and keeps every other token', async () => {
		const html = await render(SAMPLE, true);
		expect(html).not.toContain('punctuation');
		expect(html).toContain(
			'<span class="token keyword">print</span>(<span class="token builtin">max</span>([',
		);
		expect(html).toContain(
			'<span class="token number">1</span>, <span class="token number">2</span>]))',
		);
	});

	test('leaves prose alone', async () => {
		const html = await render('Call <span class="token punctuation">f</span> (not code).\n', true);
		expect(html).toContain('<span class="token punctuation">f</span>');
	});
});
