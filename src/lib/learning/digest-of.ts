/**
 * Writing the digest (digest.ts) from the learner's state: apart from reading it, so the pages'
 * paint scripts, which only read it, do not carry FSRS's forgetting curve.
 */
import { retrievability } from '../review/memory.ts';
import { HOUR, type Digest } from './digest.ts';
import type { DoneSteps } from './progress.ts';
import type { LearnerState } from './state.ts';

/**
 * The digest of a state at `now`. `guideTerms` names each guide's key terms (its `reviewTerms`),
 * whose cards count for the guide's mastery with its questions' cards.
 */
export function digestOf(
	state: LearnerState,
	now = Date.now(),
	guideTerms: Record<string, readonly string[]> = {},
): Digest {
	const steps: DoneSteps = {};
	for (const [key, mark] of Object.entries(state.steps)) if (mark.done) steps[key] = mark.at;
	const guides: Record<string, [number, number]> = {};
	const answers: Record<string, number> = {};
	for (const [key, answer] of Object.entries(state.answers)) {
		answers[key] = answer.choice;
		const guide = key.slice(0, key.indexOf('/'));
		const entry = (guides[guide] ??= [0, 0]);
		entry[0]++;
		if (answer.correct) entry[1]++;
	}
	const guidesOfTerm = new Map<string, string[]>();
	for (const [guide, terms] of Object.entries(guideTerms))
		for (const term of terms) guidesOfTerm.set(term, [...(guidesOfTerm.get(term) ?? []), guide]);
	const sums: Record<string, { recall: number; due: number[] }> = {};
	let cards = 0;
	for (const card of Object.values(state.cards)) {
		if (!card.active || card.suspended) continue;
		cards++;
		if (card.schedule.state === 0) continue;
		const question = card.id.startsWith('question:') ? card.id.slice('question:'.length) : '';
		const owners = question
			? [question.slice(0, question.indexOf('/'))]
			: card.id.startsWith('term:')
				? (guidesOfTerm.get(card.id.split(':')[1]!) ?? [])
				: [];
		const due = card.schedule.due;
		for (const guide of owners) {
			const sum = (sums[guide] ??= { recall: 0, due: [] });
			sum.recall += retrievability(card.schedule, now);
			sum.due.push(Math.max(0, Math.ceil((due - now) / HOUR)));
		}
		// A missed question whose card is learned (in review, not due) counts as right.
		if (
			question &&
			state.answers[question]?.correct === false &&
			card.schedule.state === 2 &&
			due > now
		)
			guides[question.slice(0, question.indexOf('/'))]![1]++;
	}
	const memory: Record<string, number[]> = {};
	for (const [guide, sum] of Object.entries(sums))
		memory[guide] = [
			Math.round((sum.recall / sum.due.length) * 100),
			...sum.due.sort((a, b) => a - b),
		];
	return { steps, guides, answers, cards, at: now, memory };
}
