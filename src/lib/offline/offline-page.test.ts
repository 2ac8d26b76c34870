// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { pageTitle } from './offline-page.ts';

test("a kept page's title is read as the browser reads it, without the site's name", () => {
	expect(
		pageTitle(
			'<!doctype html><html><head><title>Q&amp;A: &quot;attention&quot; &lt;is&gt; all you need &#8212; it&#39;s | AI Atlas</title></head></html>',
		),
	).toBe('Q&A: "attention" <is> all you need — it\'s');
	expect(pageTitle('<p>No title</p>')).toBe('');
});
