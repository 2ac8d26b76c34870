import { describe as group, expect, test } from 'vitest';
import {
	CANDIDATES,
	describe,
	renormalise,
	sample,
	softmax,
	topK,
	topP,
} from './sampling-temperature';

const LOGITS = CANDIDATES.map((c) => c.logit);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

group('softmax with a temperature', () => {
	test('sums to 1 at any temperature', () => {
		for (const t of [0.1, 0.5, 1, 1.7, 2]) expect(sum(softmax(LOGITS, t))).toBeCloseTo(1, 12);
	});

	test("reproduces the guide's table for logits 2, 1, 0 (e² : e : 1 = 7.389 : 2.718 : 1 at T = 1)", () => {
		// T = 1: 7.389 / 11.107 = 0.665, 2.718 / 11.107 = 0.245, 1 / 11.107 = 0.090.
		expect(softmax([2, 1, 0], 1).map((v) => v.toFixed(3))).toEqual(['0.665', '0.245', '0.090']);
		// T = 0.5 doubles the logits: e⁴ : e² : 1 = 54.60 : 7.389 : 1, sum 62.99.
		expect(softmax([2, 1, 0], 0.5).map((v) => v.toFixed(3))).toEqual(['0.867', '0.117', '0.016']);
		// T = 2 halves them: e : e^0.5 : 1 = 2.718 : 1.649 : 1, sum 5.367.
		expect(softmax([2, 1, 0], 2).map((v) => v.toFixed(3))).toEqual(['0.506', '0.307', '0.186']);
	});

	test('T = 1 is the plain softmax e^z / Σ e^z', () => {
		const plain = LOGITS.map((z) => Math.exp(z) / sum(LOGITS.map((y) => Math.exp(y))));
		softmax(LOGITS, 1).forEach((v, i) => expect(v).toBeCloseTo(plain[i]!, 12));
	});

	test('tends to the argmax (one-hot) as T → 0, and to uniform as T grows', () => {
		const cold = softmax(LOGITS, 0.01);
		expect(cold[0]).toBeCloseTo(1, 12);
		expect(sum(cold.slice(1))).toBeLessThan(1e-12);
		expect(softmax(LOGITS, 0.1)[0]).toBeGreaterThan(0.9999);
		for (const v of softmax(LOGITS, 1000)) expect(v).toBeCloseTo(1 / 8, 2);
	});
});

group('top-k and top-p', () => {
	test('top-k keeps exactly k tokens, the k most likely', () => {
		const probs = softmax(LOGITS);
		for (let k = 1; k <= 8; k++) {
			const keep = topK(probs, k);
			expect(keep.filter(Boolean).length).toBe(k);
			expect(keep.slice(0, k).every(Boolean)).toBe(true);
		}
	});

	test('top-p keeps the smallest set whose probability reaches p (worked: 0.5, 0.3, 0.2)', () => {
		expect(topP([0.5, 0.3, 0.2], 0.5)).toEqual([true, false, false]); // 0.5 ≥ 0.5
		expect(topP([0.5, 0.3, 0.2], 0.8)).toEqual([true, true, false]); // 0.5 + 0.3 = 0.8 ≥ 0.8
		expect(topP([0.5, 0.3, 0.2], 0.81)).toEqual([true, true, true]);
		expect(topP([0.2, 0.5, 0.3], 0.6)).toEqual([false, true, true]); // ranked by probability
		// The guide's example: 0.665 + 0.245 = 0.91 ≥ 0.9, so " sofa" is dropped.
		expect(topP(softmax([2, 1, 0]), 0.9)).toEqual([true, true, false]);
	});

	test('the nucleus is the smallest subset reaching p, checked against every subset', () => {
		const probs = softmax(LOGITS, 1.3);
		for (const p of [0.05, 0.3, 0.5, 0.75, 0.9, 0.95, 1]) {
			let smallest = Infinity;
			for (let mask = 1; mask < 256; mask++) {
				const chosen = probs.filter((_, i) => mask & (1 << i));
				if (sum(chosen) >= p - 1e-9) smallest = Math.min(smallest, chosen.length);
			}
			const keep = topP(probs, p);
			expect(keep.filter(Boolean).length, `p = ${p}`).toBe(smallest);
			expect(sum(probs.filter((_, i) => keep[i]))).toBeGreaterThanOrEqual(p - 1e-9);
		}
	});

	test('what is kept is renormalised to sum to 1, the cut tokens get 0', () => {
		const cut = renormalise([0.5, 0.3, 0.2], [true, true, false]); // 0.5 / 0.8, 0.3 / 0.8
		[0.625, 0.375, 0].forEach((v, i) => expect(cut[i]).toBeCloseTo(v, 12));
		const { final, kept } = sample(LOGITS, 0.8, 5, 0.9);
		expect(sum(final)).toBeCloseTo(1, 12);
		kept.forEach((k, i) => k || expect(final[i]).toBe(0));
	});

	test('top-p applies to what top-k left, renormalised; the settings off change nothing', () => {
		// Top-2 of 2, 1, 0 leaves 0.731, 0.269; p = 0.7 then keeps " mat" alone.
		expect(sample([2, 1, 0], 1, 2, 0.7).kept).toEqual([true, false, false]);
		const off = sample(LOGITS, 1, 8, 1);
		expect(off.kept.every(Boolean)).toBe(true);
		off.final.forEach((v, i) => expect(v).toBeCloseTo(off.softmax[i]!, 12));
	});

	test('top-p 1 cuts nothing, even at T = 0.1, where "moon" has e^−60 ≈ 9 × 10⁻²⁷ of the mass', () => {
		for (const t of [0.1, 0.2, 0.5, 1, 2])
			expect(sample(LOGITS, t, 8, 1).kept.every(Boolean), `T = ${t}`).toBe(true);
		expect(describe(0.1, 8, 1)).toContain('8 of 8 words can be picked');
	});
});

test('says in words what the reader sees', () => {
	expect(describe(1, 8, 0.9)).toMatch(
		/^Temperature 1, top-k 8, top-p 0\.9: the distribution is the plain softmax; \d of 8 words can be picked/,
	);
	expect(describe(0.1, 8, 1)).toContain('"mat" gets 100%');
	expect(describe(1, 1, 1)).toContain('only "mat" can be picked');
	expect(describe(2, 8, 1)).toContain('flatter');
});

test('the checkpoint question: top-p 0.9 keeps four words at T = 1 and two at T = 0.5', () => {
	// T = 1: 0.596 + 0.219 + 0.081 = 0.895 < 0.9, so " bed" (0.049) is needed too.
	expect(sample(LOGITS, 1, 8, 0.9).kept.filter(Boolean).length).toBe(4);
	// T = 0.5 doubles the logits: e⁴ / 63.55 = 0.859 and e² / 63.55 = 0.116, together 0.976 ≥ 0.9.
	expect(sample(LOGITS, 0.5, 8, 0.9).kept).toEqual([
		true,
		true,
		false,
		false,
		false,
		false,
		false,
		false,
	]);
});
