/**
 * Q-learning (Watkins, 1989) on a deterministic 4 × 4 grid world. Cells are numbered row by row
 * from the top left, 0 to 15. The goal, top right, pays +1 and ends the episode; the pit below it
 * pays −1 and ends it too; every other move pays 0, and a move into the edge leaves the agent where
 * it is. After each step the agent applies the update of Sutton and Barto (Reinforcement Learning:
 * An Introduction, 2nd ed., eq. 6.8):
 *
 *     Q(s, a) ← Q(s, a) + α [r + γ max_a′ Q(s′, a′) − Q(s, a)]
 *
 * with no future term when s′ ends the episode. Each episode starts in a random cell that is
 * neither goal nor pit and acts ε-greedily (ε = 0.2, ties broken at random), with a seeded random
 * generator, so the same settings always learn the same table. With reward only at the goal the
 * optimal value of a cell d steps from it (the pit avoided) is γ^(d − 1).
 */
import { mulberry32 } from '../random.ts';

export const SIZE = 4;
export const CELLS = SIZE * SIZE;
export const GOAL = 3;
export const PIT = 7;
export const START = 12;
/** Up, right, down, left: the order of a cell's four Q-values. */
export const ACTIONS = ['up', 'right', 'down', 'left'] as const;
const MOVES = [
	[-1, 0],
	[0, 1],
	[1, 0],
	[0, -1],
] as const;
export const EPSILON = 0.2;
export const MAX_STEPS = 100;
export const SEED = 40;

export const isTerminal = (s: number) => s === GOAL || s === PIT;

/** Where action `a` leads from cell `s`, what it pays, and whether the episode ends. */
export function move(s: number, a: number): { next: number; reward: number; done: boolean } {
	const [dr, dc] = MOVES[a]!;
	const r = Math.floor(s / SIZE) + dr;
	const c = (s % SIZE) + dc;
	const next = r < 0 || r >= SIZE || c < 0 || c >= SIZE ? s : r * SIZE + c;
	return { next, reward: next === GOAL ? 1 : next === PIT ? -1 : 0, done: isTerminal(next) };
}

/** A table of Q-values, four a cell (ACTIONS order), all 0. */
export const emptyTable = () => Array.from({ length: CELLS }, () => [0, 0, 0, 0]);

export const best = (q: readonly number[]) => Math.max(...q);

/**
 * One Q-learning update of `table[s][a]` after reward `r` and next cell `next` (no future value
 * when the episode ended there). Returns the new value.
 */
export function update(
	table: number[][],
	s: number,
	a: number,
	r: number,
	next: number,
	done: boolean,
	alpha: number,
	gamma: number,
): number {
	const target = r + (done ? 0 : gamma * best(table[next]!));
	table[s]![a]! += alpha * (target - table[s]![a]!);
	return table[s]![a]!;
}

/** The actions with the highest value in `q`. */
const argmaxes = (q: readonly number[]) => {
	const top = best(q);
	return q.flatMap((v, a) => (v === top ? [a] : []));
};

/** One episode from a random cell, ε-greedy, updating `table` after each step. */
export function episode(table: number[][], random: () => number, alpha: number, gamma: number) {
	const starts = Array.from({ length: CELLS }, (_, s) => s).filter((s) => !isTerminal(s));
	let s = starts[Math.floor(random() * starts.length)]!;
	for (let i = 0; i < MAX_STEPS; i++) {
		const ties = argmaxes(table[s]!);
		const a =
			random() < EPSILON
				? Math.floor(random() * ACTIONS.length)
				: ties[Math.floor(random() * ties.length)]!;
		const { next, reward, done } = move(s, a);
		update(table, s, a, reward, next, done, alpha, gamma);
		if (done) return;
		s = next;
	}
}

/** The table after `episodes` episodes from an empty one, with the fixed seed. */
export function train(alpha: number, gamma: number, episodes: number, seed = SEED): number[][] {
	const table = emptyTable();
	const random = mulberry32(seed);
	for (let i = 0; i < episodes; i++) episode(table, random, alpha, gamma);
	return table;
}

/** The cell's best action (the first of equals), or null while its values are all equal. */
export function bestAction(q: readonly number[]): number | null {
	const ties = argmaxes(q);
	return ties.length === q.length ? null : ties[0]!;
}

/** The cells the greedy policy visits from `from`, until it ends, repeats a cell or stalls. */
export function greedyPath(table: number[][], from = START): number[] {
	const path = [from];
	let s = from;
	while (!isTerminal(s)) {
		const a = bestAction(table[s]!);
		if (a === null) break;
		const { next } = move(s, a);
		if (path.includes(next)) break;
		path.push(next);
		s = next;
	}
	return path;
}

const two = (v: number) => String(Math.round(v * 100) / 100 + 0).replace('-', '−');

/** The words the live region says: the settings, what has been learned and where greed leads. */
export function describe(alpha: number, gamma: number, episodes: number, table: number[][]) {
	const learned = table.filter((q, s) => !isTerminal(s) && q.some((v) => v !== 0)).length;
	const path = greedyPath(table);
	const end = path.at(-1)!;
	const steps = path.length - 1;
	const where =
		end === GOAL
			? `reaches the goal in ${steps} steps`
			: end === PIT
				? `falls into the pit after ${steps} steps`
				: 'does not reach the goal yet';
	const run = `After ${episodes} episode${episodes === 1 ? '' : 's'} with α ${alpha} and γ ${gamma}`;
	if (!learned) return `${run}, no cell has learned a value yet: every Q-value is 0.`;
	return `${run}, ${learned} of 14 cells have learned values. The best value at the start is ${two(best(table[START]!))}, and the greedy path from the start ${where}.`;
}
