import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { reviewApi } from '../../lib/api-client';
import { loadState, loadSyncSettings, updateState } from '../../lib/learning/store';
import type { CardContent } from '../../lib/learning/state';
import { questionChanges, staleTerms } from '../../lib/review/card-refresh';
import { refreshContent, removeCards } from '../../lib/review/cards';
import { addToReview, removeFromReview } from '../../lib/review/review-store';
import { buildQueue, countByState, nextDayStart, nextDue } from '../../lib/review/queue';
import { gradeCard, type GradeValue } from '../../lib/review/schedule';
import { CardBrowser } from './CardBrowser';
import { DeckPicker, type Deck } from './DeckPicker';
import { ReviewSession } from './ReviewSession';
import { ReviewSettings } from './ReviewSettings';
import { ReviewStats } from './ReviewStats';
import { useLearnerState, useNow } from './use-learner-state';
import { weekdayAndTime } from '../../lib/dates';

/**
 * /review: spaced repetition of the reader's cards, scheduled by FSRS. Today's cards one at a time,
 * decks to add by category and difficulty, statistics, the new-cards-per-day setting, and export to
 * (and import from) a file Anki reads. Everything works offline once loaded: cards carry their text.
 * On start it refreshes cards whose term changed since they were added, and syncs when sync is on.
 */
export default function ReviewApp() {
	const { state, error } = useLearnerState();
	// The sections below the deck picker draw from this copy, in a second pass that React may
	// interrupt (a transition): the draw that follows reading the cards then stays short enough not
	// to hold up a reader's input (Total Blocking Time, docs/performance.md).
	const later = useDeferredValue(state);
	const now = useNow();
	const [announce, setAnnounce] = useState('');
	const [hasGraded, setHasGraded] = useState(false);
	const [removed, setRemoved] = useState<string>();
	const [decks, setDecks] = useState<Deck[]>();
	const [deckError, setDeckError] = useState(false);
	const [gone, setGone] = useState(0);

	// Decks and content versions from the build; then cards whose term or question changed are
	// refreshed, and cards whose question no longer exists leave review.
	useEffect(() => {
		let live = true;
		void (async () => {
			try {
				const index = await reviewApi.index();
				if (!live) return;
				setDecks(index.categories);
				const kept = await loadState();
				const stale = staleTerms(kept, index.versions);
				// An index without questions (an older build) takes no card out.
				const questions = index.questions
					? questionChanges(kept, index.questions)
					: { guides: [], removed: [] };
				const fresh = new Map<string, CardContent>();
				for (const slug of stale)
					for (const card of await reviewApi.termCards(slug)) fresh.set(card.id, card.content);
				for (const guide of questions.guides)
					for (const card of await reviewApi.questionCards(guide)) fresh.set(card.id, card.content);
				if (fresh.size || questions.removed.length)
					await updateState((s) =>
						removeCards(refreshContent(s, fresh, Date.now()), questions.removed, Date.now()),
					);
				if (live) setGone(questions.removed.length);
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
		return (
			<p className="js-only card p-5 text-slate-700 dark:text-slate-300">Loading your cards…</p>
		);

	const queue = buildQueue(state, now);
	const counts = countByState(state);
	const remaining = queue.learning.length + queue.review.length + queue.fresh.length;
	const upcoming = nextDue(state, now);

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
								{counts.total
									? queue.waiting
										? 'Done for today.'
										: 'Done for now.'
									: 'No cards yet.'}
							</FinishedHeading>
							<p className="mt-2 text-slate-700 dark:text-slate-300">
								{!counts.total
									? 'Add terms from any glossary page, guide or learning path, or pick a deck below.'
									: queue.waiting
										? `${queue.waiting} ${queue.waiting === 1 ? 'card waits' : 'cards wait'} for tomorrow.${upcoming && upcoming < nextDayStart(now) ? ` Next card due ${weekdayAndTime(upcoming)}.` : ''}`
										: upcoming
											? `Next card due ${weekdayAndTime(upcoming)}.`
											: 'Nothing is scheduled.'}
							</p>
						</div>
					)}
				</div>
				{gone > 0 && (
					<p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-review-gone>
						{gone === 1 ? '1 card was' : `${gone} cards were`} removed because{' '}
						{gone === 1 ? 'its question no longer exists' : 'their questions no longer exist'}.
					</p>
				)}
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

			<DeckPicker decks={decks} unavailable={deckError} />

			{later && (
				<>
					<CardBrowser state={later} now={now} />

					<ReviewStats state={later} now={now} />

					<ReviewSettings state={later} />
				</>
			)}
		</div>
	);
}

/** "Done for now" (or "for today" when reviews wait for tomorrow), focused when the last card was just graded, so a screen reader says so. */
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
