import { useEffect, useState } from 'react';
import { loadState, updateState } from '../../lib/learning/store';
import { markStep } from '../../lib/learning/state';

interface Props {
	/** The step this page completes in every path that lists it. */
	stepKey: string;
	/** "guide", "article", "section", "set of terms": for the button's words. */
	noun: string;
	/** Smaller, for a list of steps. */
	compact?: boolean;
}

/**
 * "Mark this guide as done": records the step in the learner's store, so every path that lists
 * it counts it. Before it has read the store it offers only to mark (which is what a first click
 * on the server-rendered button means); once read, it shows the step's state and can undo it.
 */
export default function StepDone({ stepKey, noun, compact = false }: Props) {
	const [done, setDone] = useState<boolean>();
	const [failed, setFailed] = useState(false);

	useEffect(() => {
		let live = true;
		loadState()
			.then((state) => live && setDone(state.steps[stepKey]?.done ?? false))
			.catch(() => live && setDone(false));
		return () => {
			live = false;
		};
	}, [stepKey]);

	const toggle = async () => {
		const next = !done;
		try {
			await updateState((state) => markStep(state, stepKey, next, Date.now()));
			setDone(next);
			setFailed(false);
		} catch {
			setFailed(true);
		}
	};

	return (
		<div className={compact ? undefined : 'mt-4'}>
			<button
				type="button"
				className={done ? 'btn-secondary min-h-11' : 'btn-primary min-h-11'}
				onClick={() => void toggle()}
			>
				{done ? `Done ✓ (mark as not done)` : `Mark this ${noun} as done`}
			</button>
			{failed && (
				<p role="alert" className="mt-2 text-sm">
					This browser would not keep your progress (storage is blocked or full).
				</p>
			)}
		</div>
	);
}
