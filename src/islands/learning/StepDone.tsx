import { useState } from 'react';
import { updateState } from '../../lib/learning/store';
import { markStep } from '../../lib/learning/state';

interface Props {
	/** The step this control marks, in every path that lists it. */
	stepKey: string;
	/** "guide", "article", "section", "set of terms": for the button's words. */
	noun: string;
}

/**
 * "Mark this section as done" and its undo. The button carries both wordings; which one shows
 * follows the step's mark in the learner's progress, by rules the page writes before the first
 * paint and again after every change (src/lib/learning/page-styles.ts). A press flips the stored mark inside one store transaction, so a
 * press replayed before the island had read anything still does what the reader saw.
 */
export default function StepDone({ stepKey, noun }: Props) {
	const [failed, setFailed] = useState(false);

	const toggle = async () => {
		try {
			await updateState((state) =>
				markStep(state, stepKey, !state.steps[stepKey]?.done, Date.now()),
			);
			setFailed(false);
		} catch {
			setFailed(true);
		}
	};

	return (
		<>
			<button
				type="button"
				className="step-done btn-secondary min-h-11"
				onClick={() => void toggle()}
			>
				<span className="step-todo-label">Mark this {noun} as done</span>
				<span className="step-done-label">Done ✓ (mark as not done)</span>
			</button>
			{failed && (
				<p role="alert" className="mt-2 text-sm">
					This browser would not keep your progress (storage is blocked or full).
				</p>
			)}
		</>
	);
}
