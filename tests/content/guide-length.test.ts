/**
 * Every guide is 1,800–4,000 words of body text: long enough to teach its subject, short enough to
 * read in one sitting. Counted as a reader meets them: prose, lists, tables and callouts, not code
 * blocks, import lines, markup or link addresses. The message a writer reads is tested in
 * content-errors.test.ts.
 */
import { expect, test } from 'vitest';
import { contentFiles } from '../helpers/content.ts';
import { bodyWords, lengthProblem } from '../helpers/guide-length.ts';

test('the count skips frontmatter, code, tags and link addresses', () => {
	expect(
		bodyWords('---\ntitle: x y z\n---\nOne two.\n```js\nlet a = 1;\n```\n<Cite n={1} /> three'),
	).toBe(3);
	expect(bodyWords('Read the [reasoning effort](/glossary/reasoning-effort) entry.')).toBe(5);
});

for (const { file, source } of contentFiles('topics')) {
	test(`${file} has 1,800–4,000 words of body text`, () => {
		expect(lengthProblem(file, bodyWords(source))).toBeUndefined();
	});
}
