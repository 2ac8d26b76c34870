/**
 * Review cards made from a glossary term at build time. Each term gives up to three:
 * - `definition`: the term's name → its short definition;
 * - `name`: the short definition, with the name and aliases hidden → the name;
 * - `example`: the term's first example, names hidden → which term it illustrates.
 * Ids are `term:{slug}:{kind}`: a reader's schedule for a card is keyed by it and survives any
 * edit of the term; the content's version changes with its text, so a rebuilt card replaces the
 * copy the reader keeps.
 */
import { contentVersion, type NewCard } from './cards.ts';
import { mathsToPlain } from '../maths/syntax.ts';

export interface CardSourceTerm {
	slug: string;
	term: string;
	aliases: string[];
	short_definition: string | null;
	examples: string[];
}

export const HIDDEN = '▁▁▁';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Hides every occurrence of the names (whole words, with any ending: "overfit" hides "overfits"
 * and "overfitting"), longest names first so "gradient descent" goes before "gradient".
 * Names shorter than two characters are left alone.
 */
export function hideNames(text: string, names: string[]): string {
	const variants = [
		...new Set(
			names.flatMap((name) => {
				const base = name.trim();
				// "Overfitting" → "overfit", so "overfits" is hidden too.
				const stem = base.replace(/(ing|es|s)$/i, '').replace(/([b-df-hj-np-tv-z])\1$/i, '$1');
				return [base, stem.length >= 4 ? stem : base];
			}),
		),
	]
		.filter((name) => name.length >= 2)
		.sort((a, b) => b.length - a.length);
	if (!variants.length) return text;
	const pattern = new RegExp(
		`(?<![\\p{L}\\p{N}])(?:${variants.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`,
		'giu',
	);
	return text.replace(pattern, HIDDEN);
}

export function termCards(term: CardSourceTerm): NewCard[] {
	const href = `/glossary/${term.slug}`;
	const names = [term.term, ...term.aliases];
	const card = (kind: string, prompt: string, answer: string): NewCard => ({
		id: `term:${term.slug}:${kind}`,
		content: { prompt, answer, href, label: term.term, version: contentVersion(prompt, answer) },
	});
	const cards: NewCard[] = [];
	const definition = term.short_definition?.trim();
	if (!definition) return cards;
	cards.push(card('definition', `What is ${term.term}?`, definition));
	const hidden = hideNames(definition, names);
	cards.push(card('name', `Which term is this? ${hidden}`, term.term));
	// Cards are plain text: a formula in the example reads as Unicode (`$\sqrt{d_k}$` becomes √dₖ).
	const example = term.examples[0] ? mathsToPlain(term.examples[0]).trim() : undefined;
	if (example) {
		const hiddenExample = hideNames(example, names);
		// An example that only makes sense with the name in it would give nothing to recall.
		if (hiddenExample.split(HIDDEN).join('').trim().length >= 30)
			cards.push(
				card(
					'example',
					`Which term does this example illustrate? ${hiddenExample}`,
					`${term.term}: ${definition}`,
				),
			);
	}
	return cards;
}
