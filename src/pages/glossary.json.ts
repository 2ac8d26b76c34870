/** /glossary.json: the whole glossary as open data (src/lib/glossary/open-data.ts). */
import type { APIRoute } from 'astro';
import { getGlossaryTerms } from '../collections/content';
import { glossaryDownload } from '../lib/glossary/open-data';

export const GET: APIRoute = async ({ site, url }) =>
	Response.json(
		glossaryDownload(await getGlossaryTerms(), (site ?? new URL(url.origin)).href, new Date()),
	);
