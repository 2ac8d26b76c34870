/**
 * GET /api/glossary/term/{slug}/summary → what a hover card on another site needs: the term, its
 * short definition, difficulty, categories, canonical address, licence and attribution. Any site
 * may read it (src/server/cors.ts); cached at the CDN like every glossary read.
 */
import type { Config, Context } from '@netlify/functions';
import { CONTENT_LICENSE } from '../../src/lib/consts.ts';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { readableCrossOrigin } from '../../src/server/cors.ts';
import { getDb } from '../../src/server/db.ts';
import { getTermBySlug } from '../../src/server/glossary-repo.ts';
import {
	CACHE,
	decodeParam,
	error,
	json,
	methodNotAllowed,
	safely,
} from '../../src/server/http.ts';
import { resolveSiteUrl } from '../../src/lib/site-url.ts';
import { parseCategories } from '../../src/lib/glossary/categories.ts';

const handler = (req: Request, context: Context) =>
	safely(async () => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		const slug = decodeParam(context.params?.slug);
		if (!slug) return error(400, 'The term slug is not valid URL encoding.');
		const term = await getTermBySlug(await getDb(), slug);
		if (!term) return error(404, `No glossary term with the slug "${slug}".`);
		const url = `${resolveSiteUrl()}/glossary/${term.slug}`;
		return json(
			{
				term: term.term,
				slug: term.slug,
				short_definition: term.short_definition ?? null,
				difficulty: term.difficulty_level,
				categories: parseCategories(term.categories).map((c) =>
					c.secondary ? `${c.primary}: ${c.secondary}` : c.primary,
				),
				url,
				license: { name: CONTENT_LICENSE.name, url: CONTENT_LICENSE.url },
				attribution: `${CONTENT_LICENSE.attribution}, ${url}`,
			},
			{ cache: CACHE.short, headers: cdnCacheHeaders('glossary') },
		);
	});

/** Any site may read these answers (src/server/cors.ts). */
export default readableCrossOrigin(handler);

export const config: Config = { path: '/api/glossary/term/:slug/summary' };
