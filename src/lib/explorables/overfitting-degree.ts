/**
 * Overfitting as a polynomial's degree grows: least-squares polynomials of degree 1 to 9 fitted to
 * ten noisy training points, scored on ten other points of the same curve (the validation set).
 * The fit solves min ‖Vc − y‖² for the Vandermonde matrix V (V[i][j] = xᵢʲ) by Householder QR,
 * which stays accurate where the normal equations VᵀVc = Vᵀy lose digits; x lies in [−1, 1], so
 * the powers stay in range. Ten points and degree 9 leave no freedom: the curve passes through every
 * training point, and training error is 0.
 */

/** The hidden pattern both sets are drawn from. */
export const truth = (x: number) => Math.sin(Math.PI * x);

const NOISE_TRAIN = [0.12, -0.18, 0.2, -0.08, 0.15, -0.22, 0.05, 0.18, -0.14, 0.1];
const NOISE_VALID = [-0.1, 0.16, -0.05, 0.2, -0.15, 0.08, -0.2, 0.12, 0.04, -0.12];
const at = (i: number, n: number, offset: number) => -1 + (2 * (i + offset)) / (n - 1 + 2 * offset);

export type Point = readonly [number, number];
/** Ten training points, evenly spread over [−1, 1], with fixed noise. */
export const TRAIN: Point[] = NOISE_TRAIN.map((e, i) => {
	const x = at(i, 10, 0);
	return [x, Number((truth(x) + e).toFixed(3))];
});
/** Ten validation points, between the training ones. */
export const VALID: Point[] = NOISE_VALID.map((e, i) => {
	const x = at(i, 10, 0.5);
	return [x, Number((truth(x) + e).toFixed(3))];
});

/** The coefficients c₀ … c_d of the least-squares polynomial of `degree` through `points`. */
export function fit(points: readonly Point[], degree: number): number[] {
	const n = points.length;
	const m = degree + 1;
	if (m > n) throw new Error(`degree ${degree} needs at least ${m} points`);
	const a = points.map(([x]) => Array.from({ length: m }, (_, j) => x ** j));
	const b = points.map(([, y]) => y);
	// Householder QR: reflect column k's part below the diagonal onto the diagonal, applying the
	// same reflection to b, so that a becomes R (upper triangular) and b becomes Qᵀb.
	for (let k = 0; k < m; k++) {
		let norm = 0;
		for (let i = k; i < n; i++) norm += a[i]![k]! ** 2;
		norm = Math.sqrt(norm);
		if (norm === 0) continue;
		const alpha = a[k]![k]! > 0 ? -norm : norm;
		const v = a.map((row, i) => (i < k ? 0 : row[k]!));
		v[k]! -= alpha;
		const vv = v.reduce((s, vi) => s + vi * vi, 0);
		if (vv === 0) continue;
		const reflect = (column: (i: number) => number, write: (i: number, value: number) => void) => {
			let dot = 0;
			for (let i = k; i < n; i++) dot += v[i]! * column(i);
			const f = (2 * dot) / vv;
			for (let i = k; i < n; i++) write(i, column(i) - f * v[i]!);
		};
		for (let j = k; j < m; j++)
			reflect(
				(i) => a[i]![j]!,
				(i, value) => (a[i]![j] = value),
			);
		reflect(
			(i) => b[i]!,
			(i, value) => (b[i] = value),
		);
	}
	// Back substitution: R c = (Qᵀb)[0..m).
	const c = new Array<number>(m).fill(0);
	for (let k = m - 1; k >= 0; k--) {
		let s = b[k]!;
		for (let j = k + 1; j < m; j++) s -= a[k]![j]! * c[j]!;
		c[k] = s / a[k]![k]!;
	}
	return c;
}

/** The polynomial's value at x (Horner's rule). */
export const evaluate = (c: readonly number[], x: number) =>
	c.reduceRight((sum, cj) => sum * x + cj, 0);

/** Root mean squared error of the polynomial on `points`: a typical miss, in the units of y. */
export const rmse = (c: readonly number[], points: readonly Point[]) =>
	Math.sqrt(points.reduce((s, [x, y]) => s + (evaluate(c, x) - y) ** 2, 0) / points.length);

export interface DegreeErrors {
	degree: number;
	train: number;
	valid: number;
}

/** Training and validation error of each degree from 1 to `max`. */
export function errorsByDegree(max = 9): DegreeErrors[] {
	return Array.from({ length: max }, (_, i) => {
		const c = fit(TRAIN, i + 1);
		return { degree: i + 1, train: rmse(c, TRAIN), valid: rmse(c, VALID) };
	});
}

/** Zero below half a thousandth (a fit through every point leaves rounding dust). */
const isZero = (v: number) => v < 0.0005;
const round = (v: number) => (isZero(v) ? '0' : String(Number(v.toFixed(2))));

/** What a degree does, judged by its validation error against the lowest of all degrees. */
export function verdict(
	degree: number,
	errors: readonly DegreeErrors[] = errorsByDegree(),
): string {
	const { train, valid } = errors[degree - 1]!;
	const best = errors.reduce((b, e) => (e.valid < b.valid ? e : b));
	if (degree < best.degree && valid > 1.5 * best.valid)
		return 'too simple, it underfits: it misses the curve on both sets';
	if (degree <= best.degree)
		return degree === best.degree
			? 'the lowest validation error of all degrees'
			: 'close to the lowest validation error: it follows the curve, not the noise';
	if (valid <= 1.15 * best.valid)
		return `training error keeps falling, but validation error is no lower than at degree ${best.degree}: the extra bends start to fit noise`;
	return isZero(train)
		? 'it passes through every training point, noise included, and overfits badly'
		: 'it overfits: bending towards the noise raises the validation error';
}

/** The words the live region says at `degree`. */
export function describe(degree: number): string {
	const errors = errorsByDegree();
	const { train, valid } = errors[degree - 1]!;
	return `Degree ${degree}: ${verdict(degree, errors)}. Training error ${round(train)}, validation error ${round(valid)} (root mean squared).`;
}
