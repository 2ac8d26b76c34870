/** /review/index.json: decks by category with their counts, and each term's card version. */
import type { APIRoute } from 'astro';
import { deckIndex } from '../../collections/review-decks';

export const GET: APIRoute = async () => Response.json(await deckIndex());
