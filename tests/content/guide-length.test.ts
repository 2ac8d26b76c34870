/**
 * Every guide is 1,800–4,000 words of body text: long enough to teach its subject, short enough to
 * read in one sitting. Counted as a reader meets them: prose, lists, tables and callouts, not code
 * blocks, import lines, markup or link addresses.
 */
import { expect, test } from 'vitest';
import { contentFiles } from '../helpers/content.ts';

/** The rule, as content/README.md states it ("Guide length"). */
export const GUIDE_WORDS = { min: 1800, max: 4000 };

/** What a writer reads when a guide breaks the rule: the file, the count, the rule and the fix. */
export function lengthProblem(file: string, words: number): string | undefined {
	if (words >= GUIDE_WORDS.min && words <= GUIDE_WORDS.max) return undefined;
	const fix =
		words < GUIDE_WORDS.min
			? `add ${GUIDE_WORDS.min - words} words, or publish it as a blog article (content/blog/), which has no length rule`
			: `cut ${words - GUIDE_WORDS.max} words, or split it into two guides`;
	return `${file}: ${words} words of body text; a guide has 1,800–4,000 (content/README.md, "Guide length"): ${fix}.`;
}

/** Words of an MDX file's body, without its frontmatter, code blocks, imports and tags. */
export function bodyWords(mdx: string): number {
	const body = mdx
		.replace(/^---\n[\s\S]*?\n---\n/, '')
		.replace(/```[\s\S]*?```/g, '')
		.replace(/^import .*$/gm, '')
		// A link's address is not read: `[text](/glossary/x)` counts as its text.
		.replace(/\]\([^)\s]*\)/g, ']')
		.replace(/<[^>]+>/g, ' ');
	return body.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

test('the count skips frontmatter, code, tags and link addresses', () => {
	expect(
		bodyWords('---\ntitle: x y z\n---\nOne two.\n```js\nlet a = 1;\n```\n<Cite n={1} /> three'),
	).toBe(3);
	expect(bodyWords('Read the [reasoning effort](/glossary/reasoning-effort) entry.')).toBe(5);
});

test('a guide outside the rule is named, with its count and what to do', () => {
	expect(lengthProblem('content/topics/short.mdx', 305)).toBe(
		'content/topics/short.mdx: 305 words of body text; a guide has 1,800–4,000 (content/README.md, "Guide length"): add 1495 words, or publish it as a blog article (content/blog/), which has no length rule.',
	);
	expect(lengthProblem('content/topics/long.mdx', 4100)).toMatch(/cut 100 words/);
	expect(lengthProblem('content/topics/fine.mdx', 2000)).toBeUndefined();
});

for (const { file, source } of contentFiles('topics')) {
	test(`${file} has 1,800–4,000 words of body text`, () => {
		expect(lengthProblem(file, bodyWords(source))).toBeUndefined();
	});
}
