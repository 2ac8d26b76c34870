/**
 * /offline/glossary-index.json: every term's name, aliases, address and short definition, saved
 * with the glossary so the header search finds terms offline.
 */
import type { APIRoute } from 'astro';
import { getGlossaryTerms } from '../../collections/content';

export const GET: APIRoute = async () =>
	Response.json(
		(await getGlossaryTerms()).map((term) => ({
			slug: term.slug,
			name: term.term,
			aliases: term.aliases,
			short: term.short_definition ?? '',
		})),
	);
