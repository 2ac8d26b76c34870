import { describe, expect, test } from 'vitest';
import { dayAndWeekday, monthAndDay, weekdayAndTime } from './dates.ts';

// Every 37 minutes through a leap year: each weekday, month, hour (midnight and noon too) and
// minute, checked against what Intl.DateTimeFormat('en') writes in the same time zone.
const instants = Array.from(
	{ length: Math.ceil((366 * 24 * 60) / 37) },
	(_, i) => new Date(2028, 0, 1).getTime() + i * 37 * 60_000,
);

describe('reader-facing dates match Intl English', () => {
	test.each([
		['dayAndWeekday', dayAndWeekday, { weekday: 'short', day: 'numeric' }],
		['monthAndDay', monthAndDay, { month: 'short', day: 'numeric' }],
		['weekdayAndTime', weekdayAndTime, { weekday: 'short', hour: 'numeric', minute: '2-digit' }],
	] as const)('%s', (_, format, options) => {
		const intl = new Intl.DateTimeFormat('en', options);
		const differ = instants.filter((ms) => format(ms) !== intl.format(ms));
		expect(differ.map((ms) => [format(ms), intl.format(ms)])).toEqual([]);
	});

	test('examples', () => {
		expect(dayAndWeekday(new Date(2026, 10, 29).getTime())).toBe('29 Sun');
		expect(monthAndDay(new Date(2026, 10, 29).getTime())).toBe('Nov 29');
		expect(weekdayAndTime(new Date(2026, 10, 29, 15, 5).getTime())).toBe('Sun 3:05 PM');
		expect(weekdayAndTime(new Date(2026, 10, 29, 0, 5).getTime())).toBe('Sun 12:05 AM');
	});
});
