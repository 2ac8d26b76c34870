import { useEffect, useState } from 'react';
import { healthApi } from '../../lib/api-client';
import { describePublication, type Publication } from '../../lib/admin/publication';
import { readEditorName, readToken } from '../../lib/admin/token';

const provenToken = () => (readEditorName() ? (readToken() ?? undefined) : undefined);

/** How often the state is asked again while saves wait for, or go through, a build. */
const POLL_MS = 3000;

interface Props {
	/** Changes after every successful write: the state is asked again. */
	writes: number;
}

/**
 * Whether editors' saves have reached the public pages: up to date, publishing, or a build that
 * failed (with its first error line), from /api/health. A failure is announced; the rest is a
 * quiet status. Nothing is shown until the first answer arrives, or when it cannot be had.
 */
export default function PublicationStatus({ writes }: Props) {
	const [publication, setPublication] = useState<Publication | null>(null);

	useEffect(() => {
		const controller = new AbortController();
		let timer: ReturnType<typeof setTimeout> | undefined;
		const ask = () =>
			// With the editor's token, a failed build says its first error line. Only a token the
			// server has accepted is sent (its editor is known): a wrong one would count against the
			// address's allowance of wrong tokens at every poll.
			healthApi.check({ signal: controller.signal, token: provenToken() }).then(
				({ publication: next }) => {
					setPublication(next);
					if (next.state === 'waiting' || next.state === 'building')
						timer = setTimeout(ask, POLL_MS);
				},
				// An unhealthy database is reported where it matters (the list, the form).
				() => {},
			);
		void ask();
		return () => {
			controller.abort();
			clearTimeout(timer);
		};
	}, [writes]);

	// Two lines are kept for it from the first render, so the screen does not move when it arrives.
	if (!publication) return <p role="status" className="min-h-10 w-full text-sm" />;
	const { text, problem } = describePublication(publication);
	return (
		<p
			role={problem ? 'alert' : 'status'}
			className={
				problem
					? 'min-h-10 w-full rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
					: 'min-h-10 w-full text-sm text-slate-700 dark:text-slate-300'
			}
		>
			{text}
		</p>
	);
}
