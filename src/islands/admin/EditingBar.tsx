import PublicationStatus from './PublicationStatus';
import type { useTokenGate } from './use-token-gate';

interface Props {
	gate: ReturnType<typeof useTokenGate>;
	/** Successful writes so far (the publication line asks again after each). */
	writes: number;
}

/**
 * The admin screen's top bar: whether editing is unlocked in this tab and by whom, Lock or Unlock,
 * and whether saves have reached the public pages.
 */
export default function EditingBar({ gate, writes }: Props) {
	const { unlocked, signedInAs } = gate;
	return (
		<div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
			<p className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
				<LockIcon open={unlocked} />
				<span>
					{unlocked ? (
						<>
							<strong className="font-semibold text-slate-900 dark:text-white">
								Editing unlocked
							</strong>{' '}
							for this browser tab
							{signedInAs ? (
								<>
									, signed in as{' '}
									<strong className="font-semibold text-slate-900 dark:text-white">
										{signedInAs}
									</strong>
									.
								</>
							) : (
								'.'
							)}
						</>
					) : (
						'Reading needs no token. Saving or deleting asks for the admin token once per browser tab.'
					)}
				</span>
			</p>
			<button
				type="button"
				className="btn-secondary px-3 py-1.5"
				onClick={unlocked ? gate.lock : () => void gate.unlock()}
			>
				{unlocked ? 'Lock' : 'Unlock editing'}
			</button>
			<PublicationStatus writes={writes} />
		</div>
	);
}

function LockIcon({ open }: { open: boolean }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 20 20"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.6"
			className="mt-0.5 size-4 shrink-0"
		>
			<rect x="4" y="9" width="12" height="8" rx="1.5" />
			<path d={open ? 'M7 9V6a3 3 0 0 1 5.8-1' : 'M7 9V6a3 3 0 0 1 6 0v3'} strokeLinecap="round" />
		</svg>
	);
}
