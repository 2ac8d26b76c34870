/**
 * A classification threshold over twenty scored examples: a model gives each example a score
 * between 0 and 1, and the classifier flags it as positive when its score is at least the
 * threshold. Counting the flags against the true classes gives the confusion matrix, and from it
 * precision = TP / (TP + FP), recall (the true positive rate) = TP / (TP + FN) and the false
 * positive rate = FP / (FP + TN), the ROC curve's x axis.
 */

/** The model's scores of ten positive and ten negative examples (no score is a multiple of 0.05). */
export const POSITIVES = [0.97, 0.92, 0.88, 0.83, 0.77, 0.68, 0.62, 0.47, 0.38, 0.22] as const;
export const NEGATIVES = [0.72, 0.58, 0.43, 0.33, 0.27, 0.22, 0.17, 0.12, 0.08, 0.03] as const;

export interface Confusion {
	tp: number;
	fp: number;
	fn: number;
	tn: number;
}

/** The confusion matrix when every score at or above `threshold` is flagged positive. */
export function confusion(
	threshold: number,
	positives: readonly number[] = POSITIVES,
	negatives: readonly number[] = NEGATIVES,
): Confusion {
	const tp = positives.filter((s) => s >= threshold).length;
	const fp = negatives.filter((s) => s >= threshold).length;
	return { tp, fp, fn: positives.length - tp, tn: negatives.length - fp };
}

/** Of the examples flagged, the share truly positive; undefined when nothing is flagged. */
export const precision = ({ tp, fp }: Confusion) => (tp + fp ? tp / (tp + fp) : undefined);
/** Of the true positives, the share flagged (the true positive rate). */
export const recall = ({ tp, fn }: Confusion) => tp / (tp + fn);
/** Of the true negatives, the share flagged by mistake. */
export const falsePositiveRate = ({ fp, tn }: Confusion) => fp / (fp + tn);

/**
 * The ROC curve: (false positive rate, recall) at every threshold, from above the highest score
 * (nothing flagged, (0, 0)) down to the lowest (everything flagged, (1, 1)).
 */
export function rocCurve(
	positives: readonly number[] = POSITIVES,
	negatives: readonly number[] = NEGATIVES,
): [number, number][] {
	const thresholds = [Infinity, ...[...positives, ...negatives].sort((a, b) => b - a)];
	return thresholds.map((t) => {
		const c = confusion(t, positives, negatives);
		return [falsePositiveRate(c), recall(c)];
	});
}

const share = (n: number, d: number) => `${n}/${d} = ${Number((n / d).toFixed(2))}`;

/** The words the live region says at `threshold`. */
export function describe(threshold: number): string {
	const c = confusion(threshold);
	const flagged = c.tp + c.fp;
	const p = flagged ? `precision ${share(c.tp, flagged)}` : 'no precision, as nothing is flagged';
	return `Threshold ${threshold}: ${flagged} of 20 flagged positive. TP ${c.tp}, FP ${c.fp}, FN ${c.fn}, TN ${c.tn}; ${p}, recall ${share(c.tp, c.tp + c.fn)}, false positive rate ${share(c.fp, c.fp + c.tn)}.`;
}
