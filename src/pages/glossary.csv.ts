/** /glossary.csv: one row per term, UTF-8, RFC 4180 (src/lib/glossary/open-data.ts). */
import type { APIRoute } from 'astro';
import { getGlossaryTerms } from '../collections/content';
import { glossaryCsv, openTerm } from '../lib/glossary/open-data';

export const GET: APIRoute = async ({ site, url }) => {
	const base = (site ?? new URL(url.origin)).href;
	return new Response(glossaryCsv((await getGlossaryTerms()).map((term) => openTerm(term, base))), {
		headers: { 'Content-Type': 'text/csv; charset=utf-8' },
	});
};
