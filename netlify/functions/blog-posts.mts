/**
 * GET /api/blog-posts?t={timestamp} → every blog post { title, content, snippet, date, isoDate,
 * author, url }, newest first. Generated from content/blog at build time. Browsers never cache it
 * (the client asks for fresh data); Netlify's CDN may, whatever `t` is.
 */
import type { Config } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { json } from '../../src/server/http.ts';
import { route } from '../../src/server/route.ts';
import posts from './generated/blog-posts.json' with { type: 'json' };

export default route({
	GET: () => json(posts, { cache: 'no-store', headers: cdnCacheHeaders('blog') }),
});

export const config: Config = { path: '/api/blog-posts' };
