/**
 * /review/questions/{guide}.json: a guide's checkpoint questions as review cards
 * (src/lib/review/question-cards.ts), for /review to refresh a card whose question was edited
 * and to give its text to a card synced from another device without it.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { guideQuestionCards, questionGuides } from '../../../collections/review-decks';

export const getStaticPaths = (async () =>
	(await questionGuides()).map((guide) => ({ params: { guide } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
	Response.json(await guideQuestionCards(params.guide!));
