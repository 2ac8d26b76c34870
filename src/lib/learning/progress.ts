/**
 * What the reader's progress means: steps done in a path, where to continue, and a mastery level
 * per guide from its checkpoint answers and how well its review cards are remembered. Pure functions over the learner's state (state.ts) or its
 * digest (digest.ts), shared by the pages' paint script and the islands.
 */

/** A step of a path as the browser sees it: what it is, where it leads. */
export interface StepOutline {
	/** Identifies the step's target (stepKey); the same target is one step in every path. */
	key: string;
	title: string;
	href: string;
}

export interface PathOutline {
	slug: string;
	title: string;
	steps: StepOutline[];
}

/** What a step points at, as written in a path file. */
export type StepTarget =
	{ guide: string; section?: string } | { article: string } | { terms: string[] };

/**
 * The key of a step's target. Doing a guide once counts in every path that lists it; a set of
 * terms is identified by its terms.
 */
export function stepKey(target: StepTarget): string {
	if ('guide' in target)
		return target.section ? `section:${target.guide}#${target.section}` : `guide:${target.guide}`;
	if ('article' in target) return `article:${target.article}`;
	return `terms:${[...target.terms].sort().join(',')}`;
}

/** When each done step was marked, by key (the digest's `steps`). */
export type DoneSteps = Record<string, number>;

export interface PathProgress {
	done: number;
	total: number;
	/** The first step not done, if any. */
	next?: StepOutline;
	/** When a step of this path was last marked done (0 if never). */
	lastActive: number;
}

export function pathProgress(path: PathOutline, done: DoneSteps): PathProgress {
	let count = 0;
	let lastActive = 0;
	let next: StepOutline | undefined;
	for (const step of path.steps) {
		const at = done[step.key];
		if (at !== undefined) {
			count++;
			lastActive = Math.max(lastActive, at);
		} else next ??= step;
	}
	return { done: count, total: path.steps.length, next, lastActive };
}

/**
 * Where "Continue where you left off" leads: the next step of the path the reader worked on most
 * recently, among paths not finished. Undefined for a reader who has done no step.
 */
export function continueTarget(
	paths: PathOutline[],
	done: DoneSteps,
): { path: PathOutline; step: StepOutline; progress: PathProgress } | undefined {
	let best: { path: PathOutline; step: StepOutline; progress: PathProgress } | undefined;
	for (const path of paths) {
		const progress = pathProgress(path, done);
		if (!progress.next || progress.lastActive === 0) continue;
		if (!best || progress.lastActive > best.progress.lastActive)
			best = { path, step: progress.next, progress };
	}
	return best;
}

/**
 * A guide's level, lowest first: 0 Not started, 1 Started, 2 Needs review, 3 Practised,
 * 4 Mastered (numbers, which keep the paint script small).
 */
export type Mastery = 0 | 1 | 2 | 3 | 4;

export const MASTERY_LABEL = [
	'Not started',
	'Started',
	'Needs review',
	'Practised',
	'Mastered',
] as const;

/** Share of a guide's questions answered right for Mastered. */
export const MASTERED_SHARE = 0.8;
/** Mean recall (%) a Mastered guide's reviewed cards must keep: FSRS's desired retention. */
export const MASTERED_RECALL = 90;

/**
 * A guide's level from its checkpoint results alone: Started once any question is answered,
 * Practised once at least half are, Mastered once all are and at least 80% of the latest answers
 * are right.
 */
export function mastery(answered: number, correct: number, total: number): Mastery {
	if (answered === 0 || total === 0) return 0;
	if (answered >= total && correct >= Math.ceil(total * MASTERED_SHARE)) return 4;
	return answered * 2 >= total ? 3 : 1;
}

/** What a guide's cards reviewed at least once (its questions', its key terms') say about memory now. */
export interface Memory {
	/** How many of them are due now. */
	due: number;
	/** Their mean FSRS retrievability, in % (0–100). */
	recall: number;
}

/**
 * A guide's level now (docs/decisions/learning-and-review.md, "Mastery"): what its checkpoint
 * answers earn (`correct` counts a missed question whose review card is learned since); while
 * any of its reviewed cards is due it needs review, whatever the level was; and it stays Mastered
 * only while their mean recall is at least 90%. Reviewing a card is starting the guide.
 */
export function guideMastery(
	answered: number,
	correct: number,
	total: number,
	memory?: Memory,
): Mastery {
	const earned = mastery(answered, correct, total);
	if (!memory) return earned;
	if (memory.due > 0) return 2; // Needs review
	if (earned === 4 && memory.recall < MASTERED_RECALL) return 3; // Mastered → Practised
	return earned || 1; // Not started → Started
}

/** "Mastered", or "Needs review (6 cards due)". */
export function masteryLabel(level: Mastery, memory?: Memory): string {
	const due = memory?.due;
	return level === 2
		? `${MASTERY_LABEL[2]} (${due} card${due === 1 ? '' : 's'} due)`
		: MASTERY_LABEL[level];
}
