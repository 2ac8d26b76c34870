import { describe as group, expect, test } from 'vitest';
import {
	confusion,
	describe,
	falsePositiveRate,
	precision,
	recall,
	rocCurve,
} from './classification-threshold';

group('a classification threshold over scored examples', () => {
	test('counts the confusion matrix by hand at 0.5: 7 positives and 2 negatives score ≥ 0.5', () => {
		// Positives ≥ 0.5: 0.97 0.92 0.88 0.83 0.77 0.68 0.62; negatives ≥ 0.5: 0.72 0.58.
		expect(confusion(0.5)).toEqual({ tp: 7, fp: 2, fn: 3, tn: 8 });
		const c = confusion(0.5);
		expect(precision(c)).toBeCloseTo(7 / 9, 12);
		expect(recall(c)).toBe(0.7);
		expect(falsePositiveRate(c)).toBe(0.2);
	});

	test('a score equal to the threshold is flagged', () => {
		expect(confusion(0.5, [0.5], [0.4])).toEqual({ tp: 1, fp: 0, fn: 0, tn: 1 });
	});

	test('raising the threshold trades recall for precision (0.3 → 0.7)', () => {
		// At 0.3: TP 9 (all but 0.22), FP 4 (0.72 0.58 0.43 0.33). At 0.7: TP 5, FP 1 (0.72).
		expect(confusion(0.3)).toEqual({ tp: 9, fp: 4, fn: 1, tn: 6 });
		expect(confusion(0.7)).toEqual({ tp: 5, fp: 1, fn: 5, tn: 9 });
		expect(precision(confusion(0.7))!).toBeGreaterThan(precision(confusion(0.3))!);
		expect(recall(confusion(0.7))).toBeLessThan(recall(confusion(0.3)));
	});

	test('precision is undefined when nothing is flagged', () => {
		expect(precision(confusion(0.99))).toBeUndefined();
	});

	test('the ROC curve runs from (0, 0) to (1, 1), one step per example, never turning back', () => {
		const roc = rocCurve();
		expect(roc).toHaveLength(21);
		expect(roc[0]).toEqual([0, 0]);
		expect(roc.at(-1)).toEqual([1, 1]);
		for (let i = 1; i < roc.length; i++) {
			expect(roc[i]![0]).toBeGreaterThanOrEqual(roc[i - 1]![0]);
			expect(roc[i]![1]).toBeGreaterThanOrEqual(roc[i - 1]![1]);
		}
		// Hand-worked small case: scores 0.9 (+), 0.6 (−), 0.4 (+), 0.1 (−).
		expect(rocCurve([0.9, 0.4], [0.6, 0.1])).toEqual([
			[0, 0],
			[0, 0.5],
			[0.5, 0.5],
			[0.5, 1],
			[1, 1],
		]);
	});

	test('says the counts and rates in words', () => {
		expect(describe(0.5)).toBe(
			'Threshold 0.5: 9 of 20 flagged positive. TP 7, FP 2, FN 3, TN 8; precision 7/9 = 0.78, recall 7/10 = 0.7, false positive rate 2/10 = 0.2.',
		);
	});
});
