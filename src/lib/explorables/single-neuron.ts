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

/** A stop of the shading: where along its vector (0–1), and the output there mapped onto 0–1. */
export interface ShadeStop {
	offset: number;
	level: number;
}

/**
 * The output over the square [lo, hi]², as a linear gradient: z is constant along lines parallel
 * to the boundary, so the output changes only along the weights' direction (w1, w2). The vector
 * runs from the square's point of lowest z to that of highest; its stops give the activation's
 * output mapped onto 0–1 (tanh's −1…1 halved and raised; ReLU's over its largest value in the
 * square), sampled evenly and at z = 0, where the step jumps. With both weights 0 the output is
 * the same everywhere: `from` and `to` are null and one stop gives it.
 */
export function shading(
	n: Neuron,
	activation: Activation,
	lo: number,
	hi: number,
	samples = 16,
): { from: [number, number] | null; to: [number, number] | null; stops: ShadeStop[] } {
	const corners = [lo, hi].flatMap((a) => [lo, hi].map((c) => weightedSum(n, a, c)));
	const [zMin, zMax] = [Math.min(...corners), Math.max(...corners)];
	const level = (z: number) => {
		const a = activate(activation, z);
		if (activation === 'tanh') return (a + 1) / 2;
		if (activation === 'relu') return zMax > 0 ? a / zMax : 0;
		return a;
	};
	if (zMax === zMin) return { from: null, to: null, stops: [{ offset: 0, level: level(zMin) }] };
	// The points of lowest and highest z: the square's centre moved along (w1, w2).
	const mid = (lo + hi) / 2;
	const zMid = weightedSum(n, mid, mid);
	const norm = n.w1 * n.w1 + n.w2 * n.w2;
	const along = (z: number): [number, number] => [
		mid + ((z - zMid) / norm) * n.w1,
		mid + ((z - zMid) / norm) * n.w2,
	];
	const zAt = (offset: number) => zMin + offset * (zMax - zMin);
	const stops: ShadeStop[] = [];
	for (let i = 0; i <= samples; i++)
		stops.push({ offset: i / samples, level: level(zAt(i / samples)) });
	if (zMin < 0 && zMax > 0) {
		// Just before z = 0 and at it: the step's jump, ReLU's kink.
		const zero = -zMin / (zMax - zMin);
		stops.push({ offset: zero, level: level(-1e-9) }, { offset: zero, level: level(0 + 1e-9) });
		stops.sort((a, b) => a.offset - b.offset);
	}
	return { from: along(zMin), to: along(zMax), stops };
}
