/** Small helpers for the explorables' SVG charts: linear scales and paths through points. */

/** A linear map from `domain` onto `range` (either may run backwards, as a y axis does). */
export function scale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
	const k = (r1 - r0) / (d1 - d0);
	return (value: number) => r0 + (value - d0) * k;
}

/** An SVG path through the points, in order, with coordinates rounded to 0.1 of a unit. */
export function pathThrough(points: readonly (readonly [number, number])[]): string {
	return points
		.map(([x, y], i) => `${i ? 'L' : 'M'}${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`)
		.join('');
}

/** `count` evenly spaced values from `from` to `to`, both included. */
export function steps(from: number, to: number, count: number): number[] {
	return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
}

/** A number as a reader reads it: at most `digits` significant digits, no exponent below 1e-4. */
export function readable(value: number, digits = 3): string {
	if (!Number.isFinite(value)) return value > 0 ? 'infinity' : 'minus infinity';
	if (value !== 0 && Math.abs(value) < 1e-4) return value.toExponential(1).replace('e', '×10^');
	return String(Number(value.toPrecision(digits)));
}
