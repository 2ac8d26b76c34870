/**
 * A 3 × 3 kernel slid over a small greyscale image. As in deep learning libraries (PyTorch's
 * Conv2d computes a cross-correlation), the kernel is not flipped: the output at row i, column j
 * is Σ K[u][v] · image[i + u − 1][j + v − 1] over u, v = 0, 1, 2, so K[0][0] weighs the pixel up
 * and to the left. Border rule: zero padding, one pixel all round (Conv2d's padding=1), so the
 * output is the image's size and pixels outside the image count as 0.
 */
import { joinWords } from '../text';

export type Grid = readonly (readonly number[])[];

export const KERNEL_NAMES = ['identity', 'blur', 'sharpen', 'sobel-x', 'sobel-y'] as const;
export type KernelName = (typeof KERNEL_NAMES)[number];

const NINTH = 1 / 9;
export const KERNELS: Record<KernelName, Grid> = {
	identity: [
		[0, 0, 0],
		[0, 1, 0],
		[0, 0, 0],
	],
	blur: [
		[NINTH, NINTH, NINTH],
		[NINTH, NINTH, NINTH],
		[NINTH, NINTH, NINTH],
	],
	sharpen: [
		[0, -1, 0],
		[-1, 5, -1],
		[0, -1, 0],
	],
	'sobel-x': [
		[-1, 0, 1],
		[-2, 0, 2],
		[-1, 0, 1],
	],
	'sobel-y': [
		[-1, -2, -1],
		[0, 0, 0],
		[1, 2, 1],
	],
};

/** The picture: 12 × 12, a bright square (1) and a half-bright bar (0.5) on 0. */
export const IMAGE: Grid = [
	'............',
	'............',
	'..######....',
	'..######....',
	'..######....',
	'..######....',
	'..######....',
	'..######....',
	'............',
	'............',
	'.++++++++++.',
	'............',
].map((row) => [...row].map((c) => (c === '#' ? 1 : c === '+' ? 0.5 : 0)));

/** The kernel over the image, not flipped, zero-padded: an output the image's size. */
export function convolve(image: Grid, kernel: Grid): number[][] {
	const at = (r: number, c: number) => image[r]?.[c] ?? 0;
	return image.map((row, i) =>
		row.map((_, j) => {
			let sum = 0;
			for (let u = 0; u < 3; u++)
				for (let v = 0; v < 3; v++) sum += kernel[u]![v]! * at(i + u - 1, j + v - 1);
			// Round off the float noise of ninths, so that equal sums compare equal.
			return Math.round(sum * 1e9) / 1e9 + 0;
		}),
	);
}

/** Consecutive numbers as ranges, counted from 1: [1, 2, 7, 8] → "2–3 and 8–9". */
function ranges(values: readonly number[]): string {
	const sorted = [...new Set(values)].sort((a, b) => a - b);
	const runs: [number, number][] = [];
	for (const v of sorted) {
		const last = runs.at(-1);
		if (last && v === last[1] + 1) last[1] = v;
		else runs.push([v, v]);
	}
	const words = runs.map(([a, b]) => (a === b ? `${a + 1}` : `${a + 1}–${b + 1}`));
	return joinWords(words);
}

const DOES: Record<KernelName, string> = {
	identity: 'Identity: a 1 at the centre copies each pixel, so the output is the input.',
	blur: 'Box blur: each output is the average of a 3 × 3 neighbourhood, so edges soften and flat areas stay as they are.',
	sharpen:
		'Sharpen: 5 times the pixel minus its four neighbours, so flat areas stay as they are and differences at edges grow.',
	'sobel-x':
		'Sobel x: right column minus left column, so it finds vertical edges: positive where brightness rises to the right, negative (rose) where it falls.',
	'sobel-y':
		'Sobel y: bottom row minus top row, so it finds horizontal edges: positive where brightness rises downwards, negative (rose) where it falls.',
};

const said = (v: number) => String(Math.round(v * 100) / 100).replace('-', '−');

/** Where the output is strongest (largest in size), in words. */
export function strongest(output: Grid): string {
	const top = Math.max(...output.flat().map(Math.abs));
	if (top === 0) return 'The output is 0 everywhere.';
	const cells = output.flatMap((row, r) =>
		row.flatMap((v, c) => (Math.abs(v) > top - 1e-9 ? [{ r, c, v }] : [])),
	);
	const signs = new Set(cells.map(({ v }) => Math.sign(v)));
	const size = signs.size > 1 ? `±${said(top)}` : said(cells[0]!.v);
	const rows = cells.map(({ r }) => r);
	const cols = cells.map(({ c }) => c);
	const many = (xs: number[], word: string) => (new Set(xs).size > 1 ? `${word}s` : word);
	return `It is strongest, ${size}, at ${cells.length} cell${cells.length > 1 ? 's' : ''}, in ${many(rows, 'row')} ${ranges(rows)} and ${many(cols, 'column')} ${ranges(cols)} of 12.`;
}

/** The words the live region says: what the kernel does and where its output is strongest. */
export function describe(name: KernelName): string {
	return `${DOES[name]} ${strongest(convolve(IMAGE, KERNELS[name]))}`;
}
