/**
 * A small summary of the learner's state, kept in localStorage beside the real store (IndexedDB,
 * which can only be read asynchronously). The paint script reads it synchronously while the page
 * is parsed, so /learn, the path pages and the home page show the reader's progress in their first
 * paint, with nothing moving afterwards. It is derived: the store rewrites it after every change,
 * and losing it loses nothing.
 */
import type { DoneSteps, Memory } from './progress.ts';

export const DIGEST_KEY = 'ai-atlas:progress-digest';
/** "1" while sync is on on this device, so /learn paints the right sync controls at once. */
export const SYNC_FLAG_KEY = 'ai-atlas:sync-on';
/** Sent on window after the digest changes in this tab (other tabs get a storage event). */
export const DIGEST_EVENT = 'ai-atlas:progress';

export interface Digest {
	steps: DoneSteps;
	/** Per guide: [answered, right], a missed question counting as right once its card is learned. */
	guides: Record<string, [number, number]>;
	/** The option picked for each answered question (`${guide}/${question}`), shown again on return. */
	answers: Record<string, number>;
	/** Cards in review and due now, for the header of /review and the home page. */
	cards: number;
	/** When the digest was written. */
	at: number;
	/**
	 * Per guide with review cards reviewed at least once (its questions', its key terms'): their
	 * mean recall in %, then for each card the hours from `at` until it is due (0: due then), so
	 * that the paint script counts the cards due when it paints.
	 */
	memory: Record<string, number[]>;
}

export const HOUR = 3600_000;

/** A guide's memory at `now`, from its digest entry (due counted again from the stored times). */
export function memoryAt(digest: Digest, guide: string, now: number): Memory | undefined {
	const [recall, ...due] = digest.memory[guide] ?? [];
	return recall === undefined
		? undefined
		: { recall, due: due.filter((h) => h <= (now - digest.at) / HOUR).length };
}

/** Reads the digest; an empty one when there is none or it is damaged. */
export function readDigest(storage: Pick<Storage, 'getItem'> | undefined): Digest {
	const empty: Digest = { steps: {}, guides: {}, answers: {}, cards: 0, at: 0, memory: {} };
	try {
		const value = JSON.parse(storage?.getItem(DIGEST_KEY) ?? 'null') as Partial<Digest> | null;
		if (value && typeof value === 'object') return { ...empty, ...value };
	} catch {
		// A damaged digest is rebuilt by the next change.
	}
	return empty;
}
