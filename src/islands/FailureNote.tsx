import type { ReactNode } from 'react';
import { describeFailure } from '../lib/failure';

interface Props {
	/** What could not be done, e.g. "Couldn't load the letters." */
	title: string;
	/** The failure: its explanation for the reader comes from describeFailure. */
	error: unknown;
	onRetry: () => void;
	retryLabel?: string;
	/** What the failure means here, said before the explanation. */
	children?: ReactNode;
}

/**
 * How every island shows a failed load: an alert saying what could not be done and why, without
 * internals, and a button to try again. The island keeps everything the reader had.
 */
export function FailureNote({ title, error, onRetry, retryLabel = 'Try again', children }: Props) {
	return (
		<div
			role="alert"
			className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
		>
			<p className="font-semibold">{title}</p>
			<p className="mt-1">
				{children}
				{children && ' '}
				{describeFailure(error).detail}
			</p>
			<button type="button" className="btn-secondary mt-3" onClick={onRetry}>
				{retryLabel}
			</button>
		</div>
	);
}
