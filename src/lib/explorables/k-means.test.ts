import { describe as group, expect, test } from 'vitest';
import { assign, describe, move, run, wcss, type Point } from './k-means';

group('k-means step by step', () => {
	// Worked by hand on a line: points 0, 1, 10, 11, starting centroids 0 and 1.
	const LINE: Point[] = [
		[0, 0],
		[1, 0],
		[10, 0],
		[11, 0],
	];
	const STARTS: Point[] = [
		[0, 0],
		[1, 0],
	];

	test('assigns, moves and converges on a hand-worked example', () => {
		// Step 1: 0 → centroid 0; 1, 10, 11 → centroid 1. WCSS 0 + 0 + 81 + 100 = 181.
		expect(assign(LINE, STARTS)).toEqual([0, 1, 1, 1]);
		// Step 2: centroid 1 moves to (1 + 10 + 11)/3 = 22/3. WCSS (361 + 64 + 121)/9 = 546/9.
		expect(move(LINE, STARTS, [0, 1, 1, 1])[1]![0]).toBeCloseTo(22 / 3, 12);
		// Step 3: 1 is nearer 0 than 22/3, so it switches. WCSS 1 + (64 + 121)/9 = 194/9.
		// Step 4: centroids 0.5 and 10.5. WCSS 4 × 0.25 = 1. Step 5: nothing switches.
		const s = run(2, 5, LINE, STARTS);
		expect(s.wcssByStep[0]).toBe(181);
		expect(s.wcssByStep[1]).toBeCloseTo(546 / 9, 12);
		expect(s.wcssByStep[2]).toBeCloseTo(194 / 9, 12);
		expect(s.wcssByStep.slice(3)).toEqual([1, 1]);
		expect(s.centroids).toEqual([
			[0.5, 0],
			[10.5, 0],
		]);
		expect(s.assignment).toEqual([0, 0, 1, 1]);
		expect(s.settled).toBe(true);
		expect(run(2, 4, LINE, STARTS).settled).toBe(false);
	});

	test('with k = 3 the figure converges to its three groups of four', () => {
		// Step 1 by hand, from (2, 1), (3, 2), (4, 8): the right-hand group is nearer (3, 2) than
		// (4, 8), so clusters of 2, 6 and 4, and WCSS (0 + 2) + (2 + 0 + 16 + 29 + 37 + 25) + 8 = 119.
		expect(run(3, 1).wcssByStep).toEqual([119]);
		const s = run(3, 20);
		expect(s.assignment).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
		expect(s.centroids).toEqual([
			[2, 2],
			[8, 2.75],
			[5, 8],
		]);
		// Each group of four: 4 × 1 around (2, 2); 1.5625 + 1.5625 + 1.0625 + 0.5625 around (8, 2.75); 4.
		expect(s.wcssByStep.at(-1)).toBeCloseTo(4 + 4.75 + 4, 12);
		expect(s.settled).toBe(true);
	});

	test('the within-cluster sum of squares never rises, for k = 2, 3 and 4', () => {
		for (const k of [2, 3, 4]) {
			const { wcssByStep } = run(k, 20);
			for (let i = 1; i < wcssByStep.length; i++)
				expect(wcssByStep[i]).toBeLessThanOrEqual(wcssByStep[i - 1]! + 1e-12);
		}
	});

	test('a centroid with no points stays put', () => {
		const far: Point[] = [
			[0, 0],
			[50, 50],
		];
		expect(move(LINE, far, assign(LINE, far))[1]).toEqual([50, 50]);
		expect(wcss(LINE, far, [0, 0, 0, 0])).toBe(222);
	});

	test('says each step in words', () => {
		expect(describe(3, 0)).toBe(
			'k = 3: 3 starting centroids (crosses) sit on data points; no point is assigned yet.',
		);
		expect(describe(3, 1)).toBe(
			'k = 3, step 1: each point joined its nearest centroid, giving clusters of 2, 6, 4. Within-cluster sum of squares 119.',
		);
		expect(describe(3, 2)).toContain('moved to the mean of its points');
		expect(describe(3, 5)).toContain('converged');
		// A move step after convergence moves nothing, and says so.
		expect(describe(3, 6)).toContain('already at the mean of its points, so none moved');
	});
});
