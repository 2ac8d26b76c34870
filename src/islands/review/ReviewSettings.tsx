import { useId, useState, type ChangeEvent } from 'react';
import { updateState } from '../../lib/learning/store';
import { REVIEWS_PER_DAY_RANGE, type LearnerState } from '../../lib/learning/state';
import { exportCards, importCards, parseExport } from '../../lib/review/anki';
import { OWN_CARD_LIMITS } from '../../lib/review/own-cards';

/** New cards and reviews per day, and the cards to and from a file Anki reads. */
export function ReviewSettings({ state }: { state: LearnerState }) {
	// Each number is kept as typed while it is being typed: the stored state it shows comes back
	// after an asynchronous write (and a deferred redraw), which keystrokes with no pause outrun.
	const [perDayDraft, setPerDayDraft] = useState<string>();
	const [reviewsDraft, setReviewsDraft] = useState<string>();
	const [fileNote, setFileNote] = useState<{ text: string; problems: string[] }>();
	const ids = { perDay: useId(), reviews: useId(), reviewsHelp: useId(), file: useId() };
	const [least, most] = REVIEWS_PER_DAY_RANGE;
	const inReview = Object.values(state.cards).some((card) => card.active);

	const download = () => {
		const text = exportCards(state, location.origin);
		const link = document.createElement('a');
		link.href = URL.createObjectURL(new Blob([text], { type: 'text/tab-separated-values' }));
		link.download = `ai-atlas-review-${new Date().toISOString().slice(0, 10)}.txt`;
		link.click();
		setTimeout(() => URL.revokeObjectURL(link.href), 1000);
	};

	const upload = async (event: ChangeEvent<HTMLInputElement>) => {
		const file = event.target.files?.[0];
		event.target.value = '';
		if (!file) return;
		let parsed: ReturnType<typeof parseExport>;
		let result = { added: 0, updated: 0, overLimit: 0 };
		try {
			parsed = parseExport(await file.text(), Date.now());
			if (parsed.cards.length)
				await updateState((s) => {
					const merged = importCards(s, parsed.cards);
					result = merged;
					return merged.state;
				});
		} catch {
			setFileNote({
				text: "Couldn't read that file, or this browser would not keep the cards.",
				problems: [],
			});
			return;
		}
		const unchanged = parsed.cards.length - result.added - result.updated - result.overLimit;
		setFileNote({
			text: `${result.added} cards imported, ${result.updated} updated, ${unchanged} unchanged.`,
			problems: [
				...parsed.problems,
				...(result.overLimit
					? [
							`${result.overLimit} of your own cards left out: at most ${OWN_CARD_LIMITS.cards} sync. Delete some, then import again.`,
						]
					: []),
			],
		});
	};

	return (
		<section aria-labelledby="review-settings">
			<h2 id="review-settings" className="text-xl font-bold text-slate-900 dark:text-white">
				Settings and files
			</h2>
			<label className="label mt-3" htmlFor={ids.perDay}>
				New cards per day
			</label>
			<input
				id={ids.perDay}
				type="number"
				min={0}
				max={100}
				className="field min-h-11 max-w-28"
				value={perDayDraft ?? state.settings.newPerDay}
				onChange={(e) => {
					setPerDayDraft(e.target.value);
					const value = Math.min(100, Math.max(0, Math.round(Number(e.target.value) || 0)));
					void updateState((s) => ({
						...s,
						settings: { ...s.settings, newPerDay: value, at: Date.now() },
					}));
				}}
				onBlur={() => setPerDayDraft(undefined)}
			/>
			<label className="label mt-3" htmlFor={ids.reviews}>
				Reviews per day
			</label>
			<input
				id={ids.reviews}
				type="number"
				min={least}
				max={most}
				className="field min-h-11 max-w-28"
				aria-describedby={ids.reviewsHelp}
				value={reviewsDraft ?? state.settings.reviewsPerDay}
				onChange={(e) => {
					// An emptied field is not 1 at once.
					setReviewsDraft(e.target.value);
					const value = Math.round(Number(e.target.value));
					if (e.target.value === '' || !(value >= least && value <= most)) return;
					void updateState((s) => ({
						...s,
						settings: { ...s.settings, reviewsPerDay: value, at: Date.now() },
					}));
				}}
				onBlur={() => setReviewsDraft(undefined)}
			/>
			<p id={ids.reviewsHelp} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				After a break, the cards you are most likely to have forgotten come first; the rest wait for
				the next days, and no new cards come until they are done.
			</p>
			<div className="mt-5 flex flex-wrap items-center gap-3">
				<button
					type="button"
					className="btn-secondary min-h-11"
					onClick={download}
					disabled={!inReview}
				>
					Export for Anki
				</button>
				<label htmlFor={ids.file} className="btn-secondary min-h-11 cursor-pointer">
					Import a file exported here
				</label>
				<input
					id={ids.file}
					type="file"
					accept=".txt,.tsv,text/plain,text/tab-separated-values"
					className="sr-only"
					onChange={(e) => void upload(e)}
				/>
			</div>
			<p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
				The file is tab-separated text with Anki's headers: in Anki, File → Import. Importing it
				here keeps the newer schedule of each card.
			</p>
			<div role="status" className="mt-2 text-sm">
				{fileNote && (
					<>
						<p>{fileNote.text}</p>
						{fileNote.problems.length > 0 && (
							<ul className="mt-1 list-disc pl-5">
								{fileNote.problems.slice(0, 10).map((problem) => (
									<li key={problem}>{problem}</li>
								))}
							</ul>
						)}
					</>
				)}
			</div>
			<p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
				Cards and schedules are kept in this browser.{' '}
				<a className="link" href="/learn#progress">
					Sync them to another device
				</a>{' '}
				with the same code as your learning progress.
			</p>
		</section>
	);
}
