import { expect, test } from 'vitest';
import { mdxToMarkdown, toMarkdown } from './markdown-export.ts';

test('components become Markdown, code stays as it is', () => {
	const body = [
		"import diagram from './images/x.svg';",
		'',
		'Networks learn <Cite n={7} /> features.',
		'',
		'<Callout type="tip" title="Start small">',
		'Try one thing at a time.',
		'</Callout>',
		'',
		'<Checkpoint section="what-it-is" />',
		'',
		'```python',
		'import numpy as np',
		'```',
		'<NoGlossary>plain</NoGlossary> words',
	].join('\n');
	expect(mdxToMarkdown(body)).toBe(
		[
			'Networks learn [7] features.',
			'',
			'> **Start small**',
			'>',
			'> Try one thing at a time.',
			'',
			'```python',
			'import numpy as np',
			'```',
			'plain words',
		].join('\n'),
	);
});

test('a page gets its title, source, licence, FAQ and references', () => {
	const markdown = toMarkdown({
		title: 'Neural Networks Explained',
		description: 'How they work.',
		url: 'https://x.example/topics/neural-networks',
		published: new Date('2025-04-15'),
		reviewed: new Date('2026-11-26'),
		changes: [
			{ date: new Date('2025-04-15'), note: 'Published.' },
			{ date: new Date('2026-11-26'), note: 'Outlook brought up to date.' },
		],
		body: '## What they are\n\nText.',
		faq: { title: 'FAQs', items: [{ question: 'Why?', answer: 'Because.\n' }] },
		references: { title: 'References', items: [{ text: 'Book.', url: 'https://doi.org/1' }] },
		license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
	});
	expect(markdown).toContain('# Neural Networks Explained\n\n> How they work.');
	expect(markdown).toContain('Source: https://x.example/topics/neural-networks');
	expect(markdown).toContain('Published: 2025-04-15 · Last reviewed: 2026-11-26');
	expect(markdown).toContain('What changed:\n\n- 2026-11-26: Outlook brought up to date.');
	expect(markdown).toContain('## What they are');
	expect(markdown).toContain('### Why?\n\nBecause.');
	expect(markdown).toContain('1. Book. <https://doi.org/1>');
	expect(markdown).toContain('CC BY 4.0');
});
