/**
 * The auto-linker's editorial word lists (rules 1 and 7 in linker.ts), kept with the glossary's
 * content in content/glossary/linker-lists.json: forms never linked and phrases in which a
 * glossary word means something else. Editors extend them when a page links a word in its
 * everyday sense; each group there says why its words are listed.
 */
import { z } from 'zod';
import lists from '../../../content/glossary/linker-lists.json' with { type: 'json' };

const entry = z.string().trim().min(1);
const LinkerListsSchema = z.object({
	stopWords: z.object({
		about: z.string(),
		groups: z.array(z.object({ why: z.string().min(1), words: z.array(entry).min(1) })),
	}),
	blockPhrases: z.object({
		about: z.string(),
		groups: z.array(z.object({ why: z.string().min(1), phrases: z.array(entry).min(1) })),
	}),
});

/** The lists of a linker-lists.json, flattened; throws naming the field when the file is malformed. */
export function parseLinkerLists(raw: unknown): { stopWords: string[]; blockPhrases: string[] } {
	const parsed = LinkerListsSchema.safeParse(raw);
	if (!parsed.success)
		throw new Error(
			`content/glossary/linker-lists.json: ${z.prettifyError(parsed.error).replace(/\n/g, '; ')}`,
		);
	return {
		stopWords: parsed.data.stopWords.groups.flatMap((group) => group.words),
		blockPhrases: parsed.data.blockPhrases.groups.flatMap((group) => group.phrases),
	};
}

const { stopWords, blockPhrases } = parseLinkerLists(lists);

/**
 * Everyday words that are also glossary forms, never matched on their own (rule 1). Compared
 * case-insensitively; plurals are implied.
 */
export const DEFAULT_STOP_WORDS: readonly string[] = stopWords;

/** Phrases in which a glossary word means something else; matched like terms, never linked (rule 7). */
export const DEFAULT_BLOCK_PHRASES: readonly string[] = blockPhrases;
