/** /review/cards/{slug}.json: a glossary term's review cards (src/lib/review/term-cards.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getGlossaryTerms, type GlossaryTerm } from '../../../content';
import { cardsOf } from '../../../review-decks';

export const getStaticPaths = (async () =>
	(await getGlossaryTerms()).map((term) => ({
		params: { slug: term.slug },
		props: { term },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
	Response.json(cardsOf((props as { term: GlossaryTerm }).term));
