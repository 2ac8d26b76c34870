/** /topics/{slug}.md and /blog/{slug}.md: a guide or an article as plain Markdown. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { articleMarkdown } from '../../collections/article-page';
import { getPosts, getTopics, type Post, type Topic } from '../../collections/content';

export const getStaticPaths = (async () =>
	[...(await getTopics()), ...(await getPosts())].map((entry) => ({
		params: { section: entry.collection, slug: entry.id },
		props: { entry },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site, url }) =>
	new Response(
		articleMarkdown((props as { entry: Topic | Post }).entry, (site ?? new URL(url.origin)).href),
		{ headers: { 'Content-Type': 'text/markdown; charset=utf-8' } },
	);
