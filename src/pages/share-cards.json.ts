/**
 * Build-time list of every share card (page path, text, URL), read and then removed from the
 * build output by the share-cards integration, which draws the PNGs. Not part of the public site.
 */
import type { APIRoute } from 'astro';
import { allShareCards } from '../share-cards';

export const GET: APIRoute = async () => Response.json(await allShareCards());
