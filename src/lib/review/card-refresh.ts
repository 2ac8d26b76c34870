/**
 * Which terms' cards to fetch again on /review: those whose published fingerprint
 * (`/review/index.json`) differs from the copies kept, and those synced from another device
 * without their text.
 */
import type { LearnerState } from '../learning/state.ts';
import { contentVersion } from './cards.ts';

const KINDS = ['definition', 'name', 'example'];

/** Term slug of a glossary card id (`term:{slug}:{kind}`). */
const termOf = (id: string) => (id.startsWith('term:') ? id.split(':')[1] : undefined);

export function staleTerms(state: LearnerState, versions: Record<string, string>): string[] {
	const byTerm = new Map<string, { kind: number; version: string }[]>();
	const missing = new Set<string>();
	for (const card of Object.values(state.cards)) {
		const slug = termOf(card.id);
		if (!slug) continue;
		if (card.content.prompt === '') missing.add(slug);
		const kind = KINDS.indexOf(card.id.split(':')[2] ?? '');
		byTerm.set(slug, [...(byTerm.get(slug) ?? []), { kind, version: card.content.version }]);
	}
	return [...byTerm]
		.filter(([slug, kept]) => {
			const published = versions[slug];
			// The build fingerprints a term's cards in this order (src/collections/review-decks.ts).
			const ordered = kept.sort((a, b) => a.kind - b.kind).map((k) => k.version);
			return (
				published !== undefined && (published !== contentVersion(...ordered) || missing.has(slug))
			);
		})
		.map(([slug]) => slug);
}

/** Guide slug of a question card id (`question:{guide}/{questionId}`). */
const guideOf = (id: string) => /^question:([^/]+)\//.exec(id)?.[1];

/**
 * Question cards against the questions the build publishes (`/review/index.json`, card id →
 * version): the guides whose cards to fetch again (a question edited, or a card synced without
 * its text), and the cards in review whose question no longer exists, to take out of review.
 */
export function questionChanges(
	state: LearnerState,
	published: Record<string, string>,
): { guides: string[]; removed: string[] } {
	const guides = new Set<string>();
	const removed: string[] = [];
	for (const card of Object.values(state.cards)) {
		const guide = guideOf(card.id);
		if (!guide) continue;
		const version = published[card.id];
		if (version === undefined) {
			if (card.active) removed.push(card.id);
		} else if (version !== card.content.version || card.content.prompt === '') guides.add(guide);
	}
	return { guides: [...guides], removed };
}
