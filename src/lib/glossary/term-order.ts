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
