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
			// The build fingerprints a term's cards in this order (src/review-decks.ts).
			const ordered = kept.sort((a, b) => a.kind - b.kind).map((k) => k.version);
			return (
				published !== undefined && (published !== contentVersion(...ordered) || missing.has(slug))
			);
		})
		.map(([slug]) => slug);
}
