/**
 * GET /api/blog-posts?t={timestamp} → every blog post { title, content, snippet, date, isoDate,
 * author, url }, newest first, never cached. Generated from content/blog at build time.
 */
import type { Config } from '@netlify/functions';
import { json, methodNotAllowed, safely } from '../../src/server/http.ts';
import posts from './generated/blog-posts.json' with { type: 'json' };

export default (req: Request) =>
	safely(() => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
		return json(posts, { cache: 'no-store' });
	});

export const config: Config = { path: '/api/blog-posts' };
