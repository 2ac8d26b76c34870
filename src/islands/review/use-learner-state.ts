import { useEffect, useState } from 'react';
import { loadState, subscribe } from '../../lib/learning/store';
import type { LearnerState } from '../../lib/learning/state';

/**
 * The learner's state, kept current: read from the store once, then updated on every change made
 * here, in another tab or by a sync. `error` says when the browser refused storage.
 */
export function useLearnerState(): { state?: LearnerState; error?: unknown } {
	const [state, setState] = useState<LearnerState>();
	const [error, setError] = useState<unknown>();
	useEffect(() => {
		let live = true;
		const unsubscribe = subscribe((next) => live && setState(next));
		loadState()
			.then((loaded) => live && setState(loaded))
			.catch((cause) => live && setError(cause));
		return () => {
			live = false;
			unsubscribe();
		};
	}, []);
	return { state, error };
}

/** The current time, moving every 15 s, so cards in learning become due on their own. */
export function useNow(): number {
	const [now, setNow] = useState(() => Date.now());
	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now()), 15_000);
		return () => clearInterval(timer);
	}, []);
	return now;
}
