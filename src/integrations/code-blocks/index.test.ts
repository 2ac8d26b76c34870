import { expect, test } from 'vitest';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { focusableCodeBlocks } from './index.ts';

test('code blocks can be reached, and scrolled, by keyboard', async () => {
	const processor = await createSatteriMarkdownProcessor({
		syntaxHighlight: 'prism',
		hastPlugins: [focusableCodeBlocks],
	});
	const html = (await processor.render('Text.\n\n```python\nprint(1)\n```\n')).code;
	expect(html).toMatch(/<pre[^>]*tabindex="0"/);
	expect(html).toContain('<p>Text.</p>');
});
