/**
 * Gradient descent on the loss f(x) = x², whose gradient is 2x: each step
 * x ← x − η·2x = (1 − 2η)·x multiplies the distance to the minimum by 1 − 2η. So it converges
 * for 0 < η < 1 (straight in below 0.5, in one step at 0.5, zig-zagging above), bounces between
 * x and −x for ever at η = 1, and diverges for η > 1.
 */

export const loss = (x: number) => x * x;
export const gradient = (x: number) => 2 * x;

/** The points gradient descent visits from `start`, the start included: `steps + 1` of them. */
export function descend(start: number, rate: number, steps: number): number[] {
	const xs = [start];
	for (let i = 0; i < steps; i++) xs.push(xs[i]! - rate * gradient(xs[i]!));
	return xs;
}

export type Regime = 'creeps' | 'approaches' | 'one-step' | 'zig-zags' | 'bounces' | 'diverges';

/** How descent behaves on f(x) = x² at learning rate `rate` (> 0). */
export function regime(rate: number): Regime {
	const factor = 1 - 2 * rate;
	if (factor === 0) return 'one-step';
	if (factor === -1) return 'bounces';
	if (factor < -1) return 'diverges';
	if (factor < 0) return 'zig-zags';
	return rate < 0.1 ? 'creeps' : 'approaches';
}

const SAID: Record<Regime, string> = {
	creeps: 'each step is small, so the loss falls slowly',
	approaches: 'each step moves towards the minimum without passing it',
	'one-step': 'the first step lands exactly on the minimum',
	'zig-zags': 'each step overshoots to the other side, by less each time, so it still converges',
	bounces: 'each step jumps to the mirror point, so the loss never falls',
	diverges: 'each step overshoots further than it started, so the loss grows',
};

/** The words the live region says for a view: the rate, what happens, and the loss reached. */
export function describe(rate: number, start: number, steps: number): string {
	// At the minimum the gradient is 0, so no rate moves x: none of the regimes' words apply.
	if (start === 0)
		return `Learning rate ${rate}: x = 0 is already the minimum, where the gradient is 0, so no step moves it and the loss stays 0.`;
	const xs = descend(start, rate, steps);
	const end = loss(xs.at(-1)!);
	const rounded = end < 1e-4 ? 'almost 0' : String(Number(end.toPrecision(3)));
	return `Learning rate ${rate}: ${SAID[regime(rate)]}. After ${steps} steps from x = ${start} the loss is ${rounded} (it started at ${loss(start)}).`;
}
