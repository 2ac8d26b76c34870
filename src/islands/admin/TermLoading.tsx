import { useEffect, useId } from 'react';
import { FailureNote } from '../FailureNote';

interface TermLoadingProps {
	name: string;
	error: unknown;
	onRetry: () => void;
	onCancel: () => void;
}

/** The Edit Term panel while the full term loads, or why it could not be loaded. */
export default function TermLoading({ name, error, onRetry, onCancel }: TermLoadingProps) {
	const headingId = useId();
	// The Edit button that opened it is hidden with the list: focus moves to the panel's heading.
	useEffect(() => {
		document.getElementById(headingId)?.focus({ preventScroll: true });
	}, [headingId]);
	return (
		<section aria-labelledby={headingId} className="card space-y-4 p-6 sm:p-8">
			<h2
				id={headingId}
				tabIndex={-1}
				className="text-2xl font-bold text-slate-900 outline-none dark:text-white"
			>
				Edit Term
			</h2>
			{error === undefined ? (
				<p role="status" className="text-slate-700 dark:text-slate-300">
					Loading “{name}”…
				</p>
			) : (
				<FailureNote title={`Couldn't open “${name}”.`} error={error} onRetry={onRetry}>
					Nothing was changed.
				</FailureNote>
			)}
			<button type="button" className="btn-secondary" onClick={onCancel}>
				Cancel
			</button>
		</section>
	);
}
