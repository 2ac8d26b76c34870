/**
 * The guide-length rule (content/README.md, "Guide length"): 1,800–4,000 words of body text, long
 * enough to teach its subject, short enough to read in one sitting.
 */

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
