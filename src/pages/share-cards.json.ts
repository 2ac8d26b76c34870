/**
 * Build-time list of the share cards to draw (page path, text, URL), read and then removed from
 * the build output by the share-card drawing integration (src/integrations/share-card-drawing).
 * Not part of the public site.
 */
import type { APIRoute } from 'astro';
import { allShareCards } from '../page-share-cards';

export const GET: APIRoute = async () => Response.json(await allShareCards());
