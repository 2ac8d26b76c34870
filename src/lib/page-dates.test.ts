import { describe, expect, test } from 'vitest';
import { dateProblems, lastChanged, newestDateIn, staleWording } from './page-dates.ts';

const d = (iso: string) => new Date(iso);
const published = (iso: string) => ({ date: d(iso), note: 'Published.' });

describe('lastChanged', () => {
	test('is the last change entry, whatever the review date', () => {
		expect(
			lastChanged({
				published: d('2025-04-15'),
				reviewed: d('2026-12-01'),
				changes: [published('2025-04-15'), { date: d('2026-11-26'), note: 'Outlook updated.' }],
			}),
		).toEqual(d('2026-11-26'));
	});

	test('falls back to modified, then to the publication', () => {
		expect(lastChanged({ published: d('2025-03-22'), modified: d('2025-03-25') })).toEqual(
			d('2025-03-25'),
		);
		expect(lastChanged({ published: d('2025-03-22'), reviewed: d('2026-11-26') })).toEqual(
			d('2025-03-22'),
		);
	});
});

describe('dateProblems', () => {
	test('accepts a history that starts with the publication and a review on the last change', () => {
		expect(
			dateProblems({
				published: d('2025-04-15'),
				reviewed: d('2026-11-26'),
				changes: [published('2025-04-15'), { date: d('2026-11-26'), note: 'Fixed a date.' }],
			}),
		).toEqual([]);
	});

	test('refuses a review later than the last change without a note saying what it checked', () => {
		const dates = {
			published: d('2025-04-15'),
			reviewed: d('2026-11-26'),
			changes: [published('2025-04-15')],
		};
		expect(dateProblems(dates)).toEqual([
			expect.stringContaining('"reviewed" (2026-11-26) is later than the last change (2025-04-15)'),
		]);
		expect(
			dateProblems({
				...dates,
				reviewNote: 'Checked every dated claim against its source; none had changed.',
			}),
		).toEqual([]);
	});

	test('refuses a history that does not start with the publication or is out of order', () => {
		expect(
			dateProblems({
				published: d('2025-04-15'),
				changes: [{ date: d('2025-05-01'), note: 'Typo fixed.' }],
			}),
		).toEqual([expect.stringContaining('must be the publication (2025-04-15)')]);
		expect(
			dateProblems({
				published: d('2025-04-15'),
				changes: [
					published('2025-04-15'),
					{ date: d('2026-11-26'), note: 'B.' },
					{ date: d('2026-01-01'), note: 'A.' },
				],
			}),
		).toEqual([expect.stringContaining('oldest first')]);
	});

	test('refuses a review before the publication', () => {
		expect(dateProblems({ published: d('2025-04-15'), reviewed: d('2025-01-01') })).toEqual([
			expect.stringContaining('before the publication'),
		]);
	});
});

describe('newestDateIn', () => {
	test('reads month and year, day month year, month day year and bare years', () => {
		expect(newestDateIn('As of April 2025, it cost $10.')?.date).toEqual(d('2025-04-30'));
		expect(newestDateIn('On 9 December 2025 it moved.')?.date).toEqual(d('2025-12-09'));
		expect(newestDateIn('On December 9, 2025 it moved.')?.date).toEqual(d('2025-12-09'));
		expect(newestDateIn('Between 2012 and 2024, and in March 2025.')?.text).toBe('March 2025');
		expect(newestDateIn('No date here.')).toBeUndefined();
	});
});

describe('staleWording', () => {
	const reviewed = d('2026-11-26');

	test('finds a present-time word in a sentence dated more than a year before the review', () => {
		const found = staleWording('Prices are as of March 2025. Other text.', {
			reviewed,
			lastChanged: reviewed,
		});
		expect(found).toEqual([
			{ phrase: 'as of', sentence: 'Prices are as of March 2025.', dated: 'March 2025' },
		]);
	});

	test('lets a dated fact in the past tense, or a recent date, stand', () => {
		const text =
			'In March 2025, ChatGPT Plus cost $20 a month. As of October 2026, it cost the same. This year, in 2026, more agents shipped.';
		expect(staleWording(text, { reviewed, lastChanged: reviewed })).toEqual([]);
	});

	test('finds undated present-time words only when the text last changed over a year before the review', () => {
		const text = 'Transformers currently dominate the field.';
		expect(staleWording(text, { reviewed, lastChanged: d('2025-04-15') })).toHaveLength(1);
		expect(staleWording(text, { reviewed, lastChanged: d('2026-06-01') })).toEqual([]);
	});

	test('ignores code and never runs on a page without a review date', () => {
		const text = 'Old text.\n\n```python\n# as of 2019, recently\n```\n\nThe `currently` flag.';
		expect(staleWording(text, { reviewed, lastChanged: d('2020-01-01') })).toEqual([]);
		expect(staleWording('As of 2019 it was new.', { lastChanged: d('2020-01-01') })).toEqual([]);
	});
});
