/** One formatter for every call: toLocaleDateString makes one each time (a third of a millisecond). */
const LONG_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
	year: 'numeric',
	month: 'long',
	day: 'numeric',
	timeZone: 'UTC',
});

/**
 * Long-form date as readers see it, in UTC so builds are reproducible.
 * @example formatLongDate(new Date('2025-04-05')) // 'April 5, 2025'
 */
export function formatLongDate(date: Date): string {
	return LONG_DATE.format(date);
}

/** ISO calendar date (YYYY-MM-DD). */
export function isoDate(date: Date): string {
	return date.toISOString().slice(0, 10);
}

// The dates below are drawn in the reader's browser, in English and the reader's time zone, as
// Intl.DateTimeFormat('en') writes them, but from Date's own English names (toDateString, fixed by
// the language): a page's first Intl.DateTimeFormat loads the browser's date data, 50–300 ms of
// main-thread work on a phone's CPU, which made it the longest task of /review's load
// (docs/performance.md).
const weekday = (date: Date) => date.toDateString().slice(0, 3);
const month = (date: Date) => date.toDateString().slice(4, 7);

/** @example dayAndWeekday(new Date(2026, 10, 29).getTime()) // '29 Sun' */
export function dayAndWeekday(ms: number): string {
	const date = new Date(ms);
	return `${date.getDate()} ${weekday(date)}`;
}

/** @example monthAndDay(new Date(2026, 10, 29).getTime()) // 'Nov 29' */
export function monthAndDay(ms: number): string {
	const date = new Date(ms);
	return `${month(date)} ${date.getDate()}`;
}

/** @example weekdayAndTime(new Date(2026, 10, 29, 15, 5).getTime()) // 'Sun 3:05 PM' */
export function weekdayAndTime(ms: number): string {
	const date = new Date(ms);
	const hours = date.getHours();
	const minutes = String(date.getMinutes()).padStart(2, '0');
	return `${weekday(date)} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
