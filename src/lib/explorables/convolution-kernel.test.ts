import { describe as group, expect, test } from 'vitest';
import { convolve, describe, IMAGE, KERNEL_NAMES, KERNELS } from './convolution-kernel';

// Rows and columns below count from 0. The square covers rows 2–7 and columns 2–7 (value 1); the
// bar covers row 10, columns 1–10 (value 0.5); everything else is 0, and so is the zero padding.

group('a 3 × 3 kernel over the 12 × 12 image', () => {
	test('identity returns the input', () => {
		expect(convolve(IMAGE, KERNELS.identity)).toEqual(IMAGE);
	});

	test('a box blur of a constant image is the constant (away from the zero-padded border)', () => {
		const flat = Array.from({ length: 5 }, () => Array<number>(5).fill(0.7));
		const out = convolve(flat, KERNELS.blur);
		for (let r = 1; r < 4; r++) for (let c = 1; c < 4; c++) expect(out[r]![c]).toBeCloseTo(0.7, 8);
		// The corner sees 4 pixels of 0.7 and 5 of padding: 4 × 0.7 / 9.
		expect(out[0]![0]).toBeCloseTo((4 * 0.7) / 9, 8);
	});

	test('box blur by hand', () => {
		const out = convolve(IMAGE, KERNELS.blur);
		// At (2, 2), the square's corner: the 3 × 3 window holds rows 1–3 × columns 1–3, of which
		// (2,2), (2,3), (3,2), (3,3) are 1: (0+0+0 + 0+1+1 + 0+1+1) / 9 = 4/9.
		expect(out[2]![2]).toBeCloseTo(4 / 9, 8);
		// At (4, 2), on the left side: (0+1+1 + 0+1+1 + 0+1+1) / 9 = 6/9.
		expect(out[4]![2]).toBeCloseTo(6 / 9, 8);
		// At (10, 1), the bar's left end: (0+0+0 + 0+0.5+0.5 + 0+0+0) / 9 = 1/9.
		expect(out[10]![1]).toBeCloseTo(1 / 9, 8);
	});

	test('sharpen by hand: 5 × centre − up − left − right − down', () => {
		const out = convolve(IMAGE, KERNELS.sharpen);
		// The square's corner (2, 2): 5×1 − 0 (up) − 0 (left) − 1 (right) − 1 (down) = 3.
		expect(out[2]![2]).toBe(3);
		// Inside the square (4, 4): 5×1 − 1 − 1 − 1 − 1 = 1, a flat area is unchanged.
		expect(out[4]![4]).toBe(1);
		// Just outside its left side (4, 1): 5×0 − 0 − 0 − 1 − 0 = −1.
		expect(out[4]![1]).toBe(-1);
		// On the bar (10, 5): 5×0.5 − 0 − 0.5 − 0.5 − 0 = 1.5.
		expect(out[10]![5]).toBe(1.5);
	});

	test('Sobel x by hand: (right column) − (left column), the middle row counted twice', () => {
		const out = convolve(IMAGE, KERNELS['sobel-x']);
		// (4, 2), on the square's left side: right column (4 of rows 3–5, column 3) is 1, 1, 1 and
		// left column (column 1) is 0, 0, 0: (1 + 2×1 + 1) − (0 + 0 + 0) = 4.
		expect(out[4]![2]).toBe(4);
		// (4, 7), on its right side: right column 0, 0, 0, left 1, 1, 1: 0 − 4 = −4.
		expect(out[4]![7]).toBe(-4);
		// (2, 2), the top corner: rows 1–3 of column 3 are 0, 1, 1: (0 + 2 + 1) − 0 = 3.
		expect(out[2]![2]).toBe(3);
		// (5, 4), inside: both columns are 1, 1, 1: 4 − 4 = 0.
		expect(out[5]![4]).toBe(0);
	});

	test('the kernel is not flipped (cross-correlation, as in PyTorch Conv2d)', () => {
		// A single bright pixel at (1, 1) of a 3 × 3 image: at (1, 0) the pixel sits to the right,
		// where Sobel x has +2; a flipped kernel (true convolution) would give −2.
		const dot = [
			[0, 0, 0],
			[0, 1, 0],
			[0, 0, 0],
		];
		expect(convolve(dot, KERNELS['sobel-x'])[1]![0]).toBe(2);
		expect(convolve(dot, KERNELS['sobel-y'])[0]![1]).toBe(2);
	});

	test('Sobel y by hand: (bottom row) − (top row); the grey bar gives half the square', () => {
		const out = convolve(IMAGE, KERNELS['sobel-y']);
		// (2, 4), the square's top side: bottom row (row 3, columns 3–5) 1, 1, 1, top row 0, 0, 0:
		// (1 + 2×1 + 1) − 0 = 4.
		expect(out[2]![4]).toBe(4);
		// (9, 5), above the bar: bottom row 0.5, 0.5, 0.5: (0.5 + 1 + 0.5) − 0 = 2.
		expect(out[9]![5]).toBe(2);
		expect(out[11]![5]).toBe(-2);
	});

	test('every kernel keeps the image size (zero padding)', () => {
		for (const name of KERNEL_NAMES) {
			const out = convolve(IMAGE, KERNELS[name]);
			expect(out.length).toBe(12);
			expect(out.every((row) => row.length === 12)).toBe(true);
		}
	});

	test('says where the output is strongest', () => {
		expect(describe('sobel-x')).toContain(
			'It is strongest, ±4, at 16 cells, in rows 4–7 and columns 2–3 and 8–9 of 12.',
		);
		expect(describe('sharpen')).toContain(
			'It is strongest, 3, at 4 cells, in rows 3 and 8 and columns 3 and 8 of 12.',
		);
		expect(describe('blur')).toContain(
			'It is strongest, 1, at 16 cells, in rows 4–7 and columns 4–7',
		);
	});
});
