/**
 * The auto-linker's index (linker.ts, rules 1, 4, 5 and 7): every matchable surface form of every
 * term, its plurals and the block phrases, in a character trie ranked so the right term wins.
 */
import { DEFAULT_BLOCK_PHRASES, DEFAULT_STOP_WORDS } from './linker-lists.ts';
import {
	WORD_RUNS,
	countWordChars,
	endsSentence,
	isWordCharAt,
	normalizeForm,
} from './linker-text.ts';

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
}

/** Minimum number of letters and digits in a form (rule 1). */
const MIN_LENGTH = 3;

export interface WordRule {
	word: string;
	/** Acronyms, mixed-case words and names: exact case. Otherwise lower case or a capital first letter. */
	exact: boolean;
}

export interface IndexEntry {
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
	/**
	 * A form on the stop list: matched only on a page whose key terms include this term (a guide's
	 * `reviewTerms`: "temperature" links on the LLM guide), ignored everywhere else as if absent.
	 */
	stop: boolean;
}

export interface TrieNode {
	next: Map<string, TrieNode>;
	entries?: IndexEntry[];
}

export interface TermIndex {
	/** Terms indexed (with at least one matchable form that is not a stop word). */
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
	const root: TrieNode = { next: new Map() };
	/** key → slug → best rank, to report conflicts and skip duplicate forms of one term. */
	const claims = new Map<string, Map<string, number>>();
	/** The same for stop-listed forms, which only a page's key terms use: never reported. */
	const stopClaims = new Map<string, Map<string, number>>();
	const indexed = new Set<string>();

	const add = (key: string, entry: IndexEntry) => {
		const table = entry.stop ? stopClaims : claims;
		let bySlug = table.get(key);
		if (!bySlug) table.set(key, (bySlug = new Map()));
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
			stop: false,
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
			if (countWordChars(key) < MIN_LENGTH) return;
			const stopped = stop.has(key);
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
			add(key, { ...base, plural: '', rank: primary ? 1 : 2, stop: stopped });
			for (const suffix of pluralSuffixes(words)) {
				const pk = pluralKey(key, suffix);
				add(pk, { ...base, plural: suffix, rank: primary ? 3 : 4, stop: stopped || stop.has(pk) });
			}
			if (!stopped) indexed.add(slug);
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
