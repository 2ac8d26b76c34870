/**
 * The admin list's status line: what is loaded, what the search shows, what failed. One short
 * line that stays where it is (the list loads page after page below it), or a large placeholder
 * when there is nothing to show.
 */

export interface ListProgress {
	/** Nothing has arrived yet and nothing failed. */
	loading: boolean;
	/** Every page has arrived. */
	complete: boolean;
	/** The last page failed; loading stopped there. */
	failed: boolean;
	/** Terms loaded so far. */
	loaded: number;
	/** About how many terms the glossary holds (while loading), if known. */
	estimate?: number;
	/** Whether a search is active, and how many loaded terms it keeps. */
	searching: boolean;
	matches: number;
}

export interface ListStatus {
	text: string;
	/** Show it as the large placeholder that stands in for an empty table. */
	placeholder: boolean;
	/** The button that resumes a failed load, if any. */
	retry?: 'Try again' | 'Load the rest';
}

/** "2,000": the admin's lists run to 100,000 terms and more. */
const count = (n: number) => n.toLocaleString('en');
const terms = (n: number) => `${count(n)} ${n === 1 ? 'term' : 'terms'}`;

export function listStatus(p: ListProgress): ListStatus {
	if (p.loading) return { text: 'Loading terms...', placeholder: false };
	if (p.failed && p.loaded === 0)
		return { text: "Couldn't load the terms.", placeholder: true, retry: 'Try again' };
	if (p.failed) {
		const of = p.estimate && p.estimate > p.loaded ? ` of ~${count(p.estimate)}` : '';
		return {
			text: `Couldn't load all the terms: ${count(p.loaded)}${of} loaded.`,
			placeholder: false,
			retry: 'Load the rest',
		};
	}
	if (p.complete && p.loaded === 0)
		return { text: 'No terms found. Add your first term!', placeholder: true };
	if (p.searching) {
		const scope = p.complete ? '' : ` among the ${count(p.loaded)} loaded so far`;
		if (p.matches === 0)
			return { text: `No terms found matching the search${scope}`, placeholder: true };
		return {
			text: p.complete
				? `Showing ${count(p.matches)} of ${terms(p.loaded)}`
				: `Showing ${count(p.matches)} of the ${terms(p.loaded)} loaded so far`,
			placeholder: false,
		};
	}
	if (p.complete) return { text: terms(p.loaded), placeholder: false };
	const of = p.estimate && p.estimate > p.loaded ? ` of ~${count(p.estimate)}` : ' so far';
	return { text: `Loading terms… ${count(p.loaded)}${of}`, placeholder: false };
}

/** About how many terms there are: the terms under each letter, added up (others are few). */
export const estimateTotal = (letters: readonly { count: number }[] | undefined) =>
	letters?.reduce((sum, letter) => sum + letter.count, 0);
