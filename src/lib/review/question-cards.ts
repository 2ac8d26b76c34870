/**
 * Review cards made from checkpoint questions (`question:{guide}/{questionId}`): a multiple-choice
 * question becomes a card that shows its options (shuffled for each review) and grades itself from
 * the pick; a recall question a self-graded card (prompt → model answer). The same function makes
 * a card from the page (CheckpointQuiz reads the rendered text) and at build time
 * (/review/questions/{guide}.json, from the same text as the page shows it), so both agree on its
 * version.
 */
import { ESCAPES } from '../learning/rich-text.ts';
import type { CardContent, CardOption } from '../learning/state.ts';
import { mulberry32 } from '../random.ts';
import { contentVersion, type NewCard } from './cards.ts';

/** A question as the page shows it: plain text, whitespace collapsed. */
export interface QuestionText {
	guide: string;
	guideTitle: string;
	section: string;
	id: string;
	prompt: string;
	/** A multiple-choice question's options, in the page's order. */
	options?: CardOption[];
	/** A recall question's model answer. */
	answer?: string;
}

export const questionCardId = (guide: string, question: string) => `question:${guide}/${question}`;

/** The entities escapeHtml writes, back to their characters. */
const ENTITIES = Object.fromEntries(
	Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** Text as a browser's textContent gives it from inlineHtml/verdictHtml, whitespace collapsed. */
export function htmlText(html: string): string {
	return html
		.replace(/<[^>]*>/g, '')
		.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
		.replace(/\s+/g, ' ')
		.trim();
}

/** The explanation without its verdict ("Right: it is…" → "it is…"). */
const withoutVerdict = (why: string) => why.replace(/^(Right|Correct)[:.]\s*/, '');

export function questionCard(q: QuestionText): NewCard {
	const right = q.options?.find((o) => o.correct);
	const answer = right ? `${right.text} — ${withoutVerdict(right.why)}` : (q.answer ?? '');
	const options = q.options?.map(({ text, correct, why }) => ({ text, correct, why }));
	const content: CardContent = {
		prompt: q.prompt,
		answer,
		href: `/topics/${q.guide}#${q.section}`,
		label: q.guideTitle,
		version: contentVersion(
			q.prompt,
			answer,
			...(options ?? []).flatMap((o) => [o.text, o.correct ? '1' : '0', o.why]),
		),
		...(options ? { options } : {}),
	};
	return { id: questionCardId(q.guide, q.id), content };
}

/** A choice card's front for a file: the prompt, then its options lettered, on one line. */
export const choiceFront = (content: CardContent) =>
	content.options
		? `${content.prompt} ${content.options.map((o, i) => `(${'ABCDEFGH'[i]}) ${o.text}`).join(' ')}`
		: content.prompt;

/** The prompt back from a front written by choiceFront. */
export function promptOfFront(front: string, options: CardOption[] | undefined): string {
	if (!options) return front;
	const suffix = choiceFront({ prompt: '', options } as unknown as CardContent);
	return front.endsWith(suffix) ? front.slice(0, -suffix.length) : front;
}

/**
 * The options' order for one review: a shuffle seeded by the card and how often it was reviewed,
 * so it stays put while the card is shown (and across a reload) and changes from one review to
 * the next. Returns indexes into `options`.
 */
export function shuffledOrder(count: number, seed: string): number[] {
	const random = mulberry32(Number.parseInt(contentVersion(seed), 36) || 1);
	const order = Array.from({ length: count }, (_, i) => i);
	for (let i = count - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[order[i], order[j]] = [order[j]!, order[i]!];
	}
	return order;
}

/** The grade a pick gives: Good when right, Again when wrong (the learner may still choose). */
export const gradeOfPick = (options: CardOption[], picked: number): 1 | 3 =>
	options[picked]?.correct ? 3 : 1;

/** A card's options as parsed from storage or a file: kept only when well formed. */
export function parseOptions(value: unknown): CardOption[] | undefined {
	if (!Array.isArray(value) || value.length < 2 || value.length > 8) return undefined;
	const options: CardOption[] = [];
	for (const option of value) {
		if (!option || typeof option !== 'object') return undefined;
		const { text, correct, why } = option as Record<string, unknown>;
		if (typeof text !== 'string' || typeof correct !== 'boolean' || typeof why !== 'string')
			return undefined;
		options.push({ text, correct, why });
	}
	return options.filter((o) => o.correct).length === 1 ? options : undefined;
}
