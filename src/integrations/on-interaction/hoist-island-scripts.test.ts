import { describe, expect, it } from 'vitest';
import { parse, serialize } from 'parse5';
import { hoistIslandScripts, type IslandLoaders } from './hoist-island-scripts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const DIRECTIVE = '<script>(()=>{self.Astro.interaction=1})();</script>';
const RUNTIME = '<script>(()=>{customElements.define("astro-island",class{})})();</script>';
const LOAD = '<script>(()=>{self.Astro.load=1})();</script>';
const HEAD =
	'<head><meta charset="utf-8"><noscript><link rel="stylesheet" href="/noscript.css"></noscript>' +
	'<script>theme()</script><link rel="stylesheet" href="/site.css"><script type="application/ld+json">{}</script></head>';

/** The page after the hoist, and the Astro scripts it reported. */
function hoist(html: string, loaders?: IslandLoaders) {
	const document = parse(html);
	const kept = hoistIslandScripts(document, loaders);
	return { html: serialize(document), kept };
}

describe('hoistIslandScripts', () => {
	it('moves the island bootstrap ahead of the stylesheet, outside <noscript>', () => {
		const html = `<html>${HEAD}<body><header>${STYLE}${DIRECTIVE}${RUNTIME}<astro-island uid="a">toggle</astro-island></header><p>text</p></body></html>`;
		const { html: out, kept } = hoist(html);
		expect(out).toBe(
			'<html><head><meta charset="utf-8"><noscript><link rel="stylesheet" href="/noscript.css"></noscript>' +
				`<script>theme()</script>${STYLE}${DIRECTIVE}${RUNTIME}<link rel="stylesheet" href="/site.css">` +
				'<script type="application/ld+json">{}</script></head><body><header><astro-island uid="a">toggle</astro-island></header><p>text</p></body></html>',
		);
		expect(kept).toEqual([
			'(()=>{self.Astro.interaction=1})();',
			'(()=>{customElements.define("astro-island",class{})})();',
		]);
	});

	it('also moves the directive scripts Astro writes before later islands, in document order', () => {
		const html = `<html>${HEAD}<body>${STYLE}${DIRECTIVE}${RUNTIME}<astro-island uid="a"></astro-island><main>${LOAD}<astro-island uid="b"></astro-island></main></body></html>`;
		const { html: out } = hoist(html);
		const head = out.slice(0, out.indexOf('</head>'));
		expect(head).toContain(
			`${STYLE}${DIRECTIVE}${RUNTIME}${LOAD}<link rel="stylesheet" href="/site.css">`,
		);
		expect(out.slice(out.indexOf('</head>'))).not.toContain('<script>');
	});

	it('leaves scripts that do not precede an island, and pages without islands, alone', () => {
		const page = `<html>${HEAD}<body><script>analytics()</script><p>text</p></body></html>`;
		expect(hoist(page)).toEqual({ html: page, kept: [] });
	});

	it('appends to the end of <head> when the page has no stylesheet', () => {
		const html = `<html><head><title>t</title></head><body>${STYLE}${DIRECTIVE}${RUNTIME}<astro-island></astro-island></body></html>`;
		expect(hoist(html).html).toBe(
			`<html><head><title>t</title>${STYLE}${DIRECTIVE}${RUNTIME}</head><body><astro-island></astro-island></body></html>`,
		);
	});

	it('fails, naming the file to update, when islands are not preceded by Astro’s scripts', () => {
		const html = `<html>${HEAD}<body><astro-island uid="a"></astro-island></body></html>`;
		expect(() => hoist(html)).toThrow(/island markup has changed.*hoist-island-scripts\.ts/);
	});

	it('puts the lazy loader in place of the bootstrap when every island waits for interaction', () => {
		const html = `<html>${HEAD}<body>${STYLE}${DIRECTIVE}${RUNTIME}<astro-island uid="a" client="interaction"></astro-island><main><astro-island uid="b" client="interaction"></astro-island></main></body></html>`;
		const { html: out, kept } = hoist(html, { lazyLoader: 'loader()' });
		expect(out).toContain(
			`${STYLE}<script>loader()</script><link rel="stylesheet" href="/site.css">`,
		);
		expect(out).not.toContain(RUNTIME);
		expect(out).not.toContain(DIRECTIVE);
		expect(kept).toEqual([]);
	});

	it('puts the view loader there when an island names query parameters that hydrate it at once', () => {
		const opts =
			'opts="{&quot;name&quot;:&quot;Browser&quot;,&quot;value&quot;:&quot;letter term&quot;}"';
		const html = `<html>${HEAD}<body>${STYLE}${DIRECTIVE}${RUNTIME}<astro-island uid="a" client="interaction" opts="{&quot;name&quot;:&quot;Toggle&quot;,&quot;value&quot;:true}"></astro-island><main><astro-island uid="b" client="interaction" ${opts}></astro-island></main></body></html>`;
		const loaders = { lazyLoader: 'loader()', viewLoader: 'views()' };
		const out = hoist(html, loaders).html;
		expect(out).toContain(
			`${STYLE}<script>views()</script><link rel="stylesheet" href="/site.css">`,
		);
		expect(out).not.toContain('loader()');
		const plain = html.replace(opts, 'opts="{&quot;value&quot;:true}"');
		expect(hoist(plain, loaders).html).toContain('<script>loader()</script>');
	});

	it('keeps the runtime when an island hydrates at load, even with a lazy loader', () => {
		const html = `<html>${HEAD}<body>${STYLE}${DIRECTIVE}${RUNTIME}<astro-island uid="a" client="interaction"></astro-island><main>${LOAD}<astro-island uid="b" client="load"></astro-island></main></body></html>`;
		const { html: out, kept } = hoist(html, { lazyLoader: 'loader()' });
		expect(out).toContain(`${STYLE}${DIRECTIVE}${RUNTIME}${LOAD}<link`);
		expect(out).not.toContain('loader()');
		expect(kept).toHaveLength(3);
	});
});
