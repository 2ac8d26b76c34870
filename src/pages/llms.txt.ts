/**
 * /llms.txt: what AI Atlas is, for AI tools (the llms.txt convention): its guides and articles
 * as plain Markdown, its learning paths, and the glossary's open data and read API.
 */
import type { APIRoute } from 'astro';
import { CONTENT_LICENSE, SITE_NAME } from '../lib/consts';
import { getPosts, getTopics } from '../collections/content';
import { getPaths } from '../collections/learning';

export const GET: APIRoute = async ({ site, url }) => {
	const base = (site ?? new URL(url.origin)).href.replace(/\/$/, '');
	const guides = (await getTopics()).map(
		(t) => `- [${t.data.title}](${base}/topics/${t.id}.md): ${t.data.summary}`,
	);
	const posts = (await getPosts()).map(
		(p) => `- [${p.data.title}](${base}/blog/${p.id}.md): ${p.data.excerpt}`,
	);
	const paths = (await getPaths()).map(
		(p) => `- [${p.data.title}](${base}/learn/${p.slug}): ${p.data.description}`,
	);
	const text = [
		`# ${SITE_NAME}`,
		'',
		'> Clear guides to artificial intelligence and machine learning for beginners, curious readers and professionals, with a glossary of AI and ML terms, learning paths with checkpoint questions, and spaced review.',
		'',
		`Content is under ${CONTENT_LICENSE.title} (${CONTENT_LICENSE.url}): credit "AI Atlas" with a link to the page.`,
		'',
		'## Guides',
		'',
		...guides,
		'',
		'## Articles',
		'',
		...posts,
		'',
		'## Learning paths',
		'',
		...paths,
		'',
		'## Glossary data',
		'',
		`- [All terms as JSON](${base}/glossary.json): every field of every term, with licence and version`,
		`- [All terms as CSV](${base}/glossary.csv): one row per term, RFC 4180`,
		`- [Open data and read API](${base}/data): fields, licence, and GET ${base}/api/glossary/term/{slug}/summary`,
		'',
		'## Optional',
		'',
		`- [Glossary](${base}/glossary): every term has its page at ${base}/glossary/{slug}`,
		'',
	].join('\n');
	return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
