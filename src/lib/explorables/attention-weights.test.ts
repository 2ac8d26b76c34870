import { describe as group, expect, test } from 'vitest';
import { attend, attention, describe, KEYS, QUERIES, TOKENS, VALUES } from './attention-weights';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

group('scaled dot-product attention', () => {
	test('the weights of every query sum to 1, scaled or not', () => {
		for (const t of TOKENS) {
			expect(sum(attend(QUERIES[t]).weights)).toBeCloseTo(1, 12);
			expect(sum(attend(QUERIES[t], KEYS, VALUES, false).weights)).toBeCloseTo(1, 12);
		}
	});

	test('worked by hand for the query "sat" = [1, 0]', () => {
		// q·k with the keys [0,1], [2,0], [1,1], [0,2]: 0, 2, 1, 0.
		// ÷ √2 = 1.41421: 0, 1.41421, 0.70711, 0.
		// e^x: 1, 4.11325, 2.02811, 1; their sum is 8.14136.
		// Weights: 1/8.14136 = 0.12283, 4.11325/8.14136 = 0.50523, 2.02811/8.14136 = 0.24911, 0.12283.
		// Output: 0.12283·[0,0] + 0.50523·[1,0] + 0.24911·[0,1] + 0.12283·[1,1] = [0.62806, 0.37194].
		const { scores, scaled, weights, output } = attend(QUERIES.sat);
		expect(scores).toEqual([0, 2, 1, 0]);
		[0, 1.41421, 0.70711, 0].forEach((v, i) => expect(scaled[i]).toBeCloseTo(v, 5));
		[0.12283, 0.50523, 0.24911, 0.12283].forEach((v, i) => expect(weights[i]).toBeCloseTo(v, 5));
		expect(output[0]).toBeCloseTo(0.62806, 5);
		expect(output[1]).toBeCloseTo(0.37194, 5);
	});

	test("reproduces the transformer guide's three-token example (0.14, 0.58, 0.28 → [0.58, 0.28])", () => {
		const { weights, output } = attend([1, 0], KEYS.slice(0, 3), VALUES.slice(0, 3));
		expect(weights.map((w) => w.toFixed(2))).toEqual(['0.14', '0.58', '0.28']);
		expect(output.map((v) => v.toFixed(2))).toEqual(['0.58', '0.28']);
	});

	test('without the √d_k the softmax is sharper (e² / (1 + e² + e + 1) = 7.38906 / 12.10734 = 0.6103 on "cat")', () => {
		expect(attend(QUERIES.sat, KEYS, VALUES, false).weights[1]).toBeCloseTo(0.6103, 4);
	});

	test('matches softmax(QKᵀ/√d_k)V computed as matrices', () => {
		const Q = TOKENS.map((t) => QUERIES[t]);
		const n = TOKENS.length;
		// QKᵀ / √d_k, n × n.
		const S = Q.map((q) => KEYS.map((k) => (q[0]! * k[0]! + q[1]! * k[1]!) / Math.SQRT2));
		// Row-wise softmax.
		const A = S.map((row) => {
			const e = row.map(Math.exp);
			return e.map((v) => v / sum(e));
		});
		// A V, n × 2.
		const out = A.map((row) => [0, 1].map((j) => sum(row.map((a, i) => a * VALUES[i]![j]!))));
		const got = attention(Q, KEYS, VALUES);
		for (let i = 0; i < n; i++)
			for (const j of [0, 1]) expect(got[i]![j]).toBeCloseTo(out[i]![j]!, 12);
	});

	test('says in words what the reader sees', () => {
		expect(describe('sat')).toBe(
			'Query "sat": its dot products with the keys are 0, 2, 1 and 0; divided by √2 and through the softmax they give "the" 12%, "cat" 51%, "sat" 25% and "down" 12%, so "sat" takes most from "cat". Its output is [0.63, 0.37].',
		);
		expect(describe('sat', false)).toContain('unscaled');
		expect(describe('down')).toContain('takes most from "down"');
		// "cat" = [1, 1] scores 1, 2, 2 and 2: a three-way tie, not a favourite.
		expect(describe('cat')).toContain(
			'"the" 14%, "cat" 29%, "sat" 29% and "down" 29%, so "cat" takes most from "cat", "sat" and "down", equally.',
		);
	});
});

test('the default view: "the" = [2, 0] scores 0, 4, 2, 0 and takes most from "cat" (e^2.83 / 23.03 ≈ 0.73)', () => {
	// ÷ √2: 0, 2.828, 1.414, 0; e^x: 1, 16.92, 4.113, 1; sum 23.03.
	const { weights } = attend(QUERIES.the);
	[0.0434, 0.7346, 0.1786, 0.0434].forEach((v, i) => expect(weights[i]).toBeCloseTo(v, 3));
	expect(describe('the')).toContain('so "the" takes most from "cat"');
});
