import { describe as group, expect, test } from 'vitest';
import {
	best,
	bestAction,
	describe,
	emptyTable,
	greedyPath,
	move,
	START,
	train,
	update,
} from './q-learning-grid';
import { mulberry32 } from '../random';

/**
 * The optimal values, worked out apart from the module: value iteration on the same world
 * (4 × 4, goal at row 0 column 3 paying +1, pit below it paying −1, both ending the episode, a move
 * into the edge staying put), V(s) ← max over moves of r + γ V(s′), terminal cells worth 0.
 */
function valueIteration(gamma: number): { v: number[]; q: number[][] } {
	const goal = [0, 3];
	const pit = [1, 3];
	const at = (r: number, c: number) => r * 4 + c;
	const terminal = (r: number, c: number) =>
		(r === goal[0] && c === goal[1]) || (r === pit[0] && c === pit[1]);
	const next = (s: number, [dr, dc]: number[]) => {
		const r = Math.min(3, Math.max(0, Math.floor(s / 4) + dr!));
		const c = Math.min(3, Math.max(0, (s % 4) + dc!));
		const reward = r === goal[0] && c === goal[1] ? 1 : r === pit[0] && c === pit[1] ? -1 : 0;
		return { r, c, reward };
	};
	const moves = [
		[-1, 0],
		[0, 1],
		[1, 0],
		[0, -1],
	];
	let v = Array<number>(16).fill(0);
	const qOf = (s: number) =>
		moves.map((m) => {
			const { r, c, reward } = next(s, m);
			return reward + (terminal(r, c) ? 0 : gamma * v[at(r, c)]!);
		});
	for (let sweep = 0; sweep < 100; sweep++)
		v = v.map((_, s) => (terminal(Math.floor(s / 4), s % 4) ? 0 : Math.max(...qOf(s))));
	return { v, q: v.map((_, s) => qOf(s)) };
}

group('Q-learning on the 4 × 4 grid world', () => {
	test('the moves: the edge keeps the agent in place; the goal and pit end the episode', () => {
		expect(move(12, 0)).toEqual({ next: 8, reward: 0, done: false });
		expect(move(12, 3)).toEqual({ next: 12, reward: 0, done: false });
		expect(move(2, 1)).toEqual({ next: 3, reward: 1, done: true });
		expect(move(11, 0)).toEqual({ next: 7, reward: -1, done: true });
	});

	test('the update rule (Sutton and Barto eq. 6.8), worked by hand with α = 0.5, γ = 0.9', () => {
		const table = emptyTable();
		// Right from cell 2 into the goal: 0 + 0.5 × (1 − 0) = 0.5, no future term.
		expect(update(table, 2, 1, 1, 3, true, 0.5, 0.9)).toBe(0.5);
		// Right from cell 1 to cell 2, reward 0: 0 + 0.5 × (0 + 0.9 × 0.5 − 0) = 0.225.
		expect(update(table, 1, 1, 0, 2, false, 0.5, 0.9)).toBeCloseTo(0.225, 12);
		// Again, after cell 2 has risen to 0.75: 0.225 + 0.5 × (0.9 × 0.75 − 0.225) = 0.45.
		table[2]![1] = 0.75;
		expect(update(table, 1, 1, 0, 2, false, 0.5, 0.9)).toBeCloseTo(0.45, 12);
	});

	test('value iteration gives V*(s) = γ^(d − 1) for a cell d steps from the goal', () => {
		const { v } = valueIteration(0.9);
		expect(v[2]).toBeCloseTo(1, 12); // next to the goal
		expect(v[START]).toBeCloseTo(0.9 ** 5, 12); // bottom left: 6 steps
		expect(v[11]).toBeCloseTo(0.9 ** 3, 12); // under the pit: round it, 4 steps
		expect(v[15]).toBeCloseTo(0.9 ** 4, 12); // bottom right: 5 steps
	});

	test('the seeded generator repeats itself, and so does training', () => {
		const a = mulberry32(7);
		const b = mulberry32(7);
		for (let i = 0; i < 5; i++) expect(a()).toBe(b());
		expect(train(0.5, 0.9, 30)).toEqual(train(0.5, 0.9, 30));
	});

	test.each([
		[0.5, 0.9],
		[0.2, 0.8],
		[1, 0.5],
	])('with enough episodes Q converges to the optimal values (α %s, γ %s)', (alpha, gamma) => {
		const { v, q } = valueIteration(gamma);
		const table = train(alpha, gamma, 5000);
		for (let s = 0; s < 16; s++) {
			if (s === 3 || s === 7) continue;
			expect(Math.abs(best(table[s]!) - v[s]!), `V at ${s}`).toBeLessThan(1e-3);
			for (let a = 0; a < 4; a++)
				expect(Math.abs(table[s]![a]! - q[s]![a]!), `Q at ${s}, ${a}`).toBeLessThan(0.01);
		}
	});

	test('the learned greedy policy reaches the goal by a shortest path (6 steps from the start)', () => {
		const table = train(0.5, 0.9, 3000);
		const { v } = valueIteration(0.9);
		const path = greedyPath(table);
		expect(path.at(-1)).toBe(3);
		expect(path.length - 1).toBe(6);
		// Every cell's greedy path is as short as its optimal value says: d = 1 + log_γ V*.
		for (let s = 0; s < 16; s++) {
			if (s === 3 || s === 7) continue;
			const d = Math.round(1 + Math.log(v[s]!) / Math.log(0.9));
			expect(greedyPath(table, s).length - 1, `from ${s}`).toBe(d);
		}
	});

	test('an empty table has no best action and says so', () => {
		expect(bestAction([0, 0, 0, 0])).toBeNull();
		expect(bestAction([0, 0.5, 0.5, 0])).toBe(1);
		expect(describe(0.5, 0.9, 0, emptyTable())).toBe(
			'After 0 episodes with α 0.5 and γ 0.9, no cell has learned a value yet: every Q-value is 0.',
		);
		expect(describe(0.5, 0.9, 3000, train(0.5, 0.9, 3000))).toBe(
			'After 3000 episodes with α 0.5 and γ 0.9, 14 of 14 cells have learned values. The best value at the start is 0.59, and the greedy path from the start reaches the goal in 6 steps.',
		);
	});
});
