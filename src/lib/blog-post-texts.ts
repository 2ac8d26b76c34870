/**
 * The blog posts with their plain text, as the build compiled them (each one recorded by
 * src/integrations/article-text.ts). The build writes them as /api/blog-posts
 * (src/pages/api/blog-posts.ts) and into its build facts, from which /search renders its results
 * on demand (src/server/build-facts.ts). Kept on globalThis, as glossary/mentions.ts keeps its
 * map, because the build loads this module twice.
 */
import type { BlogSearchPost } from './blog.ts';

const KEY = Symbol.for('ai-atlas.blog-post-texts');

/** Slug → the post as /api/blog-posts serves it. */
export function blogPostTexts(): Map<string, BlogSearchPost> {
	const store = globalThis as unknown as Record<symbol, Map<string, BlogSearchPost> | undefined>;
	return (store[KEY] ??= new Map());
}

/** Every post compiled so far, newest first. */
export const blogPostsNewestFirst = (): BlogSearchPost[] =>
	[...blogPostTexts().values()].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
