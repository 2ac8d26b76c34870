/**
 * Every guide is 1,800–4,000 words of body text: long enough to teach its subject, short enough to
 * read in one sitting. Counted as a reader meets them: prose, lists, tables and callouts, not code
 * blocks, import lines, markup or link addresses.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const TOPICS = join(import.meta.dirname, '../../content/topics');

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

for (const file of readdirSync(TOPICS).filter((name) => name.endsWith('.mdx'))) {
	test(`${file} has 1,800–4,000 words of body text`, () => {
		const words = bodyWords(readFileSync(join(TOPICS, file), 'utf8'));
		expect(words).toBeGreaterThanOrEqual(1800);
		expect(words).toBeLessThanOrEqual(4000);
	});
}
