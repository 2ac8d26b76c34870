import { describe as group, expect, test } from 'vitest';
import {
	TRAIN,
	VALID,
	describe,
	errorsByDegree,
	evaluate,
	fit,
	rmse,
	type Point,
} from './overfitting-degree';

group('least-squares polynomials and overfitting', () => {
	test('degree 1 on collinear points gives the exact line (y = 2x − 1)', () => {
		const points: Point[] = [-1, -0.4, 0.3, 1].map((x) => [x, 2 * x - 1]);
		const [c0, c1] = fit(points, 1);
		expect(c0).toBeCloseTo(-1, 12);
		expect(c1).toBeCloseTo(2, 12);
	});

	test('degree 1 on (−1, 0), (0, 1), (1, 1): slope Σxy/Σx² = 1/2, intercept mean y = 2/3', () => {
		const [c0, c1] = fit(
			[
				[-1, 0],
				[0, 1],
				[1, 1],
			],
			1,
		);
		expect(c0).toBeCloseTo(2 / 3, 12);
		expect(c1).toBeCloseTo(1 / 2, 12);
	});

	test('degree 2 solves the normal equations worked by hand: c = (6/55, 2/55, 10/11)', () => {
		// Σ over (−1, 1), (0, 0), (½, ½), (1, 1): [4 ½ 9/4; ½ 9/4 ⅛; 9/4 ⅛ 33/16] c = (5/2, ¼, 17/8).
		const c = fit(
			[
				[-1, 1],
				[0, 0],
				[0.5, 0.5],
				[1, 1],
			],
			2,
		);
		expect(c[0]).toBeCloseTo(6 / 55, 12);
		expect(c[1]).toBeCloseTo(2 / 55, 12);
		expect(c[2]).toBeCloseTo(10 / 11, 12);
	});

	test('degree n − 1 through n points interpolates: training error 0', () => {
		const c = fit(TRAIN, TRAIN.length - 1);
		for (const [x, y] of TRAIN) expect(evaluate(c, x)).toBeCloseTo(y, 8);
		expect(rmse(c, TRAIN)).toBeLessThan(1e-8);
		expect(() => fit(TRAIN, TRAIN.length)).toThrow();
	});

	test('training error never rises with the degree; validation error falls, then rises', () => {
		const errors = errorsByDegree();
		for (let i = 1; i < errors.length; i++)
			expect(errors[i]!.train).toBeLessThanOrEqual(errors[i - 1]!.train + 1e-12);
		const best = errors.reduce((b, e) => (e.valid < b.valid ? e : b));
		expect(best.degree).toBe(5);
		expect(errors[0]!.valid).toBeGreaterThan(2 * best.valid);
		expect(errors[8]!.valid).toBeGreaterThan(4 * best.valid);
		expect(VALID).toHaveLength(10);
	});

	test('says the verdict and both errors in words', () => {
		expect(describe(1)).toBe(
			'Degree 1: too simple, it underfits: it misses the curve on both sets. Training error 0.53, validation error 0.46 (root mean squared).',
		);
		expect(describe(5)).toContain('the lowest validation error of all degrees');
		// Degree 7 (0.1425) is a shade below degree 6 (0.1433), so "no longer falls" would be untrue.
		expect(describe(7)).toContain('validation error is no lower than at degree 5');
		expect(describe(9)).toContain('passes through every training point');
		expect(describe(9)).toContain('Training error 0,');
	});
});
