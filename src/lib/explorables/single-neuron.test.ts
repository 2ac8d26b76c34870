import { describe as group, expect, test } from 'vitest';
import {
	activate,
	boundary,
	describe,
	fires,
	gate,
	output,
	shading,
	weightedSum,
} from './single-neuron';

group('one neuron with two inputs', () => {
	test('each activation at hand-picked inputs', () => {
		expect(activate('sigmoid', 0)).toBe(0.5);
		// 1 / (1 + e^−2) = 1 / 1.135335… = 0.880797…
		expect(activate('sigmoid', 2)).toBeCloseTo(0.880797, 6);
		expect(activate('sigmoid', -2)).toBeCloseTo(1 - 0.880797, 6);
		expect(activate('tanh', 0)).toBe(0);
		// tanh 1 = (e − e^−1) / (e + e^−1) = 2.350402 / 3.086161 = 0.761594…
		expect(activate('tanh', 1)).toBeCloseTo(0.761594, 6);
		expect(activate('tanh', -1)).toBeCloseTo(-0.761594, 6);
		expect(activate('relu', -1)).toBe(0);
		expect(activate('relu', 0)).toBe(0);
		expect(activate('relu', 2.5)).toBe(2.5);
		expect(activate('step', -0.5)).toBe(0);
		expect(activate('step', 0)).toBe(0);
		expect(activate('step', 0.5)).toBe(1);
	});

	test('the weighted sum: 2·0.5 + (−1)·3 + 0.5 = −1.5', () => {
		expect(weightedSum({ w1: 2, w2: -1, b: 0.5 }, 0.5, 3)).toBe(-1.5);
	});

	test('weights (1, 1), bias −1.5, step: the neuron computes AND', () => {
		const and = { w1: 1, w2: 1, b: -1.5 };
		expect([0, 1].flatMap((a) => [0, 1].map((c) => output(and, 'step', a, c)))).toEqual([
			0, 0, 0, 1,
		]);
		expect(gate(and)).toBe('it computes AND');
		// Bias −0.5 lowers the bar to one input on: OR. Negated weights and bias: NAND.
		expect(gate({ w1: 1, w2: 1, b: -0.5 })).toBe('it computes OR');
		expect(gate({ w1: -1, w2: -1, b: 1.5 })).toBe('it computes NAND');
	});

	test('no weights and bias make XOR (0110) or XNOR (1001): the corners are not separable', () => {
		const seen = new Set<string>();
		for (let w1 = -2; w1 <= 2; w1 += 0.5)
			for (let w2 = -2; w2 <= 2; w2 += 0.5)
				for (let b = -3; b <= 3; b += 0.5) seen.add(fires({ w1, w2, b }));
		expect(seen.has('0110')).toBe(false);
		expect(seen.has('1001')).toBe(false);
		expect(seen.size).toBe(14);
	});

	test('a corner on the line has z = 0, not a float error above it, and does not fire', () => {
		// −2 + 1.1 + 0.9 is 4.4e−16 in floats; the sliders' tenths mean exactly 0.
		const n = { w1: -2, w2: 1.1, b: 0.9 };
		expect(weightedSum(n, 1, 1)).toBe(0);
		expect(output(n, 'step', 1, 1)).toBe(0);
		expect(gate(n)).toBe('it computes NOT x1');
		expect(gate({ w1: 0.1, w2: 0.2, b: -0.3 })).toBe('it is false at every corner');
	});

	test('the boundary line: x1 + x2 = 1.5 crosses the square [−0.5, 1.5]² at (0, 1.5) and (1.5, 0)', () => {
		const line = boundary({ w1: 1, w2: 1, b: -1.5 }, -0.5, 1.5)!;
		const ends = line.map(([a, c]) => [a + 0, c + 0]).sort((p, q) => p[0]! - q[0]!);
		expect(ends[0]![0]).toBeCloseTo(0, 12);
		expect(ends[0]![1]).toBeCloseTo(1.5, 12);
		expect(ends[1]![0]).toBeCloseTo(1.5, 12);
		expect(ends[1]![1]).toBeCloseTo(0, 12);
	});

	test('the boundary ends lie on the line w1·x1 + w2·x2 + b = 0, or there is no line', () => {
		const n = { w1: 0.7, w2: -1.3, b: 0.2 };
		for (const [a, c] of boundary(n, -0.5, 1.5)!) expect(weightedSum(n, a, c)).toBeCloseTo(0, 12);
		// A vertical line: w2 = 0, x1 = 0.5.
		const vertical = boundary({ w1: 2, w2: 0, b: -1 }, -0.5, 1.5)!;
		expect(vertical.map(([a]) => a)).toEqual([0.5, 0.5]);
		expect(boundary({ w1: 0, w2: 0, b: 1 }, -0.5, 1.5)).toBeNull();
		// x1 + x2 = 5 passes outside the square.
		expect(boundary({ w1: 1, w2: 1, b: -5 }, -0.5, 1.5)).toBeNull();
	});

	test('shades the plane along the weights: the step jumps from 0 to 1 on the AND line', () => {
		// Over [−0.5, 1.5]², z = x1 + x2 − 1.5 runs from −2.5 at (−0.5, −0.5) to 1.5 at (1.5, 1.5),
		// and is 0 at 2.5 / 4 = 0.625 of the way.
		const { from, to, stops } = shading({ w1: 1, w2: 1, b: -1.5 }, 'step', -0.5, 1.5);
		expect(from).toEqual([-0.5, -0.5]);
		expect(to).toEqual([1.5, 1.5]);
		expect(stops[0]).toEqual({ offset: 0, level: 0 });
		expect(stops.at(-1)).toEqual({ offset: 1, level: 1 });
		const edge = stops.filter((stop) => stop.offset === 0.625);
		expect(edge.at(0)!.level).toBe(0);
		expect(edge.at(-1)!.level).toBe(1);
		// Stops never go back, so the gradient is drawn as computed.
		for (let i = 1; i < stops.length; i++)
			expect(stops[i]!.offset).toBeGreaterThanOrEqual(stops[i - 1]!.offset);
		// Sigmoid halfway along: z = −0.5, sigmoid(−0.5) = 0.377541…
		const half = shading({ w1: 1, w2: 1, b: -1.5 }, 'sigmoid', -0.5, 1.5).stops.find(
			(stop) => stop.offset === 0.5,
		);
		expect(half!.level).toBeCloseTo(0.377541, 6);
		// ReLU over its largest value in the square (1.5): 0 below the line, 1 at the top corner.
		expect(shading({ w1: 1, w2: 1, b: -1.5 }, 'relu', -0.5, 1.5).stops.at(-1)!.level).toBe(1);
		// Without weights the output is the same everywhere: sigmoid(0) = 0.5, tanh(0) raised to 0.5.
		expect(shading({ w1: 0, w2: 0, b: 0 }, 'sigmoid', -0.5, 1.5)).toEqual({
			from: null,
			to: null,
			stops: [{ offset: 0, level: 0.5 }],
		});
		expect(shading({ w1: 0, w2: 0, b: 0 }, 'tanh', -0.5, 1.5).stops).toEqual([
			{ offset: 0, level: 0.5 },
		]);
	});

	test('says the outputs on the corners and the gate', () => {
		expect(describe({ w1: 1, w2: 1, b: -1.5 }, 'step')).toBe(
			'Weights 1 and 1, bias −1.5, step activation. At (0,0), (0,1), (1,0) and (1,1) it outputs 0, 0, 0, 1. Reading z > 0 as true, it computes AND.',
		);
		// sigmoid(−1.5) = 0.18, sigmoid(−0.5) = 0.38, sigmoid(0.5) = 0.62.
		expect(describe({ w1: 1, w2: 1, b: -1.5 }, 'sigmoid')).toContain('0.18, 0.38, 0.38, 0.62');
	});
});
