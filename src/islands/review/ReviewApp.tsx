import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { reviewApi } from '../../lib/api-client';
import { loadSyncSettings, updateState } from '../../lib/learning/store';
import type { CardContent } from '../../lib/learning/state';
import { exportCards, importCards, parseExport } from '../../lib/review/anki';
import { contentVersion, describeAdd, refreshContent } from '../../lib/review/cards';
import { addToReview, removeFromReview } from '../../lib/review/review-store';
import { buildQueue, countByState, nextDue } from '../../lib/review/queue';
import { gradeCard, type GradeValue } from '../../lib/review/schedule';
import { retention, reviewsPerDay } from '../../lib/review/stats';
import { ReviewSession } from './ReviewSession';
import { useLearnerState, useNow } from './use-learner-state';

interface Deck {
	slug: string;
	name: string;
	counts: Record<string, number>;
}

const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
const dateTime = new Intl.DateTimeFormat('en', {
	weekday: 'short',
	hour: 'numeric',
	minute: '2-digit',
});
const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric' });

/** Term slug of a glossary card id (`term:{slug}:{kind}`). */
const termOf = (id: string) => (id.startsWith('term:') ? id.split(':')[1] : undefined);

/**
 * /review: spaced repetition of the reader's cards, scheduled by FSRS. Today's cards one at a time,
 * decks to add by category and difficulty, statistics, the new-cards-per-day setting, and export to
 * (and import from) a file Anki reads. Everything works offline once loaded: cards carry their text.
 * On start it refreshes cards whose term changed since they were added, and syncs when sync is on.
 */
export default function ReviewApp() {
	const { state, error } = useLearnerState();
	const now = useNow();
	const [announce, setAnnounce] = useState('');
	const [hasGraded, setHasGraded] = useState(false);
	const [removed, setRemoved] = useState<string>();
	const [decks, setDecks] = useState<Deck[]>();
	const [deckError, setDeckError] = useState(false);
	const [deck, setDeck] = useState('');
	const [difficulty, setDifficulty] = useState('beginner');
	const [deckNote, setDeckNote] = useState<{ text: string; added: string[] }>();
	const [fileNote, setFileNote] = useState<{ text: string; problems: string[] }>();
	const ids = { deck: useId(), difficulty: useId(), perDay: useId(), file: useId() };

	// Decks and content versions from the build; then cards whose term changed are refreshed.
	useEffect(() => {
		let live = true;
		void (async () => {
			try {
				const index = await reviewApi.index();
				if (!live) return;
				setDecks(index.categories);
				setDeck((current) => current || index.categories[0]?.slug || '');
				const stale = await staleTerms(index.versions);
				const fresh = new Map<string, CardContent>();
				for (const slug of stale)
					for (const card of await reviewApi.termCards(slug)) fresh.set(card.id, card.content);
				if (fresh.size) await updateState((s) => refreshContent(s, fresh, Date.now()));
			} catch {
				if (live) setDeckError(true);
			}
			try {
				if (await loadSyncSettings()) await (await import('../../lib/learning/sync')).syncNow();
			} catch {
				// Offline: review goes on; the next change syncs.
			}
		})();
		return () => {
			live = false;
		};
	}, []);

	if (error)
		return (
			<p role="alert" className="card p-5">
				This browser does not let AI Atlas keep your cards (storage is blocked, as in some private
				windows). Review needs it.
			</p>
		);
	if (!state)
		return <p className="card p-5 text-slate-700 dark:text-slate-300">Loading your cards…</p>;

	const queue = buildQueue(state, now);
	const counts = countByState(state);
	const remaining = queue.learning.length + queue.review.length + queue.fresh.length;
	const upcoming = nextDue(state, now);
	const perDay = reviewsPerDay(state, now);
	const kept = retention(state, now);
	const maxPerDay = Math.max(10, ...perDay.map((day) => day.count));

	const grade = (rating: GradeValue) => {
		const card = queue.next;
		if (!card) return;
		const at = Date.now();
		void updateState((s) => {
			const current = s.cards[card.id];
			// Graded already (another tab, or a second press that raced the first): leave it.
			if (!current || current.schedule.reps !== card.schedule.reps) return s;
			const { card: graded, entry } = gradeCard(current, rating, at);
			return {
				...s,
				cards: { ...s.cards, [card.id]: graded },
				log: [...s.log, entry].slice(-5000),
			};
		});
		setHasGraded(true);
		setAnnounce(
			`Graded. ${remaining > 1 ? `${remaining - 1} left today.` : 'That was the last card for now.'}`,
		);
	};

	const remove = () => {
		const card = queue.next;
		if (!card) return;
		void removeFromReview([card.id]);
		setRemoved(card.id);
		setHasGraded(true);
		setAnnounce('Card removed from your review.');
	};
	const undoRemove = () => {
		if (!removed) return;
		const content = state.cards[removed]?.content;
		if (content) void addToReview([{ id: removed, content }]);
		setRemoved(undefined);
		setAnnounce('The card is back in your review.');
	};

	const addDeck = async () => {
		try {
			const terms = (await reviewApi.deck(deck)).filter((t) => t.difficulty === difficulty);
			const outcome = await addToReview(terms.flatMap((t) => t.cards));
			setDeckNote({ text: describeAdd(outcome), added: outcome.added });
		} catch {
			setDeckNote({
				text: "Couldn't load the deck. Check your connection and try again.",
				added: [],
			});
		}
	};

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
		let result = { added: 0, updated: 0 };
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
		setFileNote({
			text: `${result.added} cards imported, ${result.updated} updated, ${parsed.cards.length - result.added - result.updated} unchanged.`,
			problems: parsed.problems,
		});
	};

	const selected = decks?.find((d) => d.slug === deck);

	return (
		<div className="grid gap-10">
			<section aria-labelledby="review-today">
				<h2 id="review-today" className="text-2xl font-bold text-slate-900 dark:text-white">
					Today
				</h2>
				<p className="mt-1 text-slate-700 dark:text-slate-300" data-review-counts>
					{queue.fresh.length} new · {queue.learning.length} learning · {queue.review.length} to
					review
				</p>
				<div className="mt-4">
					{queue.next ? (
						<ReviewSession
							key={`${queue.next.id}:${queue.next.schedule.reps}`}
							focusPrompt={hasGraded}
							card={queue.next}
							now={now}
							remaining={remaining}
							onGrade={grade}
							onRemove={remove}
						/>
					) : (
						<div className="card p-5 sm:p-8" data-review-finished>
							<FinishedHeading focus={hasGraded}>
								{counts.total ? 'Done for now.' : 'No cards yet.'}
							</FinishedHeading>
							<p className="mt-2 text-slate-700 dark:text-slate-300">
								{counts.total
									? upcoming
										? `Next card due ${dateTime.format(upcoming)}.`
										: 'Nothing is scheduled.'
									: 'Add terms from any glossary page, guide or learning path, or pick a deck below.'}
							</p>
						</div>
					)}
				</div>
				<p role="status" className="sr-only">
					{announce}
				</p>
				{removed && (
					<p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
						Card removed.{' '}
						<button type="button" className="link min-h-6" onClick={undoRemove}>
							Undo
						</button>
					</p>
				)}
			</section>

			<section aria-labelledby="review-decks">
				<h2 id="review-decks" className="text-xl font-bold text-slate-900 dark:text-white">
					Add a deck
				</h2>
				{deckError && !decks ? (
					<p className="mt-2 text-slate-700 dark:text-slate-300">
						Decks need the network. Your cards work offline.
					</p>
				) : (
					<div className="mt-3 flex flex-wrap items-end gap-3">
						<div>
							<label className="label" htmlFor={ids.difficulty}>
								Level
							</label>
							<select
								id={ids.difficulty}
								className="field min-h-11"
								value={difficulty}
								onChange={(e) => setDifficulty(e.target.value)}
							>
								{DIFFICULTIES.map((d) => (
									<option key={d} value={d}>
										{d[0]!.toUpperCase() + d.slice(1)}
									</option>
								))}
							</select>
						</div>
						<div>
							<label className="label" htmlFor={ids.deck}>
								Category
							</label>
							<select
								id={ids.deck}
								className="field min-h-11"
								value={deck}
								onChange={(e) => setDeck(e.target.value)}
							>
								{(decks ?? []).map((d) => (
									<option key={d.slug} value={d.slug}>
										{d.name}
									</option>
								))}
							</select>
						</div>
						<button
							type="button"
							className="btn-secondary min-h-11"
							disabled={!selected}
							onClick={() => void addDeck()}
						>
							{selected
								? `Add all ${selected.counts[difficulty] ?? 0} ${difficulty} terms in ${selected.name}`
								: 'Add the deck'}
						</button>
					</div>
				)}
				<p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
					{deckNote && (
						<>
							{deckNote.text}{' '}
							{deckNote.added.length > 0 && (
								<button
									type="button"
									className="link min-h-6"
									onClick={() =>
										void removeFromReview(deckNote.added).then(() =>
											setDeckNote({ text: 'Removed again.', added: [] }),
										)
									}
								>
									Undo
								</button>
							)}
						</>
					)}
				</p>
			</section>

			<section aria-labelledby="review-stats">
				<h2 id="review-stats" className="text-xl font-bold text-slate-900 dark:text-white">
					Statistics
				</h2>
				<dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
					{[
						['Cards', counts.total],
						['New', counts.new],
						['Learning', counts.learning],
						['In review', counts.review],
					].map(([label, value]) => (
						<div key={label} className="card p-3">
							<dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
							<dd className="text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
						</div>
					))}
				</dl>
				<p className="mt-3 text-slate-700 dark:text-slate-300">
					Retention (last 30 days):{' '}
					{kept
						? `${Math.round(kept.rate * 100)}% of ${kept.reviews} reviews remembered`
						: 'not enough reviews yet'}
					.
				</p>
				<table className="review-days mt-3 text-sm">
					<caption className="text-left font-semibold text-slate-800 dark:text-slate-200">
						Reviews per day, last 7 days
					</caption>
					<tbody>
						{perDay.map((day) => (
							<tr key={day.start}>
								<th scope="row" className="pr-3 text-left font-normal">
									{weekday.format(day.start)}
								</th>
								<td className="w-48">
									<progress
										className="progress-bar"
										max={maxPerDay}
										value={day.count}
										aria-hidden="true"
									/>
								</td>
								<td className="pl-3 tabular-nums">{day.count}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>

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
					value={state.settings.newPerDay}
					onChange={(e) => {
						const value = Math.min(100, Math.max(0, Math.round(Number(e.target.value) || 0)));
						void updateState((s) => ({ ...s, settings: { newPerDay: value, at: Date.now() } }));
					}}
				/>
				<div className="mt-5 flex flex-wrap items-center gap-3">
					<button
						type="button"
						className="btn-secondary min-h-11"
						onClick={download}
						disabled={!counts.total}
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
		</div>
	);
}

/** "Done for now", focused when the last card was just graded, so a screen reader says so. */
function FinishedHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
	const ref = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (focus) ref.current?.focus();
	}, [focus]);
	return (
		<h3 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 dark:text-white">
			{children}
		</h3>
	);
}

/** Terms whose published cards differ from the copies kept (their fingerprint changed). */
async function staleTerms(versions: Record<string, string>): Promise<string[]> {
	const { loadState } = await import('../../lib/learning/store');
	const state = await loadState();
	const kinds = ['definition', 'name', 'example'];
	const byTerm = new Map<string, { kind: number; version: string }[]>();
	/** Terms with a card synced from another device without its text. */
	const missing = new Set<string>();
	for (const card of Object.values(state.cards)) {
		const slug = termOf(card.id);
		if (!slug) continue;
		if (card.content.prompt === '') missing.add(slug);
		const kind = kinds.indexOf(card.id.split(':')[2] ?? '');
		byTerm.set(slug, [...(byTerm.get(slug) ?? []), { kind, version: card.content.version }]);
	}
	return [...byTerm]
		.filter(([slug, kept]) => {
			const published = versions[slug];
			const ordered = kept.sort((a, b) => a.kind - b.kind).map((k) => k.version);
			return (
				published !== undefined && (published !== contentVersion(...ordered) || missing.has(slug))
			);
		})
		.map(([slug]) => slug);
}
