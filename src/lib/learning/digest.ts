/**
 * A small summary of the learner's state, kept in localStorage beside the real store (IndexedDB,
 * which can only be read asynchronously). The paint script reads it synchronously while the page
 * is parsed, so /learn, the path pages and the home page show the reader's progress in their first
 * paint, with nothing moving afterwards. It is derived: the store rewrites it after every change,
 * and losing it loses nothing.
 */
import type { DoneSteps } from './progress.ts';
import type { LearnerState } from './state.ts';

export const DIGEST_KEY = 'ai-atlas:progress-digest';
/** "1" while sync is on on this device, so /learn paints the right sync controls at once. */
export const SYNC_FLAG_KEY = 'ai-atlas:sync-on';
/** Sent on window after the digest changes in this tab (other tabs get a storage event). */
export const DIGEST_EVENT = 'ai-atlas:progress';

export interface Digest {
	steps: DoneSteps;
	/** Per guide: [answered, correct]. */
	guides: Record<string, [number, number]>;
	/** The option picked for each answered question (`${guide}/${question}`), shown again on return. */
	answers: Record<string, number>;
	/** Cards in review and due now, for the header of /review and the home page. */
	cards: number;
}

export function digestOf(state: LearnerState): Digest {
	const steps: DoneSteps = {};
	for (const [key, mark] of Object.entries(state.steps)) if (mark.done) steps[key] = mark.at;
	const guides: Record<string, [number, number]> = {};
	const answers: Record<string, number> = {};
	for (const [key, answer] of Object.entries(state.answers)) {
		answers[key] = answer.choice;
		const guide = key.slice(0, key.indexOf('/'));
		const entry = (guides[guide] ??= [0, 0]);
		entry[0]++;
		if (answer.correct) entry[1]++;
	}
	const cards = Object.values(state.cards).filter((card) => card.active).length;
	return { steps, guides, answers, cards };
}

/** Reads the digest; an empty one when there is none or it is damaged. */
export function readDigest(storage: Pick<Storage, 'getItem'> | undefined): Digest {
	try {
		const value = JSON.parse(storage?.getItem(DIGEST_KEY) ?? 'null') as Partial<Digest> | null;
		if (value && typeof value === 'object')
			return {
				steps: value.steps ?? {},
				guides: value.guides ?? {},
				answers: value.answers ?? {},
				cards: value.cards ?? 0,
			};
	} catch {
		// A damaged digest is rebuilt by the next change.
	}
	return { steps: {}, guides: {}, answers: {}, cards: 0 };
}
