/**
 * The plain text of every guide and article, taken from its parsed MDX document while the build
 * compiles it (a Sätteri hast plugin this integration adds to the Markdown processor):
 *
 * - each document's word count goes into its frontmatter as `words` (read back through
 *   `render(entry).remarkPluginFrontmatter`, for the pages' structured data);
 * - the blog posts, with their text, are written once the build is done to
 *   netlify/functions/generated/blog-posts.json, which the blog-posts function imports for
 *   /api/blog-posts, and go into the build facts, from which /search renders its results
 *   (blog-post-texts.ts). Nothing of it goes to the public site's files.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isSatteriProcessor } from '@astrojs/markdown-satteri';
import type { HastPluginDefinition, PluginFactoryContext } from 'satteri';
import { DEFAULT_AUTHOR } from '../consts.ts';
import type { BlogSearchPost } from '../lib/blog.ts';
import { blogPostTexts, blogPostsNewestFirst } from './blog-post-texts.ts';
import { formatLongDate, isoDate } from '../lib/dates.ts';
import { documentText, wordCount, type TextNode } from '../lib/text.ts';

export const BLOG_POSTS_DATA = fileURLToPath(
	new URL('../../netlify/functions/generated/blog-posts.json', import.meta.url),
);
const BLOG_DIR = fileURLToPath(new URL('../../content/blog/', import.meta.url));

type Frontmatter = Record<string, unknown>;

/** The section and slug of a guide or article file, e.g. content/blog/ai-agents-101.mdx. */
function articleOf(fileURL: URL | undefined): { section: 'topics' | 'blog'; slug: string } | null {
	const match = fileURL && /\/content\/(topics|blog)\/([^/]+)\.mdx$/.exec(fileURL.pathname);
	return match ? { section: match[1] as 'topics' | 'blog', slug: match[2]! } : null;
}

/** A blog post as /api/blog-posts serves it, from its frontmatter (already checked by the blog schema) and text. */
export function searchPost(slug: string, frontmatter: Frontmatter, text: string): BlogSearchPost {
	const date = new Date(frontmatter.date as string | Date);
	return {
		title: String(frontmatter.title),
		content: text,
		snippet: String(frontmatter.excerpt),
		date: formatLongDate(date),
		isoDate: isoDate(date),
		author: typeof frontmatter.author === 'string' ? frontmatter.author : DEFAULT_AUTHOR,
		url: `/blog/${slug}`,
	};
}

export default function articleText(): AstroIntegration {
	/** The blog posts compiled by this build, by slug. */
	const posts = blogPostTexts();

	const hastPlugin = (factory: PluginFactoryContext): HastPluginDefinition | null => {
		const article = articleOf(factory.fileURL);
		const frontmatter = (factory.data as { astro?: { frontmatter?: Frontmatter } }).astro
			?.frontmatter;
		if (!article || !frontmatter) return null;
		return {
			name: 'article-text',
			before(root) {
				const text = documentText(root as TextNode);
				frontmatter.words = wordCount(text);
				if (article.section === 'blog')
					posts.set(article.slug, searchPost(article.slug, frontmatter, text));
			},
		};
	};

	return {
		name: 'ai-atlas:article-text',
		hooks: {
			'astro:config:setup': ({ config }) => {
				const processor = config.markdown.processor;
				if (!processor || !isSatteriProcessor(processor))
					throw new Error(
						'article-text needs the Sätteri Markdown processor (markdown.processor: satteri()).',
					);
				// First, so it reads each document before other plugins add to it.
				processor.options.hastPlugins.unshift(hastPlugin);
			},
			'astro:build:done': ({ logger }) => {
				const files = readdirSync(BLOG_DIR).filter((file) => file.endsWith('.mdx'));
				const missing = files
					.map((file) => file.replace(/\.mdx$/, ''))
					.filter((slug) => !posts.has(slug));
				if (missing.length)
					throw new Error(
						`The build compiled no text for blog posts ${missing.join(', ')}, so /api/blog-posts would miss them.`,
					);
				const newestFirst = blogPostsNewestFirst();
				mkdirSync(dirname(BLOG_POSTS_DATA), { recursive: true });
				writeFileSync(BLOG_POSTS_DATA, JSON.stringify(newestFirst));
				logger.info(`${newestFirst.length} blog posts written for /api/blog-posts`);
			},
		},
	};
}
