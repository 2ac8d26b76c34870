/**
 * GET /api/blog-posts?t={timestamp} → every blog post { title, content, snippet, date, isoDate,
 * author, url }, newest first. Generated from content/blog at build time. Browsers never cache it
 * (the client asks for fresh data); Netlify's CDN may, whatever `t` is.
 */
import type { Config } from '@netlify/functions';
import { cdnCacheHeaders } from '../../src/server/cdn-cache.ts';
import { json, methodNotAllowed, safely } from '../../src/server/http.ts';
import posts from './generated/blog-posts.json' with { type: 'json' };

export default (req: Request) =>
	safely(() => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		return json(posts, { cache: 'no-store', headers: cdnCacheHeaders('blog') });
	});

export const config: Config = { path: '/api/blog-posts' };
