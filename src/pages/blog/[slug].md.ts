/** /blog/{slug}.md: an article as plain Markdown (src/lib/markdown-export.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { CONTENT_LICENSE } from '../../consts';
import { getPosts, type Post } from '../../content';
import { toMarkdown } from '../../lib/markdown-export';

export const getStaticPaths = (async () =>
	(await getPosts()).map((post) => ({
		params: { slug: post.id },
		props: { post },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site, url }) => {
	const { post } = props as { post: Post };
	const base = (site ?? new URL(url.origin)).href;
	return new Response(
		toMarkdown({
			title: post.data.title,
			description: post.data.description,
			url: new URL(`/blog/${post.id}`, base).href,
			published: post.data.date,
			reviewed: post.data.reviewed,
			changes: post.data.changes,
			body: post.body ?? '',
			license: CONTENT_LICENSE,
		}),
		{ headers: { 'Content-Type': 'text/markdown; charset=utf-8' } },
	);
};
