/**
 * The largest state a reader can build still fits a sync space (256 KiB): every card of every
 * glossary term in review with a real FSRS schedule, a full review log, every step and answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MAX_BLOB_BYTES } from '../../server/progress-repo.ts';
import { addCards } from '../review/cards.ts';
import { gradeCard } from '../review/schedule.ts';
import { termCards } from '../review/term-cards.ts';
import { generateCode } from './sync-code.ts';
import { deriveKeys, encryptState } from './sync-crypto.ts';
import { emptyState, forSync, MAX_LOG_ENTRIES, markStep, recordAnswer } from './state.ts';

const TERMS_DIR = join(import.meta.dirname, '../../../content/glossary/terms');

test('every glossary card, a full log and all progress sync in under 256 KiB', async () => {
	const terms = readdirSync(TERMS_DIR).map((file) =>
		JSON.parse(readFileSync(join(TERMS_DIR, file), 'utf8')),
	);
	const now = Date.UTC(2026, 10, 26);
	let state = addCards(emptyState(), terms.flatMap(termCards), now).state;
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

	expect(Object.keys(state.cards).length).toBeGreaterThan(2400);
	const { key } = await deriveKeys(generateCode());
	const blob = await encryptState(forSync(state), key);
	const bytes = Buffer.from(blob, 'base64url').byteLength;
	console.info(
		`largest sync state: ${Object.keys(state.cards).length} cards, ${(bytes / 1024).toFixed(1)} KiB`,
	);
	expect(bytes).toBeLessThan(MAX_BLOB_BYTES);
});
