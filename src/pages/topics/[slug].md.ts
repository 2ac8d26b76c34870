/** /topics/{slug}.md: a guide as plain Markdown (src/lib/markdown-export.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { CONTENT_LICENSE } from '../../consts';
import { getTopics, type Topic } from '../../content';
import { toMarkdown } from '../../lib/markdown-export';

export const getStaticPaths = (async () =>
	(await getTopics()).map((topic) => ({
		params: { slug: topic.id },
		props: { topic },
	}))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site, url }) => {
	const { topic } = props as { topic: Topic };
	const base = (site ?? new URL(url.origin)).href;
	return new Response(
		toMarkdown({
			title: topic.data.title,
			description: topic.data.description,
			url: new URL(`/topics/${topic.id}`, base).href,
			published: topic.data.published,
			reviewed: topic.data.reviewed,
			changes: topic.data.changes,
			body: topic.body ?? '',
			faq: topic.data.faq,
			references: topic.data.references,
			license: CONTENT_LICENSE,
		}),
		{ headers: { 'Content-Type': 'text/markdown; charset=utf-8' } },
	);
};
