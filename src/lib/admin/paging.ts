/**
 * The admin table shows the list a page of rows at a time: the browser lays out a hundred rows,
 * not the whole glossary, however many terms it holds.
 */
export const ROWS_PER_PAGE = 100;

/** How many pages `total` rows fill (at least one, so an empty list still has a page). */
export function pageCount(total: number): number {
	return Math.max(1, Math.ceil(total / ROWS_PER_PAGE));
}

/** The page that shows the row at `index`. */
export function pageOf(index: number): number {
	return Math.floor(index / ROWS_PER_PAGE);
}

/** `page`, or the nearest page that exists for `total` rows. */
export function clampPage(page: number, total: number): number {
	return Math.min(Math.max(0, page), pageCount(total) - 1);
}
