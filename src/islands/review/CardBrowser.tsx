import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { updateState } from '../../lib/learning/store';
import { isOwnCard, type LearnerState, type ReviewCard } from '../../lib/learning/state';
import {
	deleteCard,
	editOwnCard,
	isLiveOwnCard,
	OWN_CARD_LIMITS,
	ownCardCount,
	resetSchedule,
	setSuspended,
} from '../../lib/review/own-cards';
import { STATE } from '../../lib/review/queue';
import { OwnCardForm } from '../learning/OwnCardForm';
import { monthAndDay } from '../../lib/dates';

const SOURCES = [
	{ value: '', label: 'All sources' },
	{ value: 'term', label: 'Glossary terms' },
	{ value: 'question', label: 'Checkpoint questions' },
	{ value: 'own', label: 'Your own cards' },
] as const;
const PAGE = 20;

/** Cards in review, and the reader's own cards not deleted. */
const listed = (card: ReviewCard) => (isOwnCard(card.id) ? isLiveOwnCard(card) : card.active);

function status(card: ReviewCard, now: number): string {
	if (card.suspended) return 'Suspended';
	if (card.schedule.state === STATE.new) return 'New';
	return card.schedule.due <= now ? 'Due now' : `Due ${monthAndDay(card.schedule.due)}`;
}

/**
 * "Your cards" on /review: every card in review, searched by its text and filtered by where it
 * came from; a card the reader wrote can be edited or deleted, any card suspended (kept out of the
 * queue, schedule kept), reset to new, or removed from review.
 */
export function CardBrowser({ state, now }: { state: LearnerState; now: number }) {
	const [query, setQuery] = useState('');
	const [source, setSource] = useState('');
	const [shown, setShown] = useState(PAGE);
	const [editing, setEditing] = useState<string>();
	const [announce, setAnnounce] = useState('');
	const ids = { search: useId(), source: useId() };
	const list = useRef<HTMLUListElement>(null);

	const words = query.toLowerCase().split(/\s+/).filter(Boolean);
	const matches = Object.values(state.cards)
		.filter(listed)
		.filter((card) => !source || card.id.startsWith(`${source}:`))
		.filter((card) => {
			const text = `${card.content.prompt} ${card.content.answer} ${card.content.label}`;
			return words.every((word) => text.toLowerCase().includes(word));
		})
		.sort((a, b) => b.added - a.added || a.id.localeCompare(b.id));

	const change: Change = (next, said) => {
		void updateState((s) => next(s, Date.now())).then(() => setAnnounce(said));
	};
	// After an edit, focus goes back to the card's first button (once the row is drawn again).
	const endEdit = (id: string) => {
		flushSync(() => setEditing(undefined));
		list.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"] button`)?.focus();
	};

	return (
		<section aria-labelledby="review-browse" data-card-browser>
			<h2 id="review-browse" className="text-xl font-bold text-slate-900 dark:text-white">
				Your cards
			</h2>
			<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				Make cards of your own from a sentence on any guide or glossary page (“Make a card”): up to{' '}
				{OWN_CARD_LIMITS.cards} cards, {OWN_CARD_LIMITS.prompt} characters of prompt and{' '}
				{OWN_CARD_LIMITS.answer} of answer each, so they sync with the rest. You have{' '}
				{ownCardCount(state)}.
			</p>
			<div className="mt-3 flex flex-wrap items-end gap-3">
				<div className="min-w-0 flex-1">
					<label className="label" htmlFor={ids.search}>
						Search the cards
					</label>
					<input
						id={ids.search}
						type="search"
						className="field min-h-11 w-full"
						value={query}
						onChange={(e) => {
							setQuery(e.target.value);
							setShown(PAGE);
						}}
					/>
				</div>
				<div>
					<label className="label" htmlFor={ids.source}>
						Source
					</label>
					<select
						id={ids.source}
						className="field min-h-11"
						value={source}
						onChange={(e) => {
							setSource(e.target.value);
							setShown(PAGE);
						}}
					>
						{SOURCES.map((s) => (
							<option key={s.value} value={s.value}>
								{s.label}
							</option>
						))}
					</select>
				</div>
			</div>
			<p className="mt-3 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
				{matches.length === 1 ? '1 card' : `${matches.length} cards`}
				{matches.length > shown ? `, the ${shown} newest shown` : ''}.
			</p>
			<ul ref={list} className="mt-2 grid gap-3">
				{matches.slice(0, shown).map((card) => (
					<li key={card.id} data-card-id={card.id} className="card p-4">
						{editing === card.id ? (
							<OwnCardForm
								initial={{ prompt: card.content.prompt, answer: card.content.answer }}
								saveLabel="Save changes"
								change={(s, text, at) => editOwnCard(s, card.id, text, at)}
								onSaved={() => {
									endEdit(card.id);
									setAnnounce('Card saved.');
								}}
								onCancel={() => endEdit(card.id)}
							/>
						) : (
							<CardRow card={card} now={now} onEdit={() => setEditing(card.id)} change={change} />
						)}
					</li>
				))}
			</ul>
			{matches.length > shown && (
				<button
					type="button"
					className="btn-secondary mt-3 min-h-11"
					onClick={() => setShown(shown + PAGE)}
				>
					Show {Math.min(PAGE, matches.length - shown)} more
				</button>
			)}
			<p role="status" className="sr-only">
				{announce}
			</p>
		</section>
	);
}

/** Makes a change to the stored state, then says `said`. */
type Change = (next: (s: LearnerState, at: number) => LearnerState, said: string) => void;

interface RowProps {
	card: ReviewCard;
	now: number;
	onEdit: () => void;
	change: Change;
}

/** One card: its text, where it came from, its state, and what can be done with it. */
function CardRow({ card, now, onEdit, change }: RowProps) {
	const [confirming, setConfirming] = useState(false);
	const own = isOwnCard(card.id);
	const onDelete = () =>
		change(
			(s, at) => deleteCard(s, card.id, at),
			own ? 'Card deleted.' : 'Card removed from your review.',
		);
	const kind = own ? 'Your card' : card.id.startsWith('term:') ? 'Term' : 'Question';
	const { prompt, answer, href, label } = card.content;
	return (
		<>
			<p className="font-semibold break-words text-slate-900 dark:text-white">
				{prompt || 'Text not loaded yet (it comes when this page is online).'}
			</p>
			<p className="mt-1 break-words text-slate-700 dark:text-slate-300">{answer}</p>
			<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				{kind} ·{' '}
				{href ? (
					<a className="link" href={href}>
						{label}
					</a>
				) : (
					label
				)}{' '}
				· {status(card, now)}
			</p>
			<div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
				{own && (
					<button type="button" className="link min-h-6" onClick={onEdit}>
						Edit
					</button>
				)}
				<button
					type="button"
					className="link min-h-6"
					onClick={() =>
						change(
							(s, at) => setSuspended(s, card.id, !card.suspended, at),
							card.suspended ? 'Card back in review.' : 'Card suspended.',
						)
					}
				>
					{card.suspended ? 'Unsuspend' : 'Suspend'}
				</button>
				<button
					type="button"
					className="link min-h-6"
					onClick={() =>
						change((s, at) => resetSchedule(s, card.id, at), 'Schedule reset: the card is new.')
					}
				>
					Reset schedule
				</button>
				{confirming ? (
					<span>
						Delete for good?{' '}
						<button type="button" className="link min-h-6" onClick={onDelete}>
							Yes, delete
						</button>{' '}
						<button type="button" className="link min-h-6" onClick={() => setConfirming(false)}>
							Keep it
						</button>
					</span>
				) : (
					<button
						type="button"
						className="link min-h-6"
						onClick={() => (own ? setConfirming(true) : onDelete())}
					>
						{own ? 'Delete' : 'Remove from review'}
					</button>
				)}
			</div>
		</>
	);
}
