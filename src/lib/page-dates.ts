/**
 * The dates of a guide or article and the rules they follow (docs/decisions/dates-on-content.md):
 * `published` is when the page first appeared; `changes` is its dated "What changed" list, whose
 * first entry is the publication; `reviewed` is when an editor last checked its dated claims
 * against sources. A review later than the last change must say what it checked (`reviewNote`),
 * and search engines get the last real change of the text, never the review date.
 */

/** One entry of a page's "What changed" list. */
export interface PageChange {
	date: Date;
	note: string;
}

export interface PageDates {
	published: Date;
	/** Older field: the date the text last changed, before pages kept a change list. */
	modified?: Date;
	reviewed?: Date;
	/** What the last review checked; required when `reviewed` is later than the last change. */
	reviewNote?: string;
	changes?: readonly PageChange[];
}

const DAY = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * When the text last changed: the latest of the publication, `modified` and every change entry.
 * The review date is not a change.
 * @example lastChanged({ published: new Date('2025-04-15'), reviewed: new Date('2026-11-26') }) // 2025-04-15
 */
export function lastChanged(dates: PageDates): Date {
	const candidates = [dates.published, dates.modified, ...(dates.changes ?? []).map((c) => c.date)];
	return new Date(
		Math.max(...candidates.filter((d): d is Date => d !== undefined).map((d) => d.getTime())),
	);
}

/**
 * What is wrong with a page's dates, one sentence each (empty when nothing is): the change list
 * starts with the publication and runs oldest first, `modified` and the review are not earlier
 * than the publication, and a review later than the last change carries a note.
 */
export function dateProblems(dates: PageDates): string[] {
	const problems: string[] = [];
	const changes = dates.changes ?? [];
	const published = day(dates.published);
	if (changes.length > 0 && day(changes[0]!.date) !== published)
		problems.push(
			`the first "changes" entry (${day(changes[0]!.date)}) must be the publication (${published}): start the list with "- date: ${published}" and "note: 'Published.'"`,
		);
	changes.forEach((change, index) => {
		const previous = changes[index - 1];
		if (previous && change.date < previous.date)
			problems.push(
				`"changes" must run oldest first: ${day(change.date)} follows ${day(previous.date)}; move the newer entry to the end`,
			);
	});
	if (dates.modified && dates.modified < dates.published)
		problems.push(`"modified" (${day(dates.modified)}) is before the publication (${published})`);
	if (dates.reviewed) {
		const reviewed = day(dates.reviewed);
		const changed = day(lastChanged(dates));
		if (reviewed < published)
			problems.push(`"reviewed" (${reviewed}) is before the publication (${published})`);
		else if (reviewed > changed && !dates.reviewNote?.trim())
			problems.push(
				`"reviewed" (${reviewed}) is later than the last change (${changed}): add a "changes" entry for what the review fixed, or a "reviewNote" saying what it checked`,
			);
	}
	return problems;
}

/** Words that place a claim in the writer's present. */
export const PRESENT_TIME_WORDS = [
	'this year',
	'currently',
	'recently',
	'as of',
	'at present',
	'nowadays',
] as const;

/** "january" to "december", as English writes them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
	new Date(Date.UTC(2000, month)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
).map((name) => name.toLowerCase());

/** A present-time word in a sentence that no longer holds. */
export interface StaleWording {
	phrase: string;
	sentence: string;
	/** The newest date the sentence names, when it names one. */
	dated?: string;
}

/**
 * The latest moment a sentence's dates can mean: "April 2025" is the end of April 2025, "2025"
 * the end of 2025, "12 March 2025" or "March 12, 2025" that day. Undefined when it names no year.
 */
export function newestDateIn(sentence: string): { date: Date; text: string } | undefined {
	let newest: { date: Date; text: string } | undefined;
	const consider = (date: Date, text: string) => {
		if (!newest || date > newest.date) newest = { date, text };
	};
	const monthNames = MONTHS.join('|');
	const monthYear = new RegExp(
		`\\b(?:(\\d{1,2})\\s+)?(${monthNames})\\s+(?:(\\d{1,2}),?\\s+)?((?:19|20)\\d{2})\\b`,
		'gi',
	);
	const covered: [number, number][] = [];
	for (const match of sentence.matchAll(monthYear)) {
		const month = MONTHS.indexOf(match[2]!.toLowerCase());
		const year = Number(match[4]);
		const dayOfMonth = Number(match[1] ?? match[3] ?? 0);
		const date = dayOfMonth
			? new Date(Date.UTC(year, month, dayOfMonth))
			: new Date(Date.UTC(year, month + 1, 0));
		consider(date, match[0]);
		covered.push([match.index, match.index + match[0].length]);
	}
	for (const match of sentence.matchAll(/\b(?:19|20)\d{2}\b/g)) {
		if (covered.some(([start, end]) => match.index >= start && match.index < end)) continue;
		// "2024–2025" or a bare year: the end of that year.
		consider(new Date(Date.UTC(Number(match[0]), 11, 31)), match[0]);
	}
	return newest;
}

/**
 * Reader-facing text as sentences: code blocks, inline code, MDX tags and link targets removed.
 */
export function sentencesOf(text: string): string[] {
	return text
		.replace(/^\s*(```|~~~)[\s\S]*?^\s*\1\s*$/gm, ' ')
		.replace(/`[^`\n]*`/g, ' ')
		.replace(/<[^>\n]+>/g, ' ')
		.replace(/\]\([^)\s]*\)/g, ']')
		.split(/(?<=[.!?])\s+(?=[A-Z"“(*])|\n\s*\n|\n(?=\s*(?:[-*|]|\d+\.)\s)/)
		.map((s) => s.replace(/\s+/g, ' ').trim())
		.filter(Boolean);
}

/**
 * Present-time wording that has gone stale by the page's review: "this year", "currently",
 * "recently", "as of", "at present" or "nowadays"
 * - in a sentence whose newest date is more than a year before `reviewed` ("As of April 2025 it
 *   costs $10" on a page reviewed in November 2026), or
 * - in a sentence with no date at all, when the text last changed more than a year before
 *   `reviewed` (nothing says when "currently" was).
 * A dated fact in the past tense ("In April 2025 it cost $10") never matches.
 */
export function staleWording(
	text: string,
	dates: { reviewed?: Date; lastChanged: Date },
): StaleWording[] {
	if (!dates.reviewed) return [];
	const cutoff = new Date(dates.reviewed.getTime() - 365 * DAY);
	const undatedStale = dates.lastChanged < cutoff;
	const words = new RegExp(`\\b(${PRESENT_TIME_WORDS.join('|').replace(/ /g, '\\s+')})\\b`, 'i');
	const found: StaleWording[] = [];
	for (const sentence of sentencesOf(text)) {
		const match = words.exec(sentence);
		if (!match) continue;
		const newest = newestDateIn(sentence);
		if (newest ? newest.date < cutoff : undatedStale)
			found.push({ phrase: match[1]!.toLowerCase(), sentence, dated: newest?.text });
	}
	return found;
}
