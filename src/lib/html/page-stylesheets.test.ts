import { describe, expect, test } from 'vitest';
import { dropStylesheet, inlineStylesheets, linkedStylesheets } from './page-stylesheets';

const page = (head: string, body = '<p>Hi</p>') =>
	`<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const sheets: Record<string, string> = {
	'/_astro/site.css': 'body{color:red}',
	'/_astro/print.css': 'a{color:black}',
};
const read = (href: string) => sheets[href];

describe('inlineStylesheets', () => {
	test('puts a linked stylesheet in a <style> element where the link was', () => {
		expect(
			inlineStylesheets(
				page('<link rel="stylesheet" href="/_astro/site.css"><title>T</title>'),
				read,
			),
		).toBe(page('<style>body{color:red}</style><title>T</title>'));
	});

	test('keeps the media condition', () => {
		expect(
			inlineStylesheets(
				page('<link rel="stylesheet" href="/_astro/print.css" media="print">'),
				read,
			),
		).toBe(page('<style media="print">a{color:black}</style>'));
	});

	test('leaves links inside <noscript>, unknown stylesheets and other links alone', () => {
		const head =
			'<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>' +
			'<link rel="stylesheet" href="/missing.css"><link rel="icon" href="/favicon.svg">';
		expect(inlineStylesheets(page(head), read)).toBe(page(head));
	});

	test('never inlines a stylesheet whose text would close the <style> element', () => {
		const head = '<link rel="stylesheet" href="/evil.css">';
		expect(inlineStylesheets(page(head), () => 'a{}</style><script>alert(1)</script>')).toBe(
			page(head),
		);
	});

	test('touches nothing outside the head', () => {
		const body = '<link rel="stylesheet" href="/_astro/site.css">';
		expect(inlineStylesheets(page('', body), read)).toBe(page('', body));
	});
});

describe('linkedStylesheets and dropStylesheet', () => {
	const head =
		'<noscript><link rel="stylesheet" href="/noscript.css"></noscript>' +
		'<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/admin.css">';

	test("lists the head's stylesheets, not those for no-JavaScript readers", () => {
		expect(linkedStylesheets(page(head))).toEqual(['/_astro/site.css', '/_astro/admin.css']);
	});

	test('drops the one link asked for', () => {
		expect(dropStylesheet(page(head), '/_astro/site.css')).toBe(
			page(
				'<noscript><link rel="stylesheet" href="/noscript.css"></noscript><link rel="stylesheet" href="/_astro/admin.css">',
			),
		);
	});

	test('fails when the page does not link it', () => {
		expect(() => dropStylesheet(page(head), '/_astro/other.css')).toThrow(/other\.css/);
	});
});
