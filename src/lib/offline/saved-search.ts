/**
 * Search over what is saved for offline reading, for the header search when its index cannot be
 * reached: saved guides and articles by title, and, once the glossary is saved, every term by
 * name, alias and short definition. Pure; the dialog feeds it the saved items and the glossary
 * index (src/pages/offline/glossary-index.json.ts). Words are cut as the site search cuts them.
 */
import { words } from '../site-search/text.ts';
import { foldText } from '../text.ts';

export interface SavedPageRef {
	href: string;
	title: string;
	kind: string;
}

export interface GlossaryIndexEntry {
	slug: string;
	name: string;
	aliases: string[];
	short: string;
}

export interface OfflineHit {
	href: string;
	title: string;
	kind: string;
}

/** How well a text matches the query's words: every word must start a word of the text. */
function score(text: string, query: string[]): number {
	const target = words(text);
	let total = 0;
	for (const word of query) {
		const exact = target.includes(word);
		if (!exact && !target.some((t) => t.startsWith(word))) return 0;
		total += exact ? 2 : 1;
	}
	return total;
}

export function searchSaved(
	query: string,
	pages: SavedPageRef[],
	glossary: GlossaryIndexEntry[] | undefined,
	limit = 10,
): OfflineHit[] {
	const wanted = words(query);
	if (!wanted.length) return [];
	const hits: (OfflineHit & { score: number })[] = [];
	for (const page of pages) {
		const s = score(page.title, wanted);
		if (s) hits.push({ ...page, score: s + 1 });
	}
	for (const term of glossary ?? []) {
		const byName = Math.max(
			score(term.name, wanted),
			...term.aliases.map((alias) => score(alias, wanted)),
		);
		const s = byName
			? byName * 2 + (foldText(term.name) === foldText(query.trim()) ? 10 : 0)
			: score(term.short, wanted);
		if (s)
			hits.push({
				href: `/glossary/${term.slug}`,
				title: term.name,
				kind: 'Glossary term',
				score: s,
			});
	}
	return hits
		.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
		.slice(0, limit)
		.map(({ href, title, kind }) => ({ href, title, kind }));
}
