import { describe as group, expect, test } from 'vitest';
import { descend, describe, loss, regime } from './gradient-descent';

group('gradient descent on f(x) = x²', () => {
	test('each step multiplies x by 1 − 2η (worked by hand: 4 → 3.2 → 2.56 at η = 0.1)', () => {
		const xs = descend(4, 0.1, 2);
		expect(xs[1]).toBeCloseTo(3.2, 12);
		expect(xs[2]).toBeCloseTo(2.56, 12);
	});

	test('converges for 0 < η < 1 and diverges for η > 1', () => {
		for (const rate of [0.05, 0.3, 0.5, 0.7, 0.95])
			expect(loss(descend(4, rate, 200).at(-1)!)).toBeLessThan(1e-6);
		for (const rate of [1.05, 1.2]) {
			const xs = descend(4, rate, 20);
			expect(loss(xs.at(-1)!)).toBeGreaterThan(loss(4));
		}
	});

	test('at η = 0.5 it lands on the minimum in one step; at η = 1 it bounces between ±x', () => {
		expect(descend(4, 0.5, 1)[1]).toBe(0);
		expect(descend(4, 1, 3)).toEqual([4, -4, 4, -4]);
	});

	test('names the regimes by the factor 1 − 2η', () => {
		expect(regime(0.05)).toBe('creeps');
		expect(regime(0.3)).toBe('approaches');
		expect(regime(0.5)).toBe('one-step');
		expect(regime(0.75)).toBe('zig-zags');
		expect(regime(1)).toBe('bounces');
		expect(regime(1.1)).toBe('diverges');
	});

	test('says in words what the reader sees (4 × 1.4¹⁰ ≈ 115.7, squared ≈ 13,400)', () => {
		expect(describe(1.2, 4, 10)).toBe(
			'Learning rate 1.2: each step overshoots further than it started, so the loss grows. After 10 steps from x = 4 the loss is 13400 (it started at 16).',
		);
		expect(describe(0.5, 4, 10)).toContain('the first step lands exactly on the minimum');
		expect(describe(0.5, 4, 10)).toContain('the loss is almost 0');
		// Started at the minimum, x never moves, whatever the rate: no overshoot, no growth.
		expect(descend(0, 1.2, 3)).toEqual([0, 0, 0, 0]);
		expect(describe(1.2, 0, 10)).toBe(
			'Learning rate 1.2: x = 0 is already the minimum, where the gradient is 0, so no step moves it and the loss stays 0.',
		);
	});
});
