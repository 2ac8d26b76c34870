/**
 * The glossary's A–Z index as static pages: one page per letter at `/glossary/letters/{letter}`
 * (lower-case letter; `/glossary/letters/0-9` for names starting with a digit or symbol), and the
 * short overview /glossary carries for readers without JavaScript. The whole index on /glossary
 * grew with the glossary (845 KB of HTML at 10 000 terms); the overview stays the same size
 * whatever the number of terms.
 */
import { ALPHABET } from './alphabet';
import { indexLetter } from './term-pages';

/** The index section for names that start with neither A–Z letter (see `indexLetter`). */
export const OTHER_SECTION = '#';
/** How many names of each letter the overview on /glossary shows before "All … terms". */
export const OVERVIEW_PREVIEW = 5;

export interface IndexItem {
	term: string;
	slug: string;
}

/** The address segment of an index section: "a" for "A", "0-9" for "#" (which cannot stand in a path). */
export function letterSegment(section: string): string {
	return section === OTHER_SECTION ? '0-9' : section.toLowerCase();
}

/** The heading of an index section's page (and its share card's title). */
export const sectionHeading = (section: string) =>
	section === OTHER_SECTION
		? 'Terms Starting with a Digit or Symbol'
		: `Terms Starting with “${section}”`;

/** The address of an index section's page. */
export const letterPagePath = (section: string) => `/glossary/letters/${letterSegment(section)}`;

/**
 * Terms grouped by index section, in the order given (the glossary's alphabetical order): the 26
 * letters always (a letter without terms gets an empty list, so its page says so), then "#" when
 * some name starts with a digit or symbol.
 */
export function indexSections<T extends IndexItem>(terms: readonly T[]): Map<string, T[]> {
	const sections = new Map<string, T[]>(ALPHABET.map((letter) => [letter, []]));
	for (const term of terms) {
		const section = indexLetter(term.term);
		if (!sections.has(section)) sections.set(section, []);
		sections.get(section)!.push(term);
	}
	return sections;
}

export interface OverviewSection {
	section: string;
	path: string;
	count: number;
	/** The section's first names (at most `OVERVIEW_PREVIEW`). */
	preview: IndexItem[];
}

/**
 * What /glossary shows of the index: for each section with terms, its page, its count and its
 * first few names. At most 27 sections of `OVERVIEW_PREVIEW` names, however large the glossary.
 */
export function glossaryOverview(
	terms: readonly IndexItem[],
	preview = OVERVIEW_PREVIEW,
): OverviewSection[] {
	return [...indexSections(terms)]
		.filter(([, items]) => items.length > 0)
		.map(([section, items]) => ({
			section,
			path: letterPagePath(section),
			count: items.length,
			preview: items.slice(0, preview).map(({ term, slug }) => ({ term, slug })),
		}));
}
