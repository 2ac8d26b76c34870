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
 *    `minLength` letters/digits (default 3: "AI", "ML", "CV") and forms on the stop list
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
 *
 * When two terms claim the same form, the one whose name it is wins over an alias, then the
 * lower slug; `index.conflicts` lists these so the data can be fixed.
 */

/** What the linker needs from a term file (content/glossary/terms/<slug>.json). */
export interface GlossaryTermSource {
	slug: string;
	term: string;
	aliases?: readonly string[] | null;
	short_definition: string;
	/** Optional: with the fields below, tells names ("Claude", "Adam") from common nouns (rule 4). */
	comprehensive_definition?: string | null;
	examples?: readonly string[] | null;
	example_sentences?: readonly string[] | null;
}

export interface TermIndexOptions {
	/** Forms (case-insensitive) never matched. Defaults to `DEFAULT_STOP_WORDS`. */
	stopWords?: Iterable<string>;
	/** Phrases that are consumed without a link (rule 7). Defaults to `DEFAULT_BLOCK_PHRASES`. */
	blockPhrases?: Iterable<string>;
	/** Minimum number of letters and digits in a form. Default 3. */
	minLength?: number;
}

export interface PageLinkerOptions {
	/** Links per page at most. Default 25. */
	maxLinks?: number;
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
export const DEFAULT_MIN_LENGTH = 3;

/**
 * Everyday words that are also glossary forms. Linking them would mostly link the ordinary
 * sense ("what does it mean", "gaining momentum", "since its inception") or spend the page's
 * link budget on words every reader knows. Compared case-insensitively; plurals are implied.
 */
export const DEFAULT_STOP_WORDS: readonly string[] = [
	// Too general to be worth a link on an AI site.
	'ai',
	'data',
	'model',
	'machine learning model',
	'prediction',
	'attribute',
	'feature',
	'target',
	'label',
	'unit',
	'node',
	'container',
	'environment',
	'vocabulary',
	'average',
	// An everyday sense that is not the glossary sense.
	'attention',
	'alignment',
	'transparency',
	'mean',
	'expectation',
	'norm',
	'rank',
	'momentum',
	'temperature',
	'precision',
	'recall',
	'sensitivity',
	'specificity',
	'likelihood',
	'prior',
	'intercept',
	'residual',
	'calibration',
	'policy',
	'reward',
	'return',
	'adapter',
	'trajectory',
	'padding',
	'stride',
	'median',
	'heuristic',
	'transpose',
	'inception',
	'emergence',
	'backbone',
	'boosting',
	'stacking',
	'derivative',
	'baseline',
	'bootstrap',
	'bootstrapping',
];

/** Phrases in which a glossary word means something else; matched like terms, never linked. */
export const DEFAULT_BLOCK_PHRASES: readonly string[] = [
	// Names that contain, or are, a glossary word (capitals are matched exactly).
	'Claude Shannon',
	'Claude Monet',
	'Perplexity',
	// Idioms.
	'pay attention',
	'paying attention',
	'paid attention',
	'draw attention',
	'drew attention',
	'attention span',
	'public attention',
	'media attention',
	'on average',
	'role model',
	'business model',
	'business models',
	'pricing model',
	'subscription model',
	'free agent',
	'travel agent',
	'real estate agent',
	'steep learning curve',
	'steeper learning curve',
	'gentle learning curve',
	'gentler learning curve',
	'shallow learning curve',
	'has a learning curve',
	'have a learning curve',
	'is a learning curve',
];

/* --- Characters --- */

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const WORD_RUNS = /[\p{L}\p{M}\p{N}]+/gu;
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
const APOSTROPHES = new Set(["'", '\u2018', '\u2019', '\u02bc']);

function isWordCharAt(text: string, i: number): boolean {
	if (i < 0 || i >= text.length) return false;
	const code = text.charCodeAt(i);
	if (code < 128)
		return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
	// Low surrogate: judge the whole code point from its high surrogate.
	if (code >= 0xdc00 && code <= 0xdfff && i > 0) return WORD_CHAR.test(text.slice(i - 1, i + 1));
	const cp = text.codePointAt(i)!;
	return WORD_CHAR.test(String.fromCodePoint(cp));
}

const SPACE = /\s/u;

function isSpace(ch: string): boolean {
	const code = ch.charCodeAt(0);
	if (code < 128) return code === 32 || (code >= 9 && code <= 13);
	return SPACE.test(ch);
}

/** A match may start at i: a word character not inside a word nor after a joining hyphen. */
function isWordStart(text: string, i: number): boolean {
	if (!isWordCharAt(text, i) || isWordCharAt(text, i - 1)) return false;
	if (i >= 2 && HYPHENS.has(text[i - 1]!) && isWordCharAt(text, i - 2)) return false;
	return true;
}

/** The index key of a form: lower case, separators as one space, apostrophes straight. */
export function normalizeForm(form: string): string {
	let out = '';
	let pendingSpace = false;
	for (const ch of form.normalize('NFC').trim()) {
		if (isSpace(ch) || HYPHENS.has(ch)) {
			pendingSpace = out.length > 0;
			continue;
		}
		if (pendingSpace) {
			out += ' ';
			pendingSpace = false;
		}
		out += APOSTROPHES.has(ch) ? "'" : ch.toLowerCase();
	}
	return out;
}

function countWordChars(key: string): number {
	let n = 0;
	for (const m of key.matchAll(WORD_RUNS)) n += m[0].length;
	return n;
}

/* --- Index --- */

interface WordRule {
	word: string;
	/** Acronyms, mixed-case words and names: exact case. Otherwise lower case or a capital first letter. */
	exact: boolean;
}

interface IndexEntry {
	slug: string;
	term: string;
	definition: string;
	/** The surface form as written in the term file. */
	form: string;
	words: WordRule[];
	/** Plural suffix this key adds to the last word ('' for the form itself). */
	plural: '' | 's' | 'es' | 'ies';
	block: boolean;
	/**
	 * A one-word form that is not an acronym: written with a capital it matches only at the start
	 * of a sentence, unless it is a name written in the singular.
	 */
	oneWord: boolean;
	/** A one-word form the term's texts use as a name ("Claude", "Docker"). */
	name: boolean;
	/** Lower wins: 0 block, 1 name, 2 alias, 3 plural of a name, 4 plural of an alias. */
	rank: number;
}

interface TrieNode {
	next: Map<string, TrieNode>;
	entries?: IndexEntry[];
}

export interface TermIndex {
	/** Terms indexed (with at least one matchable form). */
	readonly size: number;
	/** Forms claimed by more than one term: the form, the slug that won and the losers. */
	readonly conflicts: readonly { form: string; slug: string; ignored: string[] }[];
	/** @internal */
	readonly root: TrieNode;
}

function wordRules(form: string): WordRule[] {
	return [...form.normalize('NFC').matchAll(WORD_RUNS)].map(([word]) => ({
		word,
		exact: /\p{Lu}/u.test(word.slice(1)),
	}));
}

/** Start offsets of `word` as a whole word (case-sensitive) in `text`. */
function* wholeWordAt(text: string, word: string): Generator<number> {
	for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + 1)) {
		if (!isWordCharAt(text, i - 1) && !isWordCharAt(text, i + word.length)) yield i;
	}
}

/**
 * A one-word form with a capital first letter ("Claude", "Docker", "Transformer") is a name when
 * the term's own texts write it capitalised in the middle of a sentence and never in lower case.
 */
function isName(form: string, texts: string): boolean {
	const lower = form.toLowerCase();
	if (lower === form || !wholeWordAt(texts, lower).next().done) return false;
	for (const i of wholeWordAt(texts, form))
		if (!endsSentence(texts.slice(Math.max(0, i - 200), i))) return true;
	return false;
}

function pluralSuffixes(rules: WordRule[]): ('s' | 'es' | 'ies')[] {
	const last = rules.at(-1);
	if (!last) return [];
	const word = last.word;
	const letters = word.match(/\p{L}/gu)?.length ?? 0;
	if (letters < 2 || !/\p{L}$/u.test(word)) return [];
	if (last.exact) return /\p{Lu}$/u.test(word) ? ['s'] : [];
	const lower = word.toLowerCase();
	if (/[^aeiou]y$/.test(lower)) return ['ies'];
	if (/(s|x|z|ch|sh)$/.test(lower)) return ['es'];
	if (/o$/.test(lower)) return ['s', 'es'];
	return ['s'];
}

function pluralKey(key: string, suffix: 's' | 'es' | 'ies'): string {
	return suffix === 'ies' ? `${key.slice(0, -1)}ies` : key + suffix;
}

function insert(root: TrieNode, key: string, entry: IndexEntry): void {
	let node = root;
	for (const ch of key) {
		let child = node.next.get(ch);
		if (!child) {
			child = { next: new Map() };
			node.next.set(ch, child);
		}
		node = child;
	}
	(node.entries ??= []).push(entry);
}

function sortEntries(node: TrieNode): void {
	node.entries?.sort((a, b) => a.rank - b.rank || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
	for (const child of node.next.values()) sortEntries(child);
}

/** Builds the matching index from term records. Records without a slug, name or definition are skipped. */
export function buildTermIndex(
	terms: Iterable<GlossaryTermSource>,
	options: TermIndexOptions = {},
): TermIndex {
	const stop = new Set([...(options.stopWords ?? DEFAULT_STOP_WORDS)].map(normalizeForm));
	const minLength = options.minLength ?? DEFAULT_MIN_LENGTH;
	const root: TrieNode = { next: new Map() };
	/** key → slug → best rank, to report conflicts and skip duplicate forms of one term. */
	const claims = new Map<string, Map<string, number>>();
	const indexed = new Set<string>();

	const add = (key: string, entry: IndexEntry) => {
		let bySlug = claims.get(key);
		if (!bySlug) claims.set(key, (bySlug = new Map()));
		const seen = bySlug.get(entry.slug);
		if (seen !== undefined && seen <= entry.rank) return;
		bySlug.set(entry.slug, entry.rank);
		insert(root, key, entry);
	};

	for (const block of options.blockPhrases ?? DEFAULT_BLOCK_PHRASES) {
		const key = normalizeForm(block);
		if (!key) continue;
		const entry: IndexEntry = {
			slug: '',
			term: '',
			definition: '',
			form: block,
			// Capitals in a block phrase are exact: "Perplexity" (the product) blocks, "perplexity" does not.
			words: wordRules(block).map(({ word }) => ({ word, exact: word !== word.toLowerCase() })),
			plural: '',
			block: true,
			oneWord: false,
			name: false,
			rank: 0,
		};
		insert(root, key, entry);
	}

	for (const t of terms) {
		const slug = t.slug?.trim();
		const name = t.term?.trim();
		const definition = t.short_definition?.replace(/\s+/g, ' ').trim();
		if (!slug || !name || !definition) continue;
		const forms = [name, ...(t.aliases ?? [])].map((f) => f.trim()).filter(Boolean);
		let texts: string | undefined;
		forms.forEach((form, i) => {
			const key = normalizeForm(form);
			if (stop.has(key) || countWordChars(key) < minLength) return;
			const words = wordRules(form);
			if (!words.length) return;
			const oneWord = words.length === 1 && !words[0]!.exact;
			if (oneWord)
				texts ??= [
					t.short_definition,
					t.comprehensive_definition ?? '',
					...(t.examples ?? []),
					...(t.example_sentences ?? []),
				].join('\n\n');
			const primary = i === 0;
			const base = {
				slug,
				term: name,
				definition,
				form,
				words,
				block: false,
				oneWord,
				name: oneWord && isName(form, texts!),
			};
			add(key, { ...base, plural: '', rank: primary ? 1 : 2 });
			for (const suffix of pluralSuffixes(words)) {
				const pk = pluralKey(key, suffix);
				if (stop.has(pk)) continue;
				add(pk, { ...base, plural: suffix, rank: primary ? 3 : 4 });
			}
			indexed.add(slug);
		});
	}
	sortEntries(root);

	const conflicts: { form: string; slug: string; ignored: string[] }[] = [];
	for (const [form, bySlug] of claims) {
		// Plural keys clash whenever their singulars do; report those once, by the singular.
		if (bySlug.size < 2 || Math.min(...bySlug.values()) > 2) continue;
		const ranked = [...bySlug].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
		conflicts.push({ form, slug: ranked[0]![0], ignored: ranked.slice(1).map(([s]) => s) });
	}
	return { size: indexed.size, conflicts, root };
}

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

const OPENERS = new Set(['"', "'", '\u201c', '\u2018', '(', '[', '\u00ab', '*', '_']);
const CLOSERS = new Set(['"', "'", '\u201d', '\u2019', ')', ']', '\u00bb', '*', '_']);
const SENTENCE_ENDS = new Set(['.', '!', '?', '\u2026']);

/** True if `text` (what precedes a word) ends a sentence, or is empty (start of a block). */
export function endsSentence(text: string): boolean {
	let i = text.length - 1;
	while (i >= 0 && (isSpace(text[i]!) || OPENERS.has(text[i]!))) i--;
	if (i < 0) return true;
	while (i >= 0 && CLOSERS.has(text[i]!)) i--;
	return i >= 0 && SENTENCE_ENDS.has(text[i]!);
}

interface Hit {
	end: number;
	entry: IndexEntry;
}

/** The longest form (passing the case rules) that starts at `start`, if any. */
function longestAt(root: TrieNode, text: string, start: number, before: string): Hit | undefined {
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
		for (const entry of entries)
			if (caseMatches(entry, written, atSentenceStart)) return { end, entry };
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
	readonly #linked = new Set<string>();
	#count = 0;

	constructor(index: TermIndex, options: PageLinkerOptions = {}) {
		this.index = index;
		this.maxLinks = options.maxLinks ?? DEFAULT_MAX_LINKS;
	}

	/** Links made so far. */
	get count(): number {
		return this.#count;
	}

	/** True once the cap is reached: later segments cannot gain links. */
	get full(): boolean {
		return this.#count >= this.maxLinks;
	}

	/** Slugs linked so far (including ones marked with `markLinked`). */
	get linked(): ReadonlySet<string> {
		return this.#linked;
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
	 */
	link(
		text: string,
		{ before = '', limit = Infinity }: { before?: string; limit?: number } = {},
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
			const hit = longestAt(root, text, i, before);
			if (!hit) {
				// Skip to the end of this word.
				i++;
				while (i < text.length && isWordCharAt(text, i)) i++;
				continue;
			}
			const { end, entry } = hit;
			if (!entry.block && !this.#linked.has(entry.slug)) {
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
