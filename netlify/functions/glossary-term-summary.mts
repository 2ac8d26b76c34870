/**
 * GET /api/glossary/term/{slug}/summary → what a hover card on another site needs: the term, its
 * short definition, difficulty, categories, canonical address, licence and attribution. Any site
 * may read it (src/server/route.ts); cached at the CDN like every glossary read.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { CONTENT_LICENSE } from '../../src/lib/consts.ts';
import { parseCategories } from '../../src/lib/glossary/categories.ts';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { getDb } from '../../src/server/db.ts';
import { slugParam } from '../../src/server/glossary-http.ts';
import { getTermBySlug } from '../../src/server/glossary-repo.ts';
import { CACHE, error, json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import { resolveSiteUrl } from '../../src/lib/site-url.ts';

export default route({
	crossOrigin: true,
	input: z.object({ slug: slugParam }),
	GET: async ({ input: { slug } }) => {
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
	},
});

export const config: Config = { path: '/api/glossary/term/:slug/summary' };
