/**
 * Typo-tolerant lookup of term names and aliases ("nueral netwrok" → Neural Network) whose cost
 * per query is bounded whatever the query and however large the glossary:
 *
 * 1. a trigram index picks candidates: names sharing the most three-letter pieces with the query,
 *    visiting the rarest pieces first and at most MAX_POSTINGS index entries in all;
 * 2. an edit distance that allows swapped letters (optimal string alignment), measured against the
 *    best-matching stretch of each candidate name, keeps those within a few edits, closest first.
 *
 * Queries too short to be told from noise, or longer than any name, are not looked up.
 */

import { foldText } from '../lib/text.ts';

export interface NamedEntry {
	id: number;
	name: string;
}

/** Queries outside these bounds (after normalising) get no typo-tolerant results. */
export const MIN_QUERY_LENGTH = 4;
export const MAX_QUERY_LENGTH = 64;
/** Index entries visited per query, at most. */
const MAX_POSTINGS = 20_000;
/** Names compared by edit distance per query, at most. */
const MAX_CANDIDATES = 100;
/** Longest stretch of a name compared (longer names are cut). */
const MAX_NAME_LENGTH = 96;

/** Lower case, accents removed, every run of other characters a single space. */
export function normalise(text: string): string {
	return foldText(text)
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

/** The distinct three-character pieces of a normalised text, padded so word edges count. */
function trigrams(text: string): string[] {
	const padded = ` ${text} `;
	const pieces = new Set<string>();
	for (let i = 0; i + 3 <= padded.length; i++) pieces.add(padded.slice(i, i + 3));
	return [...pieces];
}

/** Edits allowed for a query of this length. */
function allowedEdits(length: number): number {
	return length <= 5 ? 1 : length <= 9 ? 2 : Math.min(4, Math.floor(length / 4));
}

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) that turn `query` into some
 * stretch of `text`, or `limit + 1` as soon as it is clear the answer exceeds `limit`.
 */
export function editsToBestStretch(query: string, text: string, limit: number): number {
	const m = query.length;
	const n = text.length;
	// Rows of the dynamic-programming table: two back (for swaps), previous, current. Row 0 is all
	// zeros because the match may start anywhere in `text`.
	let before = new Uint16Array(n + 1);
	let previous = new Uint16Array(n + 1);
	let current = new Uint16Array(n + 1);
	for (let i = 1; i <= m; i++) {
		current[0] = i;
		let rowMin = i;
		for (let j = 1; j <= n; j++) {
			const cost = query.charCodeAt(i - 1) === text.charCodeAt(j - 1) ? 0 : 1;
			let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
			if (
				i > 1 &&
				j > 1 &&
				query.charCodeAt(i - 1) === text.charCodeAt(j - 2) &&
				query.charCodeAt(i - 2) === text.charCodeAt(j - 1)
			) {
				value = Math.min(value, before[j - 2]! + 1);
			}
			current[j] = value;
			if (value < rowMin) rowMin = value;
		}
		if (rowMin > limit) return limit + 1;
		[before, previous, current] = [previous, current, before];
	}
	let best = limit + 1;
	for (let j = 0; j <= n; j++) best = Math.min(best, previous[j]!);
	return best;
}

/**
 * Collects names a page at a time (so a large glossary is indexed in steps, letting the server
 * answer other requests in between), then freezes them into a FuzzyNameIndex.
 */
export class FuzzyNameIndexBuilder {
	private readonly ids: number[] = [];
	private readonly names: string[] = [];
	private readonly lists = new Map<string, number[]>();

	add(entries: NamedEntry[]): this {
		for (const entry of entries) {
			const index = this.names.length;
			const name = normalise(entry.name).slice(0, MAX_NAME_LENGTH);
			this.ids.push(entry.id);
			this.names.push(name);
			for (const piece of trigrams(name)) {
				let list = this.lists.get(piece);
				if (!list) this.lists.set(piece, (list = []));
				list.push(index);
			}
		}
		return this;
	}

	build(): FuzzyNameIndex {
		const postings = new Map<string, Int32Array>();
		for (const [piece, list] of this.lists) postings.set(piece, Int32Array.from(list));
		return new FuzzyNameIndex(Int32Array.from(this.ids), this.names, postings);
	}
}

/** An index of names (several per id: a term's name and its aliases), built once, searched often. */
export class FuzzyNameIndex {
	private readonly ids: Int32Array;
	private readonly names: string[];
	private readonly postings: Map<string, Int32Array>;
	/** Per-name counters reused by every search (reset after each). */
	private readonly shared: Uint8Array;

	/** Made by a FuzzyNameIndexBuilder. */
	constructor(ids: Int32Array, names: string[], postings: Map<string, Int32Array>) {
		this.ids = ids;
		this.names = names;
		this.postings = postings;
		this.shared = new Uint8Array(names.length);
	}

	/** Ids of the names closest to `query`, best first, without repeats; [] when out of bounds. */
	search(query: string, limit = 40): number[] {
		const q = normalise(query);
		if (q.length < MIN_QUERY_LENGTH || q.length > MAX_QUERY_LENGTH) return [];
		const limitEdits = allowedEdits(q.length);
		const scored: { index: number; edits: number }[] = [];
		for (const index of this.candidates(q)) {
			const edits = editsToBestStretch(q, this.names[index]!, limitEdits);
			if (edits <= limitEdits) scored.push({ index, edits });
		}
		scored.sort(
			(a, b) =>
				a.edits - b.edits ||
				Math.abs(this.names[a.index]!.length - q.length) -
					Math.abs(this.names[b.index]!.length - q.length) ||
				this.names[a.index]!.localeCompare(this.names[b.index]!),
		);
		return [...new Set(scored.map(({ index }) => this.ids[index]!))].slice(0, limit);
	}

	/** The names sharing the most pieces with the query, at most MAX_CANDIDATES of them. */
	private candidates(q: string): number[] {
		const lists = trigrams(q)
			.map((piece) => this.postings.get(piece))
			.filter((list): list is Int32Array => list !== undefined)
			.sort((a, b) => a.length - b.length);
		// Count shared pieces per name, rarest pieces first (they say the most), within the budget.
		const touched: number[] = [];
		let budget = MAX_POSTINGS;
		for (const list of lists) {
			const end = Math.min(list.length, budget);
			for (let k = 0; k < end; k++) {
				const index = list[k]!;
				const count = this.shared[index]!;
				if (count === 0) touched.push(index);
				if (count < 255) this.shared[index] = count + 1;
			}
			budget -= end;
			if (budget === 0) break;
		}
		// From a histogram of counts: the lowest count whose names, with all names sharing more,
		// fit within MAX_CANDIDATES. The next lower count fills what room is left.
		const histogram = new Uint32Array(256);
		for (const index of touched) histogram[this.shared[index]!]!++;
		let threshold = 256;
		let taken = 0;
		while (threshold > 1 && taken + histogram[threshold - 1]! <= MAX_CANDIDATES) {
			threshold--;
			taken += histogram[threshold]!;
		}
		const above: number[] = [];
		const at: number[] = [];
		for (const index of touched) {
			const count = this.shared[index]!;
			this.shared[index] = 0;
			if (count >= threshold) above.push(index);
			else if (count === threshold - 1 && above.length + at.length < MAX_CANDIDATES) at.push(index);
		}
		return [...above, ...at].slice(0, MAX_CANDIDATES);
	}
}
