/**
 * Cards a reader writes (`own:{random}`), made from a sentence of a guide or term page, and the
 * card browser's changes to any card: edit (own cards), suspend, reset the schedule, delete. An
 * own card keeps its text in the learner's state and travels with it (no site file holds it), so
 * its count and lengths are limited to keep the largest sync state under the space's 256 KiB
 * (src/lib/learning/sync-size.test.ts measures it).
 */
import { isOwnCard, type LearnerState, type ReviewCard } from '../learning/state.ts';
import { HIDDEN, contentVersion, emptySchedule, removeCards } from './cards.ts';

/**
 * The limits on cards a reader writes. Their text travels in the sync state, which must stay
 * under 256 KiB with every term and question card and a full log (142.8 KiB without own cards):
 * an own card costs about 45 B besides its text, and its text about 0.47 B a character once
 * deflated, so 2,000 cards of 500 + 500 characters would take the state to 1,062 KiB. 500 cards of
 * 200 + 100 characters take it to 236.6 KiB, leaving room for the glossary to grow.
 */
export const OWN_CARD_LIMITS = { cards: 500, prompt: 200, answer: 100 } as const;

export interface OwnCardText {
	prompt: string;
	answer: string;
}

export interface OwnCardSource {
	/** The page the sentence came from: `/topics/{slug}#{section}` or `/glossary/{slug}`. */
	href: string;
	/** The page's title. */
	label: string;
}

/** A fresh id: `own:` and 10 random base-32 characters (50 bits). */
export function newOwnCardId(): string {
	const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
	const bytes = crypto.getRandomValues(new Uint8Array(10));
	return `own:${Array.from(bytes, (b) => alphabet[b & 31]).join('')}`;
}

/** An own card still there (a deleted one stays, emptied, so the deletion syncs). */
export const isLiveOwnCard = (card: ReviewCard) => isOwnCard(card.id) && card.content.prompt !== '';

export const ownCardCount = (state: LearnerState) =>
	Object.values(state.cards).filter(isLiveOwnCard).length;

/** What stops a card's text from being saved, each naming its field; none when it can be. */
export function ownCardProblems({ prompt, answer }: OwnCardText): string[] {
	const problems: string[] = [];
	const check = (name: string, text: string, most: number) => {
		const length = text.trim().length;
		if (!length) problems.push(`The ${name} is empty.`);
		else if (length > most)
			problems.push(
				`The ${name} is ${length.toLocaleString('en')} characters; at most ${most} fit. Shorten it by ${length - most}.`,
			);
	};
	check('prompt', prompt, OWN_CARD_LIMITS.prompt);
	check('answer', answer, OWN_CARD_LIMITS.answer);
	return problems;
}

/** A card's text as kept: trimmed, with its version from it. */
const contentOf = (text: OwnCardText, source: OwnCardSource) => {
	const prompt = text.prompt.trim();
	const answer = text.answer.trim();
	return { prompt, answer, ...source, version: contentVersion(prompt, answer) };
};

export type OwnCardResult = { state: LearnerState; id: string } | { problems: string[] };

/** Adds a card the reader wrote, new and due now; refused past the limits, saying why. */
export function addOwnCard(
	state: LearnerState,
	text: OwnCardText,
	source: OwnCardSource,
	now: number,
	id = newOwnCardId(),
): OwnCardResult {
	const problems = ownCardProblems(text);
	if (ownCardCount(state) >= OWN_CARD_LIMITS.cards)
		problems.push(
			`You have ${OWN_CARD_LIMITS.cards.toLocaleString('en')} cards of your own, the most that sync. Delete some on /review to make room.`,
		);
	if (problems.length) return { problems };
	const card: ReviewCard = {
		id,
		content: contentOf(text, source),
		active: true,
		activeAt: now,
		added: now,
		schedule: emptySchedule(now),
		at: now,
		editedAt: now,
	};
	return { state: { ...state, cards: { ...state.cards, [id]: card } }, id };
}

/** Changes the text of a card the reader wrote; its schedule stays. */
export function editOwnCard(
	state: LearnerState,
	id: string,
	text: OwnCardText,
	now: number,
): OwnCardResult {
	const card = state.cards[id];
	if (!card || !isLiveOwnCard(card)) return { problems: ['This card no longer exists.'] };
	const problems = ownCardProblems(text);
	if (problems.length) return { problems };
	const { href, label } = card.content;
	const edited = { ...card, content: contentOf(text, { href, label }), editedAt: now, at: now };
	return { state: { ...state, cards: { ...state.cards, [id]: edited } }, id };
}

/**
 * Deletes a card: a card the reader wrote loses its text and leaves review (kept empty, so the
 * deletion reaches their other devices); any other card is removed from review as before.
 */
export function deleteCard(state: LearnerState, id: string, now: number): LearnerState {
	const card = state.cards[id];
	if (!card) return state;
	if (!isOwnCard(id)) return removeCards(state, [id], now);
	const empty = { prompt: '', answer: '', href: '', label: '', version: '' };
	const deleted = { ...card, content: empty, active: false, activeAt: now, editedAt: now, at: now };
	return { ...state, cards: { ...state.cards, [id]: deleted } };
}

/** Suspends a card (out of the queue, schedule kept) or brings it back. */
export function setSuspended(
	state: LearnerState,
	id: string,
	suspended: boolean,
	now: number,
): LearnerState {
	const card = state.cards[id];
	if (!card) return state;
	return {
		...state,
		cards: { ...state.cards, [id]: { ...card, suspended, suspendedAt: now, at: now } },
	};
}

/** Starts a card's schedule again, as new; the reset wins over reviews made before it elsewhere. */
export function resetSchedule(state: LearnerState, id: string, now: number): LearnerState {
	const card = state.cards[id];
	if (!card) return state;
	const reset = { ...card, schedule: emptySchedule(now), resetAt: now, at: now };
	return { ...state, cards: { ...state.cards, [id]: reset } };
}

/**
 * A cloze: the sentence with the first occurrence of `phrase` blanked (any case), and the phrase
 * as the answer. A phrase not in the sentence leaves the sentence whole.
 */
export function cloze(sentence: string, phrase: string): OwnCardText {
	const text = sentence.trim();
	const hidden = phrase.trim();
	const at = hidden ? text.toLowerCase().indexOf(hidden.toLowerCase()) : -1;
	if (at < 0) return { prompt: text, answer: hidden };
	return {
		prompt: `${text.slice(0, at)}${HIDDEN}${text.slice(at + hidden.length)}`,
		answer: text.slice(at, at + hidden.length),
	};
}

/**
 * The sentence of `text` around the characters `start`–`end` (a selection inside a paragraph):
 * from after the previous sentence's end to its own, the selection kept whole.
 */
export function sentenceAround(text: string, start: number, end: number): string {
	const before = text.slice(0, start);
	const boundary = /[.!?]["')\]]?\s+(?=\S)/g;
	let from = 0;
	for (const match of before.matchAll(boundary)) from = match.index + match[0].length;
	boundary.lastIndex = Math.max(end, from);
	const after = boundary.exec(text);
	const to = after ? after.index + after[0].trimEnd().length : text.length;
	return text.slice(from, to).replace(/\s+/g, ' ').trim();
}

/** The phrase a cloze hides by default: a glossary term linked in the sentence, else its longest word. */
export function defaultPhrase(sentence: string, linked: string[] = []): string {
	const term = linked.find((t) => t.trim() && sentence.includes(t.trim()));
	if (term) return term.trim();
	const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
	return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}
