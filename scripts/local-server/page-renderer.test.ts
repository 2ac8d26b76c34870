/** The local stand-in for Netlify's CDN in front of the page function: what it keeps, per what. */
import { expect, test } from 'vitest';
import type { FunctionContext } from './functions.ts';
import { PageRenderer } from './page-renderer.ts';

const context = {} as FunctionContext;

test('keeps one answer per value of the query parameters Netlify-Vary names, ignoring the others', async () => {
	const rendered: string[] = [];
	const pages = new PageRenderer(async (req) => {
		const url = new URL(req.url);
		rendered.push(url.pathname + url.search);
		const vary = url.pathname === '/search' ? 'query=q' : 'query=no-parameters';
		return new Response(`page for ${url.searchParams.get('q')}`, {
			headers: { 'Netlify-CDN-Cache-Control': 'public, max-age=60', 'Netlify-Vary': vary },
		});
	});
	const body = async (path: string) =>
		(await pages.render(new Request(`http://localhost${path}`), context)).text();

	expect(await body('/search?q=ai')).toBe('page for ai');
	expect(await body('/search?q=agents')).toBe('page for agents');
	expect(await body('/search?q=ai&utm=x')).toBe('page for ai');
	expect(await body('/search?q=agents')).toBe('page for agents');
	expect(rendered).toEqual(['/search?q=ai', '/search?q=agents']);
	// A page that varies on no parameter is one answer, whatever the query string.
	await body('/glossary/softmax?letter=S');
	expect(await body('/glossary/softmax')).toBe('page for null');
	expect(rendered).toHaveLength(3);
});

/** A renderer whose pages are kept for `maxAge` seconds; `rendered` lists what it rendered. */
function counting(maxAge = 60) {
	const rendered: string[] = [];
	const pages = new PageRenderer(async (req) => {
		rendered.push(new URL(req.url).pathname);
		return new Response('page', {
			headers: { 'Netlify-CDN-Cache-Control': `public, max-age=${maxAge}` },
		});
	});
	const visit = (path: string) => pages.render(new Request(`http://localhost${path}`), context);
	return { rendered, visit };
}

test('an answer is kept for its max-age, then rendered again', async () => {
	const { rendered, visit } = counting(1);
	await visit('/a');
	expect((await visit('/a')).headers.get('cache-status')).toContain('hit');
	await new Promise((resolve) => setTimeout(resolve, 1100));
	expect((await visit('/a')).headers.get('cache-status')).toBeNull();
	expect(rendered).toEqual(['/a', '/a']);
});

test('beyond 5,000 answers the least recently used goes first', async () => {
	const { rendered, visit } = counting();
	for (let i = 0; i < 5000; i++) await visit(`/${i}`);
	await visit('/0');
	await visit('/5000');
	rendered.length = 0;
	await visit('/0');
	await visit('/1');
	expect(rendered).toEqual(['/1']);
});
