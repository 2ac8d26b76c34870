/**
 * /review/cards/{slug}.json: a glossary term's review cards (src/lib/review/term-cards.ts), made
 * on demand from the live term like the term's page (src/pages/glossary/[slug].astro), so the
 * build does not write a file per term and a reader adding a term just saved gets its new text.
 * Cached at the CDN with the term's tag, which a write purges (src/server/cdn-cache.ts).
 */
import type { APIRoute } from 'astro';
import { termToFileData } from '../../../lib/glossary/term-model';
import { termCards } from '../../../lib/review/term-cards';
import { termPageCacheHeaders } from '../../../server/cdn-cache';
import { getDb } from '../../../server/db';
import { getTermBySlug } from '../../../server/glossary-repo';
import { unavailablePage } from '../../../server/term-page';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
	const slug = params.slug ?? '';
	let term;
	try {
		term = await getTermBySlug(await getDb(), slug);
	} catch (cause) {
		return unavailablePage(cause);
	}
	if (!term)
		return Response.json(
			{ error: `No glossary term with the slug "${slug}".` },
			{ status: 404, headers: { 'Cache-Control': 'no-store' } },
		);
	return Response.json(termCards(termToFileData(term)), {
		headers: termPageCacheHeaders([term.slug]),
	});
};
