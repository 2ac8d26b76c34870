/**
 * Where a reader was in a glossary list when they followed a term card to the term's page, so
 * that coming back to that list (Back) puts them there again: the list loads after the page does,
 * too late for the browser's own scroll restoration. Kept in session storage as JSON, free of
 * React so it can be unit-tested.
 */

export interface ReturnPosition {
	/** The list's query string (`?letter=S`): the position applies to that list only. */
	search: string;
	/** Vertical scroll offset in CSS pixels. */
	y: number;
	/** The term whose card was followed, focused again on return. */
	slug: string;
}

export const RETURN_POSITION_KEY = 'glossary:return';

export const writeReturnPosition = (position: ReturnPosition): string =>
	JSON.stringify({ ...position, y: Math.round(position.y) });

/** The stored position if it belongs to the list at `search`; anything else (or malformed) is null. */
export function returnPositionFor(stored: string | null, search: string): ReturnPosition | null {
	if (!stored) return null;
	try {
		const value = JSON.parse(stored) as Partial<ReturnPosition>;
		if (
			value.search !== search ||
			typeof value.y !== 'number' ||
			!Number.isFinite(value.y) ||
			typeof value.slug !== 'string'
		)
			return null;
		return { search: value.search, y: Math.max(0, value.y), slug: value.slug };
	} catch {
		return null;
	}
}
