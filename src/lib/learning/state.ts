/**
 * The learner's state: everything AI Atlas remembers for a reader, kept in their browser (no
 * account) and shared between their devices through a sync code. One document holds learning
 * progress (steps done, checkpoint answers) and review (flashcards with their FSRS schedules,
 * the review log, settings), so one store and one sync carry both.
 *
 * Every record carries `at`, the time it last changed. Merging two copies (this device's and the
 * one another device synced) keeps, per record, the newer change; a card keeps its most recent
 * review. Nothing here touches the browser: src/lib/learning/store.ts persists it.
 */
import { parseOptions } from '../review/question-cards.ts';

/** A step of a learning path marked done (or undone). Keyed by the step's target (stepKey). */
export interface StepMark {
	done: boolean;
	at: number;
}

/** The reader's latest answer to a checkpoint question: the first option picked on that visit. */
export interface Answer {
	/** Index of the option picked. */
	choice: number;
	correct: boolean;
	at: number;
}

/** A card's FSRS memory state, with times as epoch milliseconds (ts-fsrs `Card`, serialisable). */
export interface Schedule {
	due: number;
	stability: number;
	difficulty: number;
	elapsed_days: number;
	scheduled_days: number;
	learning_steps: number;
	reps: number;
	lapses: number;
	/** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
	state: number;
	last_review: number | null;
}

/** An option of a multiple-choice card, with its explanation (starting with its verdict). */
export interface CardOption {
	text: string;
	correct: boolean;
	why: string;
}

/** What a card shows, kept with it so review works offline and survives the page it came from. */
export interface CardContent {
	/** The question side (plain text). */
	prompt: string;
	/** The answer side (plain text). */
	answer: string;
	/** Where to read more: a term page or a guide section. */
	href: string;
	/** Name of what the card is about (the term's name, or the guide's title). */
	label: string;
	/** Changes when the content does, so a rebuilt card replaces the kept copy. */
	version: string;
	/**
	 * A multiple-choice question's options in the page's order (exactly one correct): the card is
	 * answered by picking one. Absent on every other card (and on question cards kept before
	 * options were, until /review refreshes them).
	 */
	options?: CardOption[];
}

export interface ReviewCard {
	id: string;
	content: CardContent;
	/** False once the reader removed the card (kept, so the removal syncs). */
	active: boolean;
	/** When `active` last changed (added, removed, added again): merged apart from the schedule. */
	activeAt: number;
	/** When the card was added (first), for the new-card order. */
	added: number;
	schedule: Schedule;
	/** Last change of any kind (added, removed, reviewed, content refreshed). */
	at: number;
	/**
	 * Kept out of the queue without losing its schedule (the card browser's "Suspend"). Absent on
	 * a card never suspended, and on copies from before suspension existed.
	 */
	suspended?: boolean;
	/** When `suspended` last changed: merged by this clock alone, like `active` by `activeAt`. */
	suspendedAt?: number;
	/**
	 * When the reader last edited (or deleted) the text of a card they wrote (`own:…`): its text is
	 * merged by this clock, so a review elsewhere after an edit does not bring the old text back.
	 */
	editedAt?: number;
	/** When the reader last reset the schedule: a reset wins over reviews made before it. */
	resetAt?: number;
}

/** One grading, for statistics: reviews per day and retention. */
export interface ReviewLogEntry {
	card: string;
	at: number;
	/** 1 Again, 2 Hard, 3 Good, 4 Easy. */
	rating: 1 | 2 | 3 | 4;
	/** The card's state before this review (ts-fsrs State). */
	state: number;
}

export interface Settings {
	/** New cards introduced per day. */
	newPerDay: number;
	/** Cards due for review shown per day at most (the rest wait for the next day). */
	reviewsPerDay: number;
	at: number;
}

export interface LearnerState {
	v: 1;
	/** Progress (steps and answers) changed before this time was reset and is dropped on merge. */
	progressResetAt: number;
	steps: Record<string, StepMark>;
	/** Keyed `${guide}/${questionId}`. */
	answers: Record<string, Answer>;
	cards: Record<string, ReviewCard>;
	log: ReviewLogEntry[];
	settings: Settings;
}

export const DEFAULT_NEW_PER_DAY = 10;
export const DEFAULT_REVIEWS_PER_DAY = 100;
/** The bounds of the reviews-per-day setting. */
export const REVIEWS_PER_DAY_RANGE = [1, 1000] as const;
/** The review log keeps this many gradings, newest first dropped last. */
export const MAX_LOG_ENTRIES = 5000;

/** The numbers a stored schedule must have (ts-fsrs fails on a missing one). */
export const SCHEDULE_NUMBERS = [
	'due',
	'stability',
	'difficulty',
	'elapsed_days',
	'scheduled_days',
	'learning_steps',
	'reps',
	'lapses',
	'state',
] as const;
const CONTENT_TEXTS = ['prompt', 'answer', 'href', 'label', 'version'] as const;

export function emptyState(): LearnerState {
	return {
		v: 1,
		progressResetAt: 0,
		steps: {},
		answers: {},
		cards: {},
		log: [],
		settings: { newPerDay: DEFAULT_NEW_PER_DAY, reviewsPerDay: DEFAULT_REVIEWS_PER_DAY, at: 0 },
	};
}

/** Keys of a guide's answers start with the guide's slug. */
export const answerKey = (guide: string, question: string) => `${guide}/${question}`;

/** Per key, the record with the later `at` (ties keep `a`), leaving out records older than `after`. */
function mergeRecords<T extends { at: number }>(
	a: Record<string, T>,
	b: Record<string, T>,
	after = 0,
): Record<string, T> {
	const merged: Record<string, T> = {};
	for (const [key, value] of Object.entries(a)) if (value.at >= after) merged[key] = value;
	for (const [key, value] of Object.entries(b)) {
		if (value.at < after) continue;
		const current = merged[key];
		if (!current || value.at > current.at) merged[key] = value;
	}
	return merged;
}

const hasContent = (card: ReviewCard) => card.content.prompt !== '';

/** When a card's schedule last changed by a review or a reset. */
const scheduledAt = (card: ReviewCard) =>
	Math.max(card.schedule.last_review ?? 0, card.resetAt ?? 0);

/** The copy whose text wins: by its edit clock for a card the reader wrote, else as before. */
function wordedCopy(a: ReviewCard, b: ReviewCard): ReviewCard {
	if (a.editedAt !== undefined || b.editedAt !== undefined) {
		const [editedA, editedB] = [a.editedAt ?? 0, b.editedAt ?? 0];
		if (editedA !== editedB) return editedB > editedA ? b : a;
	}
	return hasContent(a) && hasContent(b) ? (b.at > a.at ? b : a) : hasContent(b) ? b : a;
}

/**
 * Merges two copies of a card, each part by its own clock: the schedule of the copy reviewed most
 * recently (so no review is lost), whether it is in review from the copy added or removed last (so
 * a removal on one device is not undone by a review on another), and the text of the copy changed
 * last that has its text (a synced copy of a glossary card travels without it).
 */
export function mergeCard(a: ReviewCard, b: ReviewCard): ReviewCard {
	const reviewedA = scheduledAt(a);
	const reviewedB = scheduledAt(b);
	const scheduled = reviewedA !== reviewedB ? (reviewedA > reviewedB ? a : b) : b.at > a.at ? b : a;
	const switched = b.activeAt > a.activeAt ? b : a;
	const paused = (b.suspendedAt ?? 0) > (a.suspendedAt ?? 0) ? b : a;
	const worded = wordedCopy(a, b);
	const resetAt = Math.max(a.resetAt ?? 0, b.resetAt ?? 0);
	return {
		id: a.id,
		content: worded.content,
		active: switched.active,
		activeAt: switched.activeAt,
		added: Math.min(a.added, b.added),
		schedule: scheduled.schedule,
		at: Math.max(a.at, b.at),
		// Written only when set, so cards never suspended, edited or reset stay as small as before.
		...(paused.suspendedAt !== undefined
			? { suspended: !!paused.suspended, suspendedAt: paused.suspendedAt }
			: {}),
		...(worded.editedAt !== undefined ? { editedAt: worded.editedAt } : {}),
		...(resetAt ? { resetAt } : {}),
	};
}

/** Whether a card is in today's review: in review, not suspended, with its text on this device. */
export const isReviewable = (card: ReviewCard) =>
	card.active && !card.suspended && card.content.prompt !== '';

/**
 * The state as it travels to the sync space: the text of a glossary or question card is left out
 * (every device can fetch it again from /review/cards/{slug}.json or /review/questions/{guide}.json;
 * its version says which), which keeps a reader with every term and question in review well under
 * the space's 256 KiB.
 */
export function forSync(state: LearnerState): LearnerState {
	const cards: Record<string, ReviewCard> = {};
	for (const [id, card] of Object.entries(state.cards))
		cards[id] = /^(term|question):/.test(id)
			? {
					...card,
					content: { prompt: '', answer: '', href: '', label: '', version: card.content.version },
				}
			: card;
	return { ...state, cards };
}

/** Cards the reader wrote (`own:{random}`): their text travels with them (nothing can refetch it). */
export const isOwnCard = (id: string) => id.startsWith('own:');

/** Merges two copies of the learner's state, record by record. Pure and symmetric in content. */
export function mergeStates(a: LearnerState, b: LearnerState): LearnerState {
	const resetAt = Math.max(a.progressResetAt, b.progressResetAt);
	const cards: Record<string, ReviewCard> = { ...a.cards };
	for (const [id, card] of Object.entries(b.cards)) {
		const current = cards[id];
		cards[id] = current ? mergeCard(current, card) : card;
	}
	// One entry per grading (a card at a time): both copies hold the same synced entries.
	const unique = new Map([...a.log, ...b.log].map((entry) => [`${entry.card}@${entry.at}`, entry]));
	const log = [...unique.values()].sort((x, y) => x.at - y.at).slice(-MAX_LOG_ENTRIES);
	return {
		v: 1,
		progressResetAt: resetAt,
		steps: mergeRecords(a.steps, b.steps, resetAt),
		answers: mergeRecords(a.answers, b.answers, resetAt),
		cards,
		log,
		settings: b.settings.at > a.settings.at ? b.settings : a.settings,
	};
}

/** A card's content with its known fields only; options kept when well formed. */
function parseContent(content: Record<string, unknown>): CardContent {
	const [prompt, answer, href, label, version] = CONTENT_TEXTS.map((key) => content[key] as string);
	const options = parseOptions(content.options);
	return {
		prompt: prompt!,
		answer: answer!,
		href: href!,
		label: label!,
		version: version!,
		...(options ? { options } : {}),
	};
}

/**
 * Reads a state from storage or from another device, keeping what is well formed: a state from
 * a newer or damaged copy must not take the reader's progress down with it.
 */
export function parseState(value: unknown): LearnerState {
	const state = emptyState();
	if (!value || typeof value !== 'object') return state;
	const v = value as Partial<LearnerState>;
	const isRecord = (x: unknown): x is Record<string, unknown> =>
		!!x && typeof x === 'object' && !Array.isArray(x);
	const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
	if (finite(v.progressResetAt)) state.progressResetAt = v.progressResetAt;
	if (isRecord(v.steps))
		for (const [key, mark] of Object.entries(v.steps))
			if (isRecord(mark) && typeof mark.done === 'boolean' && finite(mark.at))
				state.steps[key] = { done: mark.done, at: mark.at };
	if (isRecord(v.answers))
		for (const [key, answer] of Object.entries(v.answers))
			if (
				isRecord(answer) &&
				finite(answer.choice) &&
				typeof answer.correct === 'boolean' &&
				finite(answer.at)
			)
				state.answers[key] = { choice: answer.choice, correct: answer.correct, at: answer.at };
	if (isRecord(v.cards))
		for (const [id, c] of Object.entries(v.cards)) {
			const { content, schedule } = isRecord(c) ? c : {};
			if (
				isRecord(c) &&
				isRecord(content) &&
				isRecord(schedule) &&
				SCHEDULE_NUMBERS.every((key) => finite(schedule[key])) &&
				(schedule.last_review === null || finite(schedule.last_review)) &&
				CONTENT_TEXTS.every((key) => typeof content[key] === 'string') &&
				finite(c.at)
			)
				state.cards[id] = {
					id,
					content: parseContent(content),
					active: c.active !== false,
					activeAt: finite(c.activeAt) ? c.activeAt : c.at,
					added: finite(c.added) ? c.added : c.at,
					schedule: schedule as unknown as Schedule,
					at: c.at,
					// Copies from before these parts existed have none of them.
					...(finite(c.suspendedAt)
						? { suspended: c.suspended === true, suspendedAt: c.suspendedAt }
						: {}),
					...(finite(c.editedAt) ? { editedAt: c.editedAt } : {}),
					...(finite(c.resetAt) ? { resetAt: c.resetAt } : {}),
				};
		}
	if (Array.isArray(v.log))
		state.log = v.log
			.filter(
				(e): e is ReviewLogEntry =>
					isRecord(e) &&
					typeof e.card === 'string' &&
					finite(e.at) &&
					[1, 2, 3, 4].includes(e.rating as number),
			)
			.slice(-MAX_LOG_ENTRIES);
	if (isRecord(v.settings) && finite(v.settings.newPerDay) && finite(v.settings.at)) {
		const [least, most] = REVIEWS_PER_DAY_RANGE;
		// A copy from before the review limit, or a damaged one, gets the default.
		const reviews = v.settings.reviewsPerDay;
		state.settings = {
			newPerDay: Math.min(100, Math.max(0, Math.round(v.settings.newPerDay))),
			reviewsPerDay: finite(reviews)
				? Math.min(most, Math.max(least, Math.round(reviews)))
				: DEFAULT_REVIEWS_PER_DAY,
			at: v.settings.at,
		};
	}
	return state;
}

/** Marks a step done or not done. */
export function markStep(
	state: LearnerState,
	key: string,
	done: boolean,
	now: number,
): LearnerState {
	return { ...state, steps: { ...state.steps, [key]: { done, at: now } } };
}

/** Records the answer picked for a checkpoint question. */
export function recordAnswer(
	state: LearnerState,
	key: string,
	answer: Omit<Answer, 'at'>,
	now: number,
): LearnerState {
	return { ...state, answers: { ...state.answers, [key]: { ...answer, at: now } } };
}

/** Forgets steps and answers (review cards are kept: they have their own page). */
export function resetProgress(state: LearnerState, now: number): LearnerState {
	return { ...state, progressResetAt: now, steps: {}, answers: {} };
}
