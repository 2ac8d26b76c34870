import { describe, expect, it } from 'vitest';
import { texToMathml } from '../../lib/maths/render.ts';
import { extractPage } from './extract-page.ts';

const page = (body: string, title = 'Transformers | AI Atlas') =>
	`<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><nav>Home Blog</nav></header><main>${body}</main><footer>Footer text</footer></body></html>`;

describe('extractPage', () => {
	it('reads only the marked element, with its type and facts, cut into sections at headings with ids', () => {
		const html = page(
			'<p>Site chrome.</p><article data-search-body data-search-type="Guide" data-search-date="2025-04-12">' +
				'<h1>Transformers</h1><nav>On this page</nav><p>Intro <em>text</em>.</p>' +
				'<h2 id="heads">Attention <code>heads</code></h2><p>Each head attends, see <a href="/x">RAG</a><span role="tooltip">Tooltip text</span>.</p>' +
				'<h3>No id</h3><ul><li>One</li><li>two</li></ul>' +
				'<div data-search-ignore><p>Check your understanding</p></div><script>var x = 1;</script>' +
				'<h2 id="next">Next</h2><p>Last words.</p></article>',
		);
		expect(extractPage(html, 'topics/transformers.html')).toEqual({
			url: '/topics/transformers',
			title: 'Transformers',
			type: 'Guide',
			date: '2025-04-12',
			sections: [
				{ text: 'Transformers Intro text.' },
				{
					heading: { title: 'Attention heads', id: 'heads', element: 'h2' },
					text: 'Attention heads Each head attends, see RAG. No id One two',
				},
				{ heading: { title: 'Next', id: 'next', element: 'h2' }, text: 'Next Last words.' },
			],
		});
	});

	it('is undefined for a page without the marker, and names the file when the type is not indexed', () => {
		expect(extractPage(page('<h1>Home</h1>'), 'index.html')).toBeUndefined();
		expect(() =>
			extractPage(
				page('<article data-search-body data-search-type="Glossary term"><h1>RAG</h1></article>'),
				'glossary/rag.html',
			),
		).toThrow(/glossary\/rag\.html .*data-search-type="Glossary term".*glossary API/);
	});

	it('reads formulas as text, and the page title when there is no h1', () => {
		const formula = texToMathml('\\sqrt{d_k}');
		const found = extractPage(
			page(
				`<div data-search-body data-search-type="Page"><p>Scale by ${formula} first.</p></div>`,
				'About | AI Atlas',
			),
			'about.html',
		);
		expect(found).toMatchObject({ title: 'About', url: '/about', type: 'Page' });
		expect(found!.sections[0]!.text).toBe('Scale by √dₖ first.');
	});
});
