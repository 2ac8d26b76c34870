/**
 * Suggestions for the comma-separated Categories and Related terms fields. The form offers them
 * through a native <datalist>: each option is the text typed so far with the entry being typed
 * completed, so choosing one fills in that entry and keeps the earlier ones.
 */
import { TAXONOMY } from '../glossary/taxonomy.ts';
import { splitList } from '../glossary/categories.ts';
import { foldText } from '../text.ts';

export interface Suggestion {
	/** What the entry becomes (a category or a slug). */
	value: string;
	/** Shown beside it (e.g. the related term's name). */
	label?: string;
}

/** How many options a field offers at most. */
const SUGGESTION_LIMIT = 12;

/** Splits "a, b, par" into the finished entries' text ("a, b, ") and the entry being typed ("par"). */
export function splitLastEntry(text: string): { head: string; fragment: string } {
	const index = text.lastIndexOf(',');
	if (index === -1) return { head: '', fragment: text.trim() };
	const head = text.slice(0, index + 1);
	return { head: head.endsWith(' ') ? head : `${head} `, fragment: text.slice(index + 1).trim() };
}

/**
 * Every `Primary:Secondary` category: the taxonomy's, then any other the stored terms use,
 * alphabetically, without duplicates (ignoring case).
 */
export function categoryPool(termCategories: readonly (string | null)[]): string[] {
	// By the entry in lower case: the first spelling met is kept.
	const pool = new Map<string, string>();
	const add = (entry: string) => {
		if (!pool.has(entry.toLowerCase())) pool.set(entry.toLowerCase(), entry);
	};
	for (const [primary, secondaries] of Object.entries(TAXONOMY))
		for (const secondary of secondaries) add(`${primary}:${secondary}`);
	for (const text of termCategories) for (const entry of splitList(text)) add(entry);
	return [...pool.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * Options for the field's current text: pool entries that contain the entry being typed (those
 * starting with it first), leaving out entries already listed, each prefixed with the finished
 * entries so the browser's datalist matches and completes the whole value. With nothing typed
 * yet, the first SUGGESTION_LIMIT entries are offered.
 */
export function completions(text: string, pool: readonly Suggestion[]): Suggestion[] {
	const { head, fragment } = splitLastEntry(text);
	const chosen = new Set(splitList(head).map((entry) => entry.toLowerCase()));
	const needle = foldText(fragment);
	const starts: Suggestion[] = [];
	const contains: Suggestion[] = [];
	for (const item of pool) {
		if (chosen.has(item.value.toLowerCase())) continue;
		const hay = foldText(`${item.value} ${item.label ?? ''}`);
		if (
			!needle ||
			foldText(item.value).startsWith(needle) ||
			foldText(item.label ?? '').startsWith(needle)
		)
			starts.push(item);
		else if (hay.includes(needle)) contains.push(item);
		if (starts.length >= SUGGESTION_LIMIT) break;
	}
	return [...starts, ...contains]
		.slice(0, SUGGESTION_LIMIT)
		.map((item) => ({ value: head + item.value, label: item.label }));
}
