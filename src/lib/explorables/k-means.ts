/**
 * k-means (Lloyd's algorithm) step by step on twelve points in the plane: starting from k
 * centroids placed on data points, it alternates two steps, each of which can only lower the
 * within-cluster sum of squares (WCSS: every point's squared distance to its cluster's centroid,
 * summed): assign each point to its nearest centroid, then move each centroid to the mean of its
 * points. It stops changing when no point switches cluster.
 */

export type Point = readonly [number, number];

/** Three loose groups of four: around (2, 2), (8, 2.75) and (5, 8). */
export const POINTS: Point[] = [
	[1, 2],
	[2, 1],
	[2, 3],
	[3, 2],
	[7, 2],
	[8, 4],
	[9, 3],
	[8, 2],
	[4, 8],
	[5, 9],
	[6, 8],
	[5, 7],
];
/** The starting centroids, the first k of them: data points, chosen to start badly. */
export const STARTS: Point[] = [
	[2, 1],
	[3, 2],
	[4, 8],
	[8, 4],
];

const d2 = ([ax, ay]: Point, [bx, by]: Point) => (ax - bx) ** 2 + (ay - by) ** 2;

/** Each point's nearest centroid (the lower index on a tie). */
export const assign = (points: readonly Point[], centroids: readonly Point[]) =>
	points.map((p) =>
		centroids.reduce((best, c, j) => (d2(p, c) < d2(p, centroids[best]!) ? j : best), 0),
	);

/** Each centroid moved to the mean of its points; a centroid with none stays where it is. */
export const move = (
	points: readonly Point[],
	centroids: readonly Point[],
	assignment: readonly number[],
): Point[] =>
	centroids.map((c, j) => {
		const mine = points.filter((_, i) => assignment[i] === j);
		if (!mine.length) return c;
		const mean = (axis: 0 | 1) => mine.reduce((s, p) => s + p[axis], 0) / mine.length;
		return [mean(0), mean(1)];
	});

/** The within-cluster sum of squares. */
export const wcss = (
	points: readonly Point[],
	centroids: readonly Point[],
	assignment: readonly number[],
) => points.reduce((s, p, i) => s + d2(p, centroids[assignment[i]!]!), 0);

export interface KMeansState {
	/** Steps taken: odd ones assign points, even ones (from 2) move centroids. */
	step: number;
	centroids: Point[];
	/** Undefined before the first assignment. */
	assignment?: number[];
	/** The WCSS after each step, from step 1. */
	wcssByStep: number[];
	/** The last step changed nothing (no point switched cluster, or no centroid moved). */
	settled: boolean;
}

/** The state after `steps` steps of k-means with `k` clusters. */
export function run(
	k: number,
	steps: number,
	points: readonly Point[] = POINTS,
	starts: readonly Point[] = STARTS,
): KMeansState {
	let centroids = starts.slice(0, k);
	let assignment: number[] | undefined;
	const wcssByStep: number[] = [];
	let settled = false;
	for (let step = 1; step <= steps; step++) {
		if (step % 2) {
			const next = assign(points, centroids);
			settled = !!assignment && next.every((j, i) => j === assignment![i]);
			assignment = next;
		} else {
			const next = move(points, centroids, assignment!);
			settled = next.every((c, j) => d2(c, centroids[j]!) === 0);
			centroids = next;
		}
		wcssByStep.push(wcss(points, centroids, assignment!));
	}
	return { step: steps, centroids, assignment, wcssByStep, settled };
}

const num = (v: number) => String(Number(v.toFixed(1)));

/** The words the live region says after `steps` steps with `k` clusters. */
export function describe(k: number, steps: number): string {
	const s = run(k, steps);
	if (!s.assignment)
		return `k = ${k}: ${k} starting centroids (crosses) sit on data points; no point is assigned yet.`;
	const sizes = s.centroids.map((_, j) => s.assignment!.filter((a) => a === j).length).join(', ');
	const now = num(s.wcssByStep.at(-1)!);
	const was = s.wcssByStep.at(-2);
	const change = was === undefined ? '' : num(was) === now ? ' (unchanged)' : ` (was ${num(was)})`;
	const what =
		steps % 2
			? `each point joined its nearest centroid, giving clusters of ${sizes}`
			: s.settled
				? 'each centroid is already at the mean of its points, so none moved'
				: 'each centroid moved to the mean of its points';
	const end = s.settled ? ' Nothing changed: k-means has converged.' : '';
	return `k = ${k}, step ${steps}: ${what}. Within-cluster sum of squares ${now}${change}.${end}`;
}
