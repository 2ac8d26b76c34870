/**
 * The glossary's one alphabetical order: by name ignoring case and accents (English collation),
 * ties by slug. The A–Z index, the letter pages and each term page's previous/next links all
 * sort with it, so they always agree.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

export interface Named {
	slug: string;
	term: string;
}

export function compareTermNames(a: Named, b: Named): number {
	return collator.compare(a.term, b.term) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/**
 * The terms just before and after `slug` in a list already sorted by `compareTermNames`, by
 * binary search on `name` (the term's current name), or null at the ends.
 */
export function neighboursInOrder<T extends Named>(
	sorted: readonly T[],
	current: Named,
): { previous: T | null; next: T | null } {
	let low = 0;
	let high = sorted.length;
	while (low < high) {
		const middle = (low + high) >>> 1;
		if (compareTermNames(sorted[middle]!, current) < 0) low = middle + 1;
		else high = middle;
	}
	const found = sorted[low]?.slug === current.slug;
	return {
		previous: sorted[low - 1] ?? null,
		next: sorted[found ? low + 1 : low] ?? null,
	};
}

/**
 * `rows` in A–Z order, given the same terms' order before some changed (`previous`): the names
 * that did not change keep their places and only the new or renamed ones are put in by binary
 * search, so a save costs a few comparisons instead of a sort of the whole glossary (at 100,000
 * terms a sort held the server's thread for up to 0.4 s at every save). The result is the one a
 * full sort gives, since the order is total (ties by slug). Many changes at once are sorted anew.
 */
export function keepInOrder<T extends Named>(
	previous: readonly T[] | undefined,
	rows: T[],
	compare: (a: Named, b: Named) => number = compareTermNames,
): T[] {
	if (!previous) return rows.sort(compare);
	const names = new Map(rows.map((row) => [row.slug, row.term]));
	const kept = previous.filter((named) => names.get(named.slug) === named.term);
	const keptSlugs = new Set(kept.map((named) => named.slug));
	const moved = rows.filter((row) => !keptSlugs.has(row.slug));
	if (moved.length > 64) return rows.sort(compare);
	for (const row of moved) {
		let low = 0;
		let high = kept.length;
		while (low < high) {
			const middle = (low + high) >>> 1;
			if (compare(kept[middle]!, row) < 0) low = middle + 1;
			else high = middle;
		}
		kept.splice(low, 0, row);
	}
	return kept;
}
