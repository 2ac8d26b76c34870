import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/consts';
import { getPosts } from '../collections/content';

/** The blog's RSS feed. */
export const GET: APIRoute = async ({ site }) => {
	const posts = await getPosts();
	return rss({
		title: `${SITE_NAME} Blog`,
		description: SITE_DESCRIPTION,
		site: site!,
		items: posts.map((post) => ({
			title: post.data.title,
			description: post.data.excerpt,
			pubDate: post.data.date,
			link: `/blog/${post.id}`,
			author: post.data.author,
		})),
		customData: '<language>en-us</language>',
		trailingSlash: false,
	});
};
