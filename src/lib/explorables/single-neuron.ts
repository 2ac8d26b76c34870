/**
 * One neuron with two inputs: it computes the weighted sum z = w1·x1 + w2·x2 + b and passes it
 * through an activation. Every activation here rises with z, and each crosses its midpoint at
 * z = 0 (step jumps from 0 to 1, sigmoid passes 0.5, tanh passes 0, ReLU starts to rise), so the
 * line w1·x1 + w2·x2 + b = 0 is the neuron's decision boundary whatever the activation: it "fires"
 * on the side where z > 0. On the four corners of the unit square that makes it a logic gate:
 * weights (1, 1) and bias −1.5 compute AND. No line separates XOR's corners, so one neuron
 * cannot compute XOR.
 */

export const ACTIVATIONS = ['step', 'sigmoid', 'relu', 'tanh'] as const;
export type Activation = (typeof ACTIVATIONS)[number];

/** The activation's output for the weighted sum `z`. The step is 1 for z > 0, else 0. */
export function activate(activation: Activation, z: number): number {
	switch (activation) {
		case 'step':
			return z > 0 ? 1 : 0;
		case 'sigmoid':
			return 1 / (1 + Math.exp(-z));
		case 'relu':
			return Math.max(0, z);
		case 'tanh':
			return Math.tanh(z);
	}
}

export interface Neuron {
	w1: number;
	w2: number;
	b: number;
}

/**
 * z, rounded to 9 decimals: the sliders move in tenths, which floats hold only nearly, so an exact
 * 0 such as −2 + 1.1 + 0.9 would otherwise come out as 4e−16 and count as "z > 0".
 */
export const weightedSum = ({ w1, w2, b }: Neuron, x1: number, x2: number) =>
	Math.round((w1 * x1 + w2 * x2 + b) * 1e9) / 1e9 + 0;

export const output = (n: Neuron, activation: Activation, x1: number, x2: number) =>
	activate(activation, weightedSum(n, x1, x2));

/**
 * The part of the boundary w1·x1 + w2·x2 + b = 0 inside the square [lo, hi]², as its two end
 * points, or null when the line misses the square (or both weights are 0, when there is no line).
 */
export function boundary(
	{ w1, w2, b }: Neuron,
	lo: number,
	hi: number,
): [[number, number], [number, number]] | null {
	const points: [number, number][] = [];
	const add = (x1: number, x2: number) => {
		const inside = (v: number) => v >= lo - 1e-9 && v <= hi + 1e-9;
		if (inside(x1) && inside(x2) && !points.some(([a, c]) => Math.hypot(a - x1, c - x2) < 1e-9))
			points.push([x1, x2]);
	};
	// Where the line crosses each side of the square.
	if (w2 !== 0) for (const x1 of [lo, hi]) add(x1, -(w1 * x1 + b) / w2);
	if (w1 !== 0) for (const x2 of [lo, hi]) add(-(w2 * x2 + b) / w1, x2);
	return points.length >= 2 ? [points[0]!, points.at(-1)!] : null;
}

/** The truth table's inputs, in order: (0,0), (0,1), (1,0), (1,1). */
export const CORNERS: readonly (readonly [number, number])[] = [
	[0, 0],
	[0, 1],
	[1, 0],
	[1, 1],
];

/** The gate the neuron computes on the corners, reading "fires" as z > 0 (bits in CORNERS order). */
const GATES: Record<string, string> = {
	'0000': 'it is false at every corner',
	'1111': 'it is true at every corner',
	'0001': 'it computes AND',
	'0111': 'it computes OR',
	'1110': 'it computes NAND',
	'1000': 'it computes NOR',
	'0011': 'it copies x1',
	'0101': 'it copies x2',
	'1100': 'it computes NOT x1',
	'1010': 'it computes NOT x2',
	'0010': 'it computes x1 AND NOT x2',
	'0100': 'it computes x2 AND NOT x1',
	'1011': 'it computes x1 OR NOT x2',
	'1101': 'it computes x2 OR NOT x1',
};

/** Which corners the neuron fires for (z > 0), as a string of bits in CORNERS order. */
export const fires = (n: Neuron) =>
	CORNERS.map(([a, c]) => (weightedSum(n, a, c) > 0 ? '1' : '0')).join('');

/** The logic gate the neuron computes on the corners, in words. */
export const gate = (n: Neuron) => GATES[fires(n)]!;

export const NAMES: Record<Activation, string> = {
	step: 'step',
	sigmoid: 'sigmoid',
	relu: 'ReLU',
	tanh: 'tanh',
};

/** A number for reading aloud: two decimals at most, a real minus sign. */
export const said = (v: number) => String(Math.round(v * 100) / 100 + 0).replace('-', '−');

/** The words the live region says for a view: the sum, the outputs on the corners and the gate. */
export function describe(n: Neuron, activation: Activation): string {
	const outs = CORNERS.map(([a, c]) => said(output(n, activation, a, c))).join(', ');
	return `Weights ${said(n.w1)} and ${said(n.w2)}, bias ${said(n.b)}, ${NAMES[activation]} activation. At (0,0), (0,1), (1,0) and (1,1) it outputs ${outs}. Reading z > 0 as true, ${gate(n)}.`;
}

/**
 * The output over a `cells` × `cells` grid of the square [lo, hi]² (rows from the top, x2 falling),
 * each cell's output at its centre, as a shade from 0 (lowest) to `bands`: the activation's range
 * mapped onto 0–1 (tanh's −1…1 halved and raised; ReLU's over its largest value in the square).
 */
export function shades(
	n: Neuron,
	activation: Activation,
	lo: number,
	hi: number,
	cells: number,
	bands = 4,
): number[][] {
	const size = (hi - lo) / cells;
	const centre = (i: number) => lo + (i + 0.5) * size;
	const top = Math.max(...[lo, hi].flatMap((a) => [lo, hi].map((c) => weightedSum(n, a, c))));
	const level = (z: number) => {
		const a = activate(activation, z);
		if (activation === 'tanh') return (a + 1) / 2;
		if (activation === 'relu') return top > 0 ? a / top : 0;
		return a;
	};
	return Array.from({ length: cells }, (_, row) =>
		Array.from({ length: cells }, (_, col) =>
			Math.round(level(weightedSum(n, centre(col), centre(cells - 1 - row))) * bands),
		),
	);
}
