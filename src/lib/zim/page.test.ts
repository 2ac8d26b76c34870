import { describe, expect, it } from 'vitest';
import { zimPage, type ZimPageOptions } from './page';

const SITE = 'https://ai-atlas.example';
const island = (name: string, inner: string) =>
	`<astro-island uid="x" component-url="/_astro/${name}.js" renderer-url="/_astro/client.js" opts="{&quot;name&quot;:&quot;${name}&quot;,&quot;value&quot;:true}">${inner}</astro-island>`;

function page(head: string, body: string) {
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

function rewrite(html: string, options: Partial<ZimPageOptions> = {}) {
	return zimPage(html, {
		entry: 'topics/neural-networks',
		has: (entry) => ['index', 'glossary', 'glossary/overfitting', 'glossary.json'].includes(entry),
		site: SITE,
		book: 'ai-atlas_en_all_2026-03',
		...options,
	});
}

describe('zimPage', () => {
	it('keeps the stylesheets and icon, listed for the file, and drops scripts, the policy and other head links', () => {
		const { html, resources } = rewrite(
			page(
				'<meta http-equiv="content-security-policy" content="script-src \'sha256-x\'">' +
					'<link rel="icon" href="data:image/svg+xml,x"><link rel="alternate" href="/rss.xml">' +
					'<link rel="manifest" href="/manifest.webmanifest">' +
					'<noscript><link rel="stylesheet" href="/styles/noscript.css"></noscript>' +
					'<link rel="stylesheet" href="/_astro/site.css"><script>theme()</script>' +
					'<script type="application/ld+json">{}</script><title>Neural Networks | AI Atlas</title>',
				'<p>Text</p><script src="/_astro/a.js"></script>',
			),
		);
		expect(html).toBe(
			page(
				'<link rel="icon" href="data:image/svg+xml,x">' +
					'<link rel="stylesheet" href="../styles/noscript.css">' +
					'<link rel="stylesheet" href="../_astro/site.css"><title>Neural Networks | AI Atlas</title>',
				'<p>Text</p>',
			),
		);
		expect(resources).toEqual(['_astro/site.css', 'styles/noscript.css']);
	});

	it('names the page by its title without the site’s name', () => {
		expect(rewrite(page('<title>Neural Networks Explained | AI Atlas</title>', '')).title).toBe(
			'Neural Networks Explained',
		);
	});

	it('links to pages in the file relatively, to left-out pages on the online site, and to other sites as written', () => {
		const links = [
			'/glossary/overfitting',
			'/glossary?category=Machine%20Learning',
			'/#start',
			'/glossary.json',
			'/review',
			'/topics/neural-networks.md',
			'#definition',
			'https://arxiv.org/abs/1706.03762',
			`${SITE}/glossary/overfitting`,
			'mailto:hello@ai-atlas.example',
		];
		const { html } = rewrite(page('', links.map((href) => `<a href="${href}">x</a>`).join('')));
		expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))).toEqual([
			'../glossary/overfitting',
			'../glossary',
			'../index#start',
			'../glossary.json',
			`${SITE}/review`,
			`${SITE}/topics/neural-networks.md`,
			'#definition',
			'https://arxiv.org/abs/1706.03762',
			`${SITE}/glossary/overfitting`,
			'mailto:hello@ai-atlas.example',
		]);
	});

	it('carries the pictures a page loads, and refuses one from another site', () => {
		const { html, resources } = rewrite(page('', '<img src="/_astro/diagram.svg" alt="d">'));
		expect(html).toContain('<img src="../_astro/diagram.svg" alt="d">');
		expect(resources).toEqual(['_astro/diagram.svg']);
		expect(() => rewrite(page('', '<img src="https://cdn.example/x.png" alt="">'))).toThrow(
			/outside the file/,
		);
	});

	it('keeps islands that read without scripts, unwrapped, and drops the others and their controls', () => {
		const { html } = rewrite(
			page(
				'',
				island(
					'CheckpointQuiz',
					'<astro-slot><fieldset><label><input type="radio" name="q">A</label></fieldset>' +
						'<details><summary>Show the answer</summary>A</details></astro-slot>' +
						'<button type="button">Practise this section later</button>',
				) +
					island('AddToReview', '<button type="button">Add to review</button>') +
					island(
						'ZoomableImage',
						'<button type="button" popovertarget="z">Zoom</button><div id="z" popover>…</div>',
					),
			),
		);
		expect(html).toBe(
			page(
				'',
				'<fieldset><label><input type="radio" name="q">A</label></fieldset>' +
					'<details><summary>Show the answer</summary>A</details>' +
					'<button type="button" popovertarget="z">Zoom</button><div id="z" popover="">…</div>',
			),
		);
	});

	it('drops what needs scripts or the network: .js-only, data-online-only, forms and notes for readers without scripts', () => {
		const { html } = rewrite(
			page(
				'',
				'<div class="mt-4 js-only">Pronounce</div><section data-online-only><h2>Sync</h2></section>' +
					'<form><input name="email"><button>Subscribe</button></form>' +
					'<noscript><p>Review needs JavaScript.</p></noscript><p>Kept</p>',
			),
		);
		expect(html).toBe(page('', '<p>Kept</p>'));
	});

	it('turns the header’s search button into a form that asks Kiwix to search this book', () => {
		const { html } = rewrite(
			page('', `<header>${island('HeaderSearch', '<a href="/search">Search</a>')}</header>`),
		);
		expect(html).toContain(
			'<header><form role="search" action="/search" method="get" class="flex items-center">' +
				'<input type="hidden" name="content" value="ai-atlas_en_all_2026-03">' +
				'<label for="kiwix-search" class="sr-only">Search AI Atlas</label>' +
				'<input id="kiwix-search" type="search" name="pattern" required="" placeholder="Search" class="field h-10 w-32 sm:w-48">' +
				'</form></header>',
		);
	});

	it('opens <main> with the lead, its links rewritten like the page’s', () => {
		const { html } = rewrite(page('', '<main><h1>Home</h1></main>'), {
			entry: 'index',
			lead: '<aside>See the <a href="/glossary.json">data</a></aside>',
		});
		expect(html).toContain('<main><aside>See the <a href="glossary.json">data</a></aside><h1>');
	});
});
