import { describe, expect, test } from 'vitest';
import { parse, serialize } from 'parse5';
import { inlineStylesheets, inlineStylesheetsStep } from './page-stylesheets';
import { finishPage } from './page-steps';

const sheets: Record<string, string> = {
	'/_astro/site.css': 'body{color:red}',
	'/_astro/print.css': '@page{margin:0}',
	'/_astro/bad.css': 'a::after{content:"</style>"}',
};
const read = (href: string) => sheets[href];
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body>x</body></html>`;

function inline(html: string) {
	const document = parse(html);
	const count = inlineStylesheets(document, read);
	return { html: serialize(document), count };
}

describe('inlineStylesheets', () => {
	test('replaces each stylesheet link of the head with its text, keeping its media', () => {
		const { html, count } = inline(
			page(
				'<link rel="stylesheet" href="/_astro/site.css"><title>T</title>' +
					'<link rel="stylesheet" href="/_astro/print.css" media="print">',
			),
		);
		expect(html).toBe(
			page(
				'<style>body{color:red}</style><title>T</title><style media="print">@page{margin:0}</style>',
			),
		);
		expect(count).toBe(2);
	});

	test('keeps links inside <noscript>, unreadable ones, and ones that would end <style> early', () => {
		const head =
			'<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>' +
			'<link rel="stylesheet" href="/_astro/missing.css">' +
			'<link rel="stylesheet" href="/_astro/bad.css">';
		expect(inline(page(head))).toEqual({ html: page(head), count: 0 });
	});

	test('leaves stylesheet links in the body alone', () => {
		const html =
			'<!DOCTYPE html><html><head></head><body><link rel="stylesheet" href="/_astro/site.css"></body></html>';
		expect(inline(html).html).toBe(html);
	});
});

describe('inlineStylesheetsStep', () => {
	const step = inlineStylesheetsStep(['glossary.html'], read);

	test('runs on the pages named only', () => {
		const html = page('<link rel="stylesheet" href="/_astro/site.css">');
		expect(finishPage(html, 'glossary.html', [step]).html).toContain(
			'<style>body{color:red}</style>',
		);
		expect(finishPage(html, 'index.html', [step]).html).toBe(html);
	});

	test('fails a named page with nothing to inline, naming the page and the step', () => {
		expect(() => finishPage(page(''), 'glossary.html', [step])).toThrow(
			'glossary.html: inline stylesheets: the page has no stylesheet link to inline',
		);
	});
});
