import type { ReactNode } from 'react';

interface Props {
	/** What the reader gets by asking, in a sentence. */
	children: ReactNode;
	label: string;
	loadingLabel: string;
	loading: boolean;
	onLoad: () => void;
}

/**
 * A panel's content that is loaded only when the editor asks (it needs the editor's token): a
 * sentence saying what it holds and the button that loads it, which says when it is loading.
 */
export default function LoadOnRequest({ children, label, loadingLabel, loading, onLoad }: Props) {
	return (
		<div className="flex flex-wrap items-center gap-3">
			<p className="text-sm text-slate-700 dark:text-slate-300">{children}</p>
			<button
				type="button"
				className="btn-secondary"
				aria-disabled={loading || undefined}
				onClick={() => (loading ? undefined : onLoad())}
			>
				{loading ? loadingLabel : label}
			</button>
		</div>
	);
}
