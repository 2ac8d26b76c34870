/**
 * The glossary's review decks as the site publishes them (static JSON, fetched only when a reader
 * adds cards or opens /review): one deck per primary category, and an index of categories with
 * their counts and each term's card version. One term's cards are made on demand
 * (src/pages/review/cards/[slug].json.ts).
 */
import { getGlossaryTerms, getTopics, type GlossaryTerm } from './content';
import { guideCheckpoints } from './learning';
import { htmlText, questionCard } from '../lib/review/question-cards';
import { inlineHtml, verdictHtml } from '../lib/learning/rich-text';
import { parseCategory } from '../lib/glossary/categories';
import { slugify } from '../lib/glossary/slug';
import { contentVersion, type NewCard } from '../lib/review/cards';
import { termCards } from '../lib/review/term-cards';

export type Difficulty = GlossaryTerm['difficulty_level'];

export interface DeckTerm {
	slug: string;
	difficulty: Difficulty;
	cards: NewCard[];
}

export interface DeckIndex {
	categories: { slug: string; name: string; counts: Record<Difficulty, number> }[];
	/** Per term, a fingerprint of its cards: when it changes, /review fetches the term's cards again. */
	versions: Record<string, string>;
	/**
	 * Per checkpoint question's card id, its version: a changed one is fetched again from
	 * /review/questions/{guide}.json, and a card whose question is not listed leaves review.
	 */
	questions: Record<string, string>;
}

/** A guide's checkpoint questions as review cards, with the text the guide's page shows. */
export async function guideQuestionCards(guide: string): Promise<NewCard[]> {
	const topic = (await getTopics()).find((t) => t.id === guide);
	if (!topic) return [];
	return (await guideCheckpoints(guide)).flatMap((block) =>
		block.questions.map((q) =>
			questionCard({
				guide,
				guideTitle: topic.data.title,
				section: block.section,
				id: q.id,
				prompt: htmlText(inlineHtml(q.prompt)),
				...(q.type === 'choice'
					? {
							options: q.options.map((o) => ({
								text: htmlText(inlineHtml(o.text)),
								correct: !!o.correct,
								why: htmlText(verdictHtml(o.explanation)),
							})),
						}
					: { answer: htmlText(inlineHtml(q.answer)) }),
			}),
		),
	);
}

/** Guides with checkpoint questions. */
export async function questionGuides(): Promise<string[]> {
	const guides = [];
	for (const topic of await getTopics())
		if ((await guideCheckpoints(topic.id)).length) guides.push(topic.id);
	return guides;
}

export const primariesOf = (term: GlossaryTerm) => [
	...new Set(term.categories.map((entry) => parseCategory(entry).primary)),
];

export async function deckIndex(): Promise<DeckIndex> {
	const terms = await getGlossaryTerms();
	const categories = new Map<string, DeckIndex['categories'][number]>();
	const versions: Record<string, string> = {};
	for (const term of terms) {
		const cards = termCards(term);
		if (!cards.length) continue;
		versions[term.slug] = contentVersion(...cards.map((c) => c.content.version));
		for (const name of primariesOf(term)) {
			const entry =
				categories.get(name) ??
				categories
					.set(name, {
						slug: slugify(name),
						name,
						counts: { beginner: 0, intermediate: 0, advanced: 0 },
					})
					.get(name)!;
			entry.counts[term.difficulty_level]++;
		}
	}
	const questions: Record<string, string> = {};
	for (const guide of await questionGuides())
		for (const card of await guideQuestionCards(guide)) questions[card.id] = card.content.version;
	return {
		categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
		versions,
		questions,
	};
}

export async function deckTerms(categorySlug: string): Promise<DeckTerm[]> {
	return (await getGlossaryTerms())
		.filter((term) => primariesOf(term).some((name) => slugify(name) === categorySlug))
		.map((term) => ({ slug: term.slug, difficulty: term.difficulty_level, cards: termCards(term) }))
		.filter((term) => term.cards.length > 0);
}
