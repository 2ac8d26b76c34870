import { describe, expect, test } from 'vitest';
import { mdxToJs } from 'satteri';
import { documentText, foldText, readingMinutes, wordCount, type TextNode } from './text.ts';

/** The text of an MDX document as the build parses it. */
async function textOf(mdx: string): Promise<string> {
	let text = '';
	await mdxToJs(mdx, {
		jsxImportSource: 'astro',
		hastPlugins: [{ name: 'test', before: (root) => void (text = documentText(root as TextNode)) }],
	});
	return text;
}

describe('documentText', () => {
	test('removes imports, components, links and emphasis', async () => {
		const mdx =
			"import x from './a.svg';\n\n## Title\n\nSome **bold** [link](https://x.org) text <Cite n={1} />.";
		expect(await textOf(mdx)).toBe('Title Some bold link text .');
	});

	test('keeps code and snake_case words as written, and leaves out {expressions}', async () => {
		const mdx =
			'Call `get_weather` with snake_case names{1 + 1}.\n\n```python\nfake_data = {"Paris": 14}\n```';
		expect(await textOf(mdx)).toBe(
			'Call get_weather with snake_case names. fake_data = {"Paris": 14}',
		);
	});

	test("keeps a component's children but not its attributes, and separates blocks and cells", async () => {
		const mdx =
			'<Callout type="tip" title="Not shown">Inside *callout*</Callout>\n\n| A | B |\n|---|---|\n| one | two |\n\n- first\n- second';
		expect(await textOf(mdx)).toBe('Inside callout A B one two first second');
	});

	test("leaves out the glossary linker's definition tooltips", () => {
		const root: TextNode = {
			type: 'root',
			children: [
				{
					type: 'element',
					tagName: 'p',
					children: [
						{ type: 'text', value: 'A ' },
						{
							type: 'element',
							tagName: 'span',
							children: [
								{ type: 'element', tagName: 'a', children: [{ type: 'text', value: 'tensor' }] },
								{
									type: 'element',
									tagName: 'span',
									properties: { role: 'tooltip' },
									children: [{ type: 'text', value: 'A multi-dimensional array.' }],
								},
							],
						},
						{ type: 'text', value: ' flows.' },
					],
				},
			],
		};
		expect(documentText(root)).toBe('A tensor flows.');
	});

	test('keeps the words of adjoining blocks apart, summaries and details too', () => {
		const element = (tagName: string, text: string): TextNode => ({
			type: 'element',
			tagName,
			children: [{ type: 'text', value: text }],
		});
		const root: TextNode = {
			type: 'root',
			children: [
				{
					type: 'element',
					tagName: 'details',
					children: [element('summary', 'Why'), element('span', 'Because')],
				},
				element('header', 'Next'),
			],
		};
		expect(documentText(root)).toBe('Why Because Next');
	});
});

describe('wordCount', () => {
	test('counts words, not markup', async () => {
		expect(wordCount(await textOf('**Hello** <b>world</b>, it’s 2025!'))).toBe(4);
	});
});

describe('readingMinutes', () => {
	test('is at least one minute', () => {
		expect(readingMinutes(10)).toBe(1);
		expect(readingMinutes(2250)).toBe(10);
	});
});

describe('foldText', () => {
	test('ignores case, accents and compatibility forms', () => {
		expect(foldText('Ça Ñ Ǆ ﬁ x²')).toBe('ca n dz fi x2');
		expect(foldText('Ångström')).toBe(foldText('angstrom'));
		expect(foldText('ℌilbert')).toBe('hilbert');
	});

	test('leaves plain ASCII as its lower case', () => {
		expect(foldText('Self-Attention, v2!')).toBe('self-attention, v2!');
	});
});
