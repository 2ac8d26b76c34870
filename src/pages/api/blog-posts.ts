/**
 * GET /api/blog-posts?t={timestamp} → every blog post { title, content, snippet, date, isoDate,
 * author, url }, newest first, with the plain text the build compiled (article-text.ts). A static
 * file: the posts change only with a deploy. netlify.toml serves it as JSON that browsers never
 * cache (the client asks for fresh data) and Netlify's CDN may, whatever `t` is.
 */
import type { APIRoute } from 'astro';
import { render } from 'astro:content';
import { getPosts } from '../../collections/content';
import { blogPostTexts, blogPostsNewestFirst } from '../../lib/blog-post-texts';

export const GET: APIRoute = async () => {
	const posts = await getPosts();
	// Compiling a post records its text: already done in a build, on first render under `astro dev`.
	await Promise.all(posts.map((post) => render(post)));
	const missing = posts.filter((post) => !blogPostTexts().has(post.id));
	if (missing.length)
		throw new Error(
			`The build compiled no text for blog posts ${missing.map((post) => post.id).join(', ')}, so /api/blog-posts would miss them.`,
		);
	return Response.json(blogPostsNewestFirst());
};
