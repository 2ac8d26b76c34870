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

export type Mastery = 'not-started' | 'started' | 'needs-review' | 'practised' | 'mastered';

export const MASTERY_LABEL: Record<Mastery, string> = {
	'not-started': 'Not started',
	started: 'Started',
	'needs-review': 'Needs review',
	practised: 'Practised',
	mastered: 'Mastered',
};

/** Share of a guide's questions answered right for Mastered. */
export const MASTERED_SHARE = 0.8;
/** Mean recall a Mastered guide's reviewed cards must keep: FSRS's desired retention. */
export const MASTERED_RECALL = 0.9;

/**
 * A guide's level from its checkpoint results alone: Started once any question is answered,
 * Practised once at least half are, Mastered once all are and at least 80% of the latest answers
 * are right.
 */
export function mastery(answered: number, correct: number, total: number): Mastery {
	if (answered === 0 || total === 0) return 'not-started';
	if (answered >= total && correct >= Math.ceil(total * MASTERED_SHARE)) return 'mastered';
	if (answered * 2 >= total) return 'practised';
	return 'started';
}

/** What a guide's review cards (its questions and its key terms) say about memory now. */
export interface Memory {
	/** Cards reviewed at least once. */
	cards: number;
	/** Of those, the cards due now. */
	due: number;
	/** Their mean FSRS retrievability (0–1). */
	recall: number;
	/** Questions answered wrong whose card has since been learned (in review, not due). */
	relearned: number;
}

/**
 * A guide's level now (docs/decisions/learning-and-review.md, "Mastery"): what its checkpoint
 * answers earn, a missed question counting as right once its review card is learned; while any
 * of its reviewed cards is due it needs review, whatever the level was; and it stays Mastered only
 * while its reviewed cards' mean recall is at least 90%. Reviewing a card is starting the guide.
 */
export function guideMastery(
	answered: number,
	correct: number,
	total: number,
	memory?: Memory,
): Mastery {
	const earned = mastery(answered, Math.min(answered, correct + (memory?.relearned ?? 0)), total);
	if (!memory?.cards) return earned;
	if (memory.due > 0) return 'needs-review';
	if (earned === 'mastered' && memory.recall < MASTERED_RECALL) return 'practised';
	return earned === 'not-started' ? 'started' : earned;
}

/** "Mastered", or "Needs review (6 cards due)". */
export function masteryLabel(level: Mastery, due: number): string {
	return level === 'needs-review'
		? `Needs review (${due} ${due === 1 ? 'card' : 'cards'} due)`
		: MASTERY_LABEL[level];
}
