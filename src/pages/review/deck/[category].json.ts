/** /review/deck/{category}.json: the review cards of every term in one primary category. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { deckIndex, deckTerms } from '../../../collections/review-decks';

export const getStaticPaths = (async () =>
	(await deckIndex()).categories.map((category) => ({
		params: { category: category.slug },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => Response.json(await deckTerms(params.category!));
