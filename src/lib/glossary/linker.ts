/**
 * Glossary auto-linker: finds the glossary terms worth linking in the running text of a page.
 *
 * Pure and framework-free. `buildTermIndex()` turns term records (name, aliases, slug, short
 * definition) into an index; a `PageLinker` then reads a page's text segments in document order
 * and returns, for each segment, the fragments to link. The Sätteri plugin in
 * src/integrations/glossary-linker feeds it the text nodes of an MDX body.
 *
 * Matching rules (the editorial contract; tests in linker.test.ts):
 *
 * 1. Surface forms. A term matches by its name and by each alias. Forms shorter than
 *    three letters/digits ("AI", "ML", "CV") and forms on the stop list
 *    (`DEFAULT_STOP_WORDS`: everyday words such as "model", "data", "attention", "mean") are
 *    never matched. The stop list removes one form, not the term: "Attention" still links as
 *    "attention mechanism".
 * 2. Whole words. A match starts and ends at a word boundary (letters, marks and digits are word
 *    characters). It never starts inside a hyphenated compound ("attention" in "self-attention")
 *    but may end before a hyphen or an apostrophe ("GPU-accelerated", "BERT's" link "GPU",
 *    "BERT").
 * 3. Separators and punctuation. A space or a hyphen in a form matches any run of white space
 *    or one hyphen in the text ("chain-of-thought" = "chain of thought"); straight and curly
 *    apostrophes are the same; other punctuation must match exactly ("vs.", "CI/CD").
 * 4. Case. Each word of a form is checked separately. A word with a capital after its first
 *    letter (an acronym or a mixed-case name: "BERT", "RAG", "ReLU", "ChatGPT", "mAP") must
 *    match exactly. Any other word (headwords are Title Case: "Neural Network") matches in
 *    lower case or with a capital first letter, so "neural network" and "Neural Networks" both
 *    match, but "NEURAL NETWORK" and "Rag" do not. A one-word form that is not an acronym,
 *    written with a capital, matches only at the start of a sentence (a block's start, or after
 *    . ! ? …): "Agent" opening a sentence links, "Perplexity" (the product) or "Adams" (a
 *    surname) in the middle of one do not. Names are the exception: a one-word form that the
 *    term's own definitions and examples write capitalised mid-sentence and never in lower
 *    case ("Claude", "Docker") also matches capitalised anywhere, in the singular.
 * 5. Plurals. If the last word of a form ends in a letter and has at least two letters, its
 *    regular plural also matches: +s, +es after s/x/z/ch/sh/o, y → ies after a consonant
 *    ("networks", "biases", "probabilities", "CNNs", "LLMs"). Acronyms take a lowercase "s"
 *    only. Irregular plurals need an alias in the term file ("Matrices", "Local Minima").
 * 6. Longest match. At each position the longest matching form wins ("convolutional neural
 *    network" over "neural network" over "network"), scanning left to right. The matched
 *    span is consumed even when it is not linked (its term is already linked, or the span is a
 *    block phrase), so a later "convolutional neural network" never links its "neural network".
 * 7. Block phrases (`DEFAULT_BLOCK_PHRASES`): phrases in which a term word means something else
 *    ("Claude Shannon", "pay attention", "a steep learning curve", "Perplexity" the product);
 *    they take part in rule 6 and link nothing. Capitals in a block phrase are matched exactly.
 * 8. Once per page. A term (by slug) is linked at its first occurrence only, whichever form
 *    occurs; at most `maxLinks` links per page (default 25), after which nothing more links.
 *    A caller may also cap the links of one segment (`limit`; the plugin allows 3 per
 *    paragraph or list item so links spread through the page): a term found past that cap is
 *    left for its next occurrence.
 * 9. Key terms first. A page may name its key terms (a guide's `reviewTerms`). `linkPage` then
 *    reads the page twice: the first pass links only the key terms, each at its first mention
 *    (all the rules above apply: the per-block cap, and a longer term that contains a key term
 *    consumes it), and the second fills the rest of the page's budget in page order. So an
 *    everyday term early in a page can no longer spend the links a key term needs. A page's own
 *    key terms also match through their stop-listed forms ("temperature" on the LLM guide,
 *    "policy" on the reinforcement learning guide), which stay unlinked on every other page.
 *
 * When two terms claim the same form, the one whose name it is wins over an alias, then the
 * lower slug; `index.conflicts` lists these so the data can be fixed.
 *
 * This module matches; the word lists are editorial data in content/glossary/linker-lists.json
 * (read by linker-lists.ts), the character rules are in linker-text.ts and the index is built by
 * linker-index.ts.
 */
import {
	buildTermIndex,
	type GlossaryTermSource,
	type IndexEntry,
	type TermIndex,
	type TermIndexOptions,
	type TrieNode,
	type WordRule,
} from './linker-index.ts';
import {
	APOSTROPHES,
	HYPHENS,
	WORD_RUNS,
	endsSentence,
	isSpace,
	isWordCharAt,
	isWordStart,
	normalizeForm,
} from './linker-text.ts';

export { buildTermIndex, endsSentence, normalizeForm };
export type { GlossaryTermSource, TermIndex, TermIndexOptions };

export interface PageLinkerOptions {
	/** Links per page at most. Default 25. */
	maxLinks?: number;
	/** The page's key terms, by slug (rule 9): they also match through their stop-listed forms. */
	keyTerms?: Iterable<string>;
}

/** One fragment of a segment to link. `start`/`end` are UTF-16 offsets into the segment. */
export interface GlossaryMatch {
	start: number;
	end: number;
	/** The text as written (kept as the link text). */
	text: string;
	slug: string;
	/** The term's canonical name. */
	term: string;
	/** The term's short definition (the tooltip). */
	definition: string;
}

export const DEFAULT_MAX_LINKS = 25;

/* --- Matching --- */

function capitalized(lower: string): string {
	const first = String.fromCodePoint(lower.codePointAt(0)!);
	return first.toUpperCase() + lower.slice(first.length);
}

function wordMatches(rule: WordRule, written: string): boolean {
	if (rule.exact) return written === rule.word;
	const lower = rule.word.toLowerCase();
	return written === lower || written === capitalized(lower);
}

/** Rules 4 and 5: the case of each written word against the form's. */
function caseMatches(entry: IndexEntry, written: string, atSentenceStart: () => boolean): boolean {
	const words = written.match(WORD_RUNS) ?? [];
	if (words.length !== entry.words.length) return false;
	for (let i = 0; i < words.length; i++) {
		let word = words[i]!;
		const rule = entry.words[i]!;
		if (i === words.length - 1 && entry.plural) {
			if (!word.endsWith(entry.plural)) return false;
			word =
				word.slice(0, -entry.plural.length) + (entry.plural === 'ies' ? rule.word.slice(-1) : '');
		}
		if (!wordMatches(rule, word)) return false;
	}
	if (entry.oneWord && words[0] !== words[0]!.toLowerCase())
		return (entry.name && !entry.plural) || atSentenceStart();
	return true;
}

interface Hit {
	end: number;
	entry: IndexEntry;
}

/**
 * The longest form (passing the case rules) that starts at `start`, if any. Stop-listed forms
 * count only for the page's key terms (`keyTerms`).
 */
function longestAt(
	root: TrieNode,
	text: string,
	start: number,
	before: string,
	keyTerms: ReadonlySet<string>,
): Hit | undefined {
	const ends: { end: number; entries: IndexEntry[] }[] = [];
	let node: TrieNode | undefined = root;
	let i = start;
	walk: while (i < text.length) {
		const ch = text[i]!;
		let unit: string;
		let next = i + 1;
		if (isSpace(ch)) {
			unit = ' ';
			while (next < text.length && isSpace(text[next]!)) next++;
		} else if (HYPHENS.has(ch)) {
			unit = ' ';
		} else if (APOSTROPHES.has(ch)) {
			unit = "'";
		} else {
			const cp = text.codePointAt(i)!;
			const char = String.fromCodePoint(cp);
			next = i + char.length;
			unit = char.toLowerCase();
		}
		for (const u of unit) {
			node = node.next.get(u);
			if (!node) break walk;
		}
		i = next;
		if (node.entries && !isWordCharAt(text, i)) ends.push({ end: i, entries: node.entries });
	}
	const atSentenceStart = () => endsSentence(before + text.slice(0, start));
	for (let k = ends.length - 1; k >= 0; k--) {
		const { end, entries } = ends[k]!;
		const written = text.slice(start, end);
		for (const entry of entries) {
			if (entry.stop && !keyTerms.has(entry.slug)) continue;
			if (caseMatches(entry, written, atSentenceStart)) return { end, entry };
		}
	}
	return undefined;
}

/**
 * Links one page: feed it the page's text segments in document order. Remembers which terms
 * are linked and how many links were made.
 */
export class PageLinker {
	readonly index: TermIndex;
	readonly maxLinks: number;
	/** The page's key terms, by slug (rule 9). */
	readonly keyTerms: ReadonlySet<string>;
	readonly #linked = new Set<string>();
	#count = 0;

	constructor(index: TermIndex, options: PageLinkerOptions = {}) {
		this.index = index;
		this.maxLinks = options.maxLinks ?? DEFAULT_MAX_LINKS;
		this.keyTerms = new Set(options.keyTerms ?? []);
	}

	/** Links made so far. */
	get count(): number {
		return this.#count;
	}

	/** True once the cap is reached: later segments cannot gain links. */
	get full(): boolean {
		return this.#count >= this.maxLinks;
	}

	/** Records a term the page already links by hand, so it is not linked again. Does not count toward the cap. */
	markLinked(slug: string): void {
		this.#linked.add(slug);
	}

	/**
	 * The fragments of `text` to link, in order; records them as linked.
	 * `before`: the text that precedes this segment in its block (paragraph, list item…), used to
	 * tell the start of a sentence; none means the segment starts the block.
	 * `limit`: links to make in this segment at most (the page cap still applies). A term found
	 * past the limit is not linked here and stays available for its next occurrence.
	 * `keyTermsOnly`: link only the page's key terms (the first pass of rule 9); other terms are
	 * matched and consumed as usual but not linked, so a second reading finds the same spans.
	 */
	link(
		text: string,
		{
			before = '',
			limit = Infinity,
			keyTermsOnly = false,
		}: { before?: string; limit?: number; keyTermsOnly?: boolean } = {},
	): GlossaryMatch[] {
		const matches: GlossaryMatch[] = [];
		if (this.full || !text || limit <= 0) return matches;
		const root = this.index.root;
		let i = 0;
		while (i < text.length && !this.full && matches.length < limit) {
			if (!isWordStart(text, i)) {
				i++;
				continue;
			}
			const hit = longestAt(root, text, i, before, this.keyTerms);
			if (!hit) {
				// Skip to the end of this word.
				i++;
				while (i < text.length && isWordCharAt(text, i)) i++;
				continue;
			}
			const { end, entry } = hit;
			if (
				!entry.block &&
				!this.#linked.has(entry.slug) &&
				(!keyTermsOnly || this.keyTerms.has(entry.slug))
			) {
				this.#linked.add(entry.slug);
				this.#count++;
				matches.push({
					start: i,
					end,
					text: text.slice(i, end),
					slug: entry.slug,
					term: entry.term,
					definition: entry.definition,
				});
			}
			i = end;
		}
		return matches;
	}
}

/** Convenience: links a page given as an array of text segments. Returns the matches per segment. */
export function linkSegments(
	segments: readonly string[],
	index: TermIndex,
	options: PageLinkerOptions = {},
): GlossaryMatch[][] {
	const page = new PageLinker(index, options);
	return segments.map((segment) => page.link(segment));
}

/** One text segment of a page, for `linkPage`. */
export interface PageSegment {
	text: string;
	/** The text before this segment in its block, to tell the start of a sentence. */
	before?: string;
	/**
	 * The segment's block (paragraph, list item…) for the per-block cap: segments with the same
	 * value share one. Omitted: the segment is a block of its own.
	 */
	block?: unknown;
}

export interface LinkPageOptions extends PageLinkerOptions {
	/** Links per block at most. Default: no cap. */
	maxLinksPerBlock?: number;
	/** Terms the page already links by hand: never linked again, not counted toward the caps. */
	handLinked?: Iterable<string>;
}

/**
 * Links a whole page (rule 9): first its key terms at their first mention, then every other term
 * in page order until the page's budget is spent, with at most `maxLinksPerBlock` links in one
 * block. Returns each segment's matches in text order; without key terms, the same as reading
 * the page once.
 */
export function linkPage(
	segments: readonly PageSegment[],
	index: TermIndex,
	options: LinkPageOptions = {},
): GlossaryMatch[][] {
	const page = new PageLinker(index, options);
	for (const slug of options.handLinked ?? []) page.markLinked(slug);
	const perBlock = options.maxLinksPerBlock ?? Infinity;
	const blockLinks = new Map<unknown, number>();
	const out: GlossaryMatch[][] = segments.map(() => []);
	const read = (keyTermsOnly: boolean) =>
		segments.forEach((segment, k) => {
			if (page.full) return;
			const { text, before } = segment;
			const block = segment.block ?? segment;
			const used = blockLinks.get(block) ?? 0;
			const found = page.link(text, { before, limit: perBlock - used, keyTermsOnly });
			if (!found.length) return;
			blockLinks.set(block, used + found.length);
			out[k] = [...out[k]!, ...found].sort((a, b) => a.start - b.start);
		});
	if (page.keyTerms.size) read(true);
	read(false);
	return out;
}

/** Splits a segment into plain strings and matches, in order (for renderers). */
export function splitSegment(
	text: string,
	matches: readonly GlossaryMatch[],
): (string | GlossaryMatch)[] {
	const parts: (string | GlossaryMatch)[] = [];
	let at = 0;
	for (const m of matches) {
		if (m.start > at) parts.push(text.slice(at, m.start));
		parts.push(m);
		at = m.end;
	}
	if (at < text.length) parts.push(text.slice(at));
	return parts;
}
