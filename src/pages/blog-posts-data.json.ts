/**
 * Build-time export of every blog post for /api/blog-posts (moved out of the public site into the
 * functions by the blog-posts-data integration, so the content exists once: in content/blog).
 */
import type { APIRoute } from 'astro';
import { getPosts } from '../content';
import type { BlogSearchPost } from '../lib/blog';
import { formatLongDate, isoDate } from '../lib/dates';
import { markupToText } from '../lib/text';

export const GET: APIRoute = async () => {
	const posts: BlogSearchPost[] = (await getPosts()).map((post) => ({
		title: post.data.title,
		content: markupToText(post.body ?? ''),
		snippet: post.data.excerpt,
		date: formatLongDate(post.data.date),
		isoDate: isoDate(post.data.date),
		author: post.data.author,
		url: `/blog/${post.id}`,
	}));
	return new Response(JSON.stringify(posts), { headers: { 'Content-Type': 'application/json' } });
};
