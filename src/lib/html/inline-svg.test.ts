import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { inlineSvg, svgDataUrl } from './inline-svg';

const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-labelledby="t d">
  <title id="t">A title</title>
  <desc id="d">A long description.</desc>
  <defs>
    <marker id="ab" viewBox="0 0 10 10"><path d="M0,0 L10,5 L0,10 z"/></marker>
  </defs>
  <path d="M1,1 L5,5" marker-end="url(#ab)"/>
  <use href="#ab"/>
  <text x="1" y="2"><tspan font-weight="700">Loss:</tspan> <tspan>how   far</tspan></text>
</svg>
`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
	text
		.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
		.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

const options = { label: 'A diagram of "two" <things>', idPrefix: 'lead-' };

describe('inlineSvg', () => {
	test('keeps the drawing and its size, and names it for assistive technology', () => {
		const svg = inlineSvg(FILE, options);
		expect(svg.startsWith('<svg width="800" height="450" viewBox="0 0 800 450"')).toBe(true);
		expect(svg).toContain('role="img"');
		expect(svg).toContain('aria-label="A diagram of &quot;two&quot; &lt;things&gt;"');
		expect(svg).not.toContain('aria-labelledby');
		expect(svg.match(/role=/g)).toHaveLength(1);
		expect(svg.endsWith('</svg>')).toBe(true);
	});

	test('drops the prolog, comments, title and description', () => {
		const svg = inlineSvg(FILE, options);
		expect(svg).not.toMatch(/<\?xml|<!--|<title|<desc|A long description/);
	});

	test('prefixes ids and every reference to them', () => {
		const svg = inlineSvg(FILE, options);
		const id = svg.match(/<marker id="(lead-[\w-]+)"/)?.[1];
		expect(id).toBeDefined();
		expect(svg).toContain(`marker-end="url(#${id})"`);
		expect(svg).toContain(`<use href="#${id}"/>`);
		expect(svg).not.toMatch(/"#ab"|\(#ab\)|id="ab"/);
	});

	test('removes whitespace between tags but keeps one rendered space between tspans', () => {
		const svg = inlineSvg(FILE, options);
		expect(svg).not.toMatch(/>\s+<(?!tspan)/);
		expect(svg).toContain('<tspan font-weight="700">Loss:</tspan> <tspan>how far</tspan>');
		expect(svg).not.toContain('\n');
	});

	test('adds the attributes asked for', () => {
		const svg = inlineSvg(FILE, {
			...options,
			attributes: { class: 'lead', 'data-lead-diagram': '' },
		});
		expect(svg).toMatch(/^<svg [^>]*class="lead" data-lead-diagram="">/);
	});

	test.each([
		['a script', '<svg><script>alert(1)</script></svg>', /<script/],
		['a style element', '<svg><style>text{fill:red}</style></svg>', /<style/],
		['a style attribute', '<svg><rect style="fill:red"/></svg>', /style=/],
		['an event handler', '<svg><rect onclick="x()"/></svg>', /onclick=/],
		['a link out', '<svg><image href="https://example.com/x.png"/></svg>', /href=/],
	])('refuses %s, which the page could not carry', (_, source, named) => {
		expect(() => inlineSvg(source, options)).toThrow(named);
	});

	test('refuses text that is not one svg element, and an empty label', () => {
		expect(() => inlineSvg('<div></div>', options)).toThrow(/one <svg> element/);
		expect(() => inlineSvg('<svg></svg><svg></svg>x', options)).toThrow(/one <svg> element/);
		expect(() => inlineSvg('<svg></svg>', { ...options, label: ' ' })).toThrow(/label/);
	});

	test('every lead diagram in content/ can be inlined, and keeps each of its texts', () => {
		for (const dir of ['content/topics/images', 'content/blog/images']) {
			for (const name of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
				const source = readFileSync(join(dir, name), 'utf8');
				const svg = inlineSvg(source, options);
				const texts = (html: string) =>
					[...html.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
						decodeEntities(m[1]!.replace(/<[^>]+>/g, ''))
							.replace(/[ \t\r\n]+/g, ' ')
							.trim(),
					);
				expect(texts(svg), name).toEqual(texts(source));
				expect(svg.length, name).toBeLessThan(source.length);
			}
		}
	});
});

describe('svgDataUrl', () => {
	test('gives a data URL that decodes to the same picture and fits a double-quoted attribute', () => {
		const source =
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\n  <rect width="50%" fill="#4338ca"/>\n</svg>\n';
		const url = svgDataUrl(source);
		expect(url).toBe(
			"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='50%25' fill='%234338ca'/></svg>",
		);
		expect(url).not.toMatch(/["#\s]{2}|"|#/);
		expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
			source.replace(/>\s+</g, '><').trim().replace(/"/g, "'"),
		);
	});

	test('refuses a single quote, which would end the URL', () => {
		expect(() => svgDataUrl(`<svg><text>it's</text></svg>`)).toThrow(/'/);
	});
});
