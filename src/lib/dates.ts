/**
 * Long-form date as readers see it, in UTC so builds are reproducible.
 * @example formatLongDate(new Date('2025-04-05')) // 'April 5, 2025'
 */
export function formatLongDate(date: Date): string {
	return date.toLocaleDateString('en-US', {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	});
}

/** ISO calendar date (YYYY-MM-DD). */
export function isoDate(date: Date): string {
	return date.toISOString().slice(0, 10);
}

/**
 * When a page last changed or had its facts checked: the latest of its publication, modification
 * and review dates. Taking the latest (rather than preferring the review date) keeps a page that
 * was edited after its last review from reporting the older date.
 * @example lastUpdated({ published: new Date('2025-03-22'), reviewed: new Date('2026-11-23') }) // 2026-11-23
 */
export function lastUpdated(dates: { published: Date; modified?: Date; reviewed?: Date }): Date {
	const candidates = [dates.published, dates.modified, dates.reviewed].filter(
		(d): d is Date => d !== undefined,
	);
	return new Date(Math.max(...candidates.map((d) => d.getTime())));
}
