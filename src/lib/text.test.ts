import { describe, expect, test } from 'vitest';
import { markupToText, readingMinutes, wordCount } from './text.ts';

describe('markupToText', () => {
	test('removes imports, components, links and emphasis', () => {
		const mdx = "import x from './a.svg';\n\n## Title\n\nSome **bold** [link](https://x.org) text <Cite n={1} />.";
		expect(markupToText(mdx)).toBe('Title Some bold link text .');
	});
});

describe('wordCount', () => {
	test('counts words, not markup', () => {
		expect(wordCount(markupToText('**Hello** <b>world</b>, it’s 2025!'))).toBe(4);
	});
});

describe('readingMinutes', () => {
	test('is at least one minute', () => {
		expect(readingMinutes(10)).toBe(1);
		expect(readingMinutes(2250)).toBe(10);
	});
});
