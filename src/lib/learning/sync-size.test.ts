/**
 * The largest state a reader can build still fits a sync space (256 KiB): every card of every
 * glossary term and every checkpoint question in review with a real FSRS schedule, as many cards
 * of their own as they may write at the longest prompt and answer allowed (their text travels),
 * a full review log, every step and answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MAX_BLOB_BYTES } from '../../server/progress-repo.ts';
import { addCards } from '../review/cards.ts';
import { addOwnCard, OWN_CARD_LIMITS } from '../review/own-cards.ts';
import { gradeCard } from '../review/schedule.ts';
import { termCards } from '../review/term-cards.ts';
import { questionCard } from '../review/question-cards.ts';
import { parse } from 'yaml';
import { generateCode } from './sync-code.ts';
import { deriveKeys, encryptState } from './sync-crypto.ts';
import {
	emptyState,
	forSync,
	MAX_LOG_ENTRIES,
	markStep,
	recordAnswer,
	type LearnerState,
} from './state.ts';

const TERMS_DIR = join(import.meta.dirname, '../../../content/glossary/terms');
const CHECKPOINTS_DIR = join(import.meta.dirname, '../../../content/checkpoints');

interface YamlQuestion {
	id: string;
	prompt: string;
	answer?: string;
	options?: { text: string; correct?: boolean; explanation: string }[];
}

/** Every checkpoint question's card, as a guide's page makes it. */
function questionCards() {
	return readdirSync(CHECKPOINTS_DIR)
		.filter((file) => file.endsWith('.yaml'))
		.flatMap((file) => {
			const guide = file.replace(/\.yaml$/, '');
			const { sections } = parse(readFileSync(join(CHECKPOINTS_DIR, file), 'utf8')) as {
				sections: { section: string; questions: YamlQuestion[] }[];
			};
			return sections.flatMap(({ section, questions }) =>
				questions.map((q) =>
					questionCard({
						guide,
						guideTitle: guide,
						section,
						id: q.id,
						prompt: q.prompt,
						answer: q.answer,
						options: q.options?.map((o) => ({
							text: o.text,
							correct: !!o.correct,
							why: o.explanation,
						})),
					}),
				),
			);
		});
}

/**
 * The most cards of their own a reader may write, each at the longest prompt and answer allowed,
 * their text real sentences of the glossary taken in a shuffled order (so they compress as
 * English does, not as a repeated string would).
 */
function withOwnCards(state: LearnerState, sentences: string[], now: number): LearnerState {
	let seed = 1;
	const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
	const words = sentences.join(' ').split(/\s+/);
	const textOf = (length: number) => {
		let text = '';
		while (text.length < length) {
			const start = Math.floor(random() * (words.length - 30));
			text += `${words.slice(start, start + 10 + Math.floor(random() * 20)).join(' ')}. `;
		}
		return text.slice(0, length);
	};
	const cards = { ...state.cards };
	for (let i = 0; i < OWN_CARD_LIMITS.cards; i++) {
		const id = `own:${Math.floor(random() * 2 ** 50)
			.toString(32)
			.padStart(10, '0')}`;
		const result = addOwnCard(
			{ ...state, cards: {} },
			{ prompt: textOf(OWN_CARD_LIMITS.prompt), answer: textOf(OWN_CARD_LIMITS.answer) },
			{ href: '/topics/some-guide-name#a-section-heading', label: 'A guide title of some length' },
			now + i,
			id,
		);
		if (!('state' in result)) throw new Error(result.problems.join(' '));
		cards[id] = result.state.cards[id]!;
	}
	return { ...state, cards };
}

test('every glossary and question card, the most own cards, a full log and all progress sync in under 256 KiB', async () => {
	const terms = readdirSync(TERMS_DIR).map((file) =>
		JSON.parse(readFileSync(join(TERMS_DIR, file), 'utf8')),
	);
	const now = Date.UTC(2026, 10, 26);
	const questions = questionCards();
	const sentences = terms.flatMap(
		(term: { short_definition?: string; comprehensive_definition?: string }) =>
			[term.short_definition, term.comprehensive_definition].filter(
				(t): t is string => typeof t === 'string',
			),
	);
	let state = addCards(emptyState(), [...terms.flatMap(termCards), ...questions], now).state;
	state = withOwnCards(state, sentences, now);
	const cards = { ...state.cards };
	const log = [];
	let t = now;
	for (const card of Object.values(cards)) {
		let current = card;
		for (const rating of [3, 3, 2] as const) {
			t += 3_600_000;
			const { card: graded, entry } = gradeCard(current, rating, t);
			current = graded;
			log.push(entry);
		}
		cards[card.id] = current;
	}
	state = { ...state, cards, log: log.slice(-MAX_LOG_ENTRIES) };
	for (let i = 0; i < 60; i++)
		state = markStep(state, `section:guide-${i}#some-long-section-name`, true, now + i);
	for (let i = 0; i < 210; i++)
		state = recordAnswer(
			state,
			`guide-${i % 10}/question-id-${i}`,
			{ choice: 2, correct: true },
			now + i,
		);

	expect(Object.keys(state.cards).length).toBeGreaterThan(2400 + OWN_CARD_LIMITS.cards);
	expect(sentences.join(' ').length).toBeGreaterThan(100_000);
	expect(questions.length).toBeGreaterThan(200);
	const { key } = await deriveKeys(generateCode());
	const blob = await encryptState(forSync(state), key);
	const bytes = Buffer.from(blob, 'base64url').byteLength;
	console.info(
		`largest sync state: ${Object.keys(state.cards).length} cards (${questions.length} questions, ${OWN_CARD_LIMITS.cards} own of ${OWN_CARD_LIMITS.prompt} + ${OWN_CARD_LIMITS.answer} characters), ${(bytes / 1024).toFixed(1)} KiB`,
	);
	expect(bytes).toBeLessThan(MAX_BLOB_BYTES);
});
