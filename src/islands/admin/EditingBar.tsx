import PublicationStatus from './PublicationStatus';
import { LockIcon } from '../icons';

interface Props {
	unlocked: boolean;
	/** The editor the token signs in as, once known. */
	signedInAs: string | null;
	/** Successful writes so far (the publication line asks again after each). */
	writes: number;
	onLock: () => void;
	onUnlock: () => void;
}

/**
 * The admin screen's top bar: whether editing is unlocked in this tab and by whom, Lock or Unlock,
 * and whether saves have reached the public pages.
 */
export default function EditingBar({ unlocked, signedInAs, writes, onLock, onUnlock }: Props) {
	return (
		<div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
			<p className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
				<LockIcon open={unlocked} className="mt-0.5 size-4 shrink-0" />
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
			{unlocked ? (
				<button type="button" className="btn-secondary px-3 py-1.5" onClick={onLock}>
					Lock
				</button>
			) : (
				<button type="button" className="btn-secondary px-3 py-1.5" onClick={onUnlock}>
					Unlock editing
				</button>
			)}
			<PublicationStatus writes={writes} />
		</div>
	);
}
