/** One formatter for every call: toLocaleDateString makes one each time (a third of a millisecond). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
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
