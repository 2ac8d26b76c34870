/**
 * The editorial lists the glossary lint checks against (lint.ts), kept with the glossary's content
 * in content/glossary/lint-lists.json: which terms are siblings that share a difficulty level, and
 * which may carry a pronunciation note. Editors change the file; the rules that use it stay
 * in lint.ts.
 */
import { z } from 'zod';
import lists from '../../../content/glossary/lint-lists.json' with { type: 'json' };

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a term slug');
const LintListsSchema = z.object({
	difficultyFamilies: z.object({
		about: z.string(),
		areas: z.array(
			z.object({ area: z.string().min(1), families: z.array(z.array(slug).min(2)).min(1) }),
		),
	}),
	pronunciationAllowed: z.object({ about: z.string(), slugs: z.array(slug) }),
});

/** The lists of a lint-lists.json; throws naming the field when the file is malformed. */
export function parseLintLists(raw: unknown): {
	difficultyFamilies: string[][];
	pronunciationAllowed: Set<string>;
} {
	const parsed = LintListsSchema.safeParse(raw);
	if (!parsed.success)
		throw new Error(
			`content/glossary/lint-lists.json: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`,
		);
	return {
		difficultyFamilies: parsed.data.difficultyFamilies.areas.flatMap((area) => area.families),
		pronunciationAllowed: new Set(parsed.data.pronunciationAllowed.slugs),
	};
}

const { difficultyFamilies, pronunciationAllowed } = parseLintLists(lists);

/**
 * Terms that are alternatives to the same thing share a difficulty level (content/glossary/README.md:
 * "siblings share a level"). Each family lists slugs; slugs not in the glossary are ignored.
 */
export const DIFFICULTY_FAMILIES: readonly (readonly string[])[] = difficultyFamilies;

/**
 * Terms whose pronunciation note an editor has judged useful. A term not listed, whose name has no
 * accented letter or possessive (Bayes', Simpson's), gets a finding for its note.
 */
export const PRONUNCIATION_ALLOWED: ReadonlySet<string> = pronunciationAllowed;
