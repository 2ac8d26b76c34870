/**
 * Scaled dot-product self-attention for one four-word sentence, one query at a time: the query's
 * dot product with every key, divided by √d_k, a softmax over those scores, and the weighted sum
 * of the values — one row of softmax(QKᵀ/√d_k)V (Vaswani et al. 2017, arXiv:1706.03762). The
 * vectors are two-dimensional and made up; "the", "cat" and "sat" have the keys, values and the
 * query of "sat" that the transformer guide's worked example uses.
 */
import { joinWords } from '../text';
import { softmax } from './sampling-temperature';

export type Vector = readonly number[];

export const TOKENS = ['the', 'cat', 'sat', 'down'] as const;
export type Token = (typeof TOKENS)[number];
export const QUERIES: Record<Token, Vector> = {
	the: [2, 0],
	cat: [1, 1],
	sat: [1, 0],
	down: [0, 1],
};
export const KEYS: readonly Vector[] = [
	[0, 1],
	[2, 0],
	[1, 1],
	[0, 2],
];
export const VALUES: readonly Vector[] = [
	[0, 0],
	[1, 0],
	[0, 1],
	[1, 1],
];
/** The dimension of the keys, d_k. */
export const D = 2;

export const dot = (a: Vector, b: Vector) => a.reduce((s, v, i) => s + v * b[i]!, 0);

export interface Attended {
	/** q·k for every key. */
	scores: number[];
	/** The scores divided by √d_k (or as they are, unscaled). */
	scaled: number[];
	/** The softmax of the scaled scores: the attention weights, summing to 1. */
	weights: number[];
	/** Σ weight × value: the query's output. */
	output: number[];
}

/** One query attending over `keys` and `values`. */
export function attend(
	query: Vector,
	keys: readonly Vector[] = KEYS,
	values: readonly Vector[] = VALUES,
	scale = true,
): Attended {
	const scores = keys.map((k) => dot(query, k));
	const divisor = scale ? Math.sqrt(query.length) : 1;
	const scaled = scores.map((s) => s / divisor);
	const weights = softmax(scaled);
	const output = values[0]!.map((_, j) => weights.reduce((s, w, i) => s + w * values[i]![j]!, 0));
	return { scores, scaled, weights, output };
}

/** softmax(QKᵀ/√d_k)V for all the queries at once: one output row per query. */
export const attention = (
	queries: readonly Vector[],
	keys: readonly Vector[],
	values: readonly Vector[],
) => queries.map((q) => attend(q, keys, values).output);

const two = (v: number) => String(Math.round(v * 100) / 100);

/** The words the live region says: the scores, the weights, where the query looks, its output. */
export function describe(token: Token, scale = true): string {
	const { scores, weights, output } = attend(QUERIES[token], KEYS, VALUES, scale);
	const most = Math.max(...weights);
	// Equal scores give equal weights: name every word that shares the largest one.
	const top = TOKENS.filter((_, i) => most - weights[i]! < 1e-12).map((t) => `"${t}"`);
	const from = top.length === 1 ? top[0] : `${joinWords(top)}, equally`;
	const shares = TOKENS.map((t, i) => `"${t}" ${Math.round(weights[i]! * 100)}%`);
	return `Query "${token}": its dot products with the keys are ${joinWords(scores.map(String))}; ${scale ? `divided by √${D} and ` : 'unscaled, '}through the softmax they give ${joinWords(shares)}, so "${token}" takes most from ${from}. Its output is [${output.map(two).join(', ')}].`;
}
